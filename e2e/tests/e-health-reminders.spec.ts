import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { rexTheDog, signUp, type Api, type Pet } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 13, the pet-care reminders: a monthly reminder made on /e-health/new-reminder, seen in the
// planner, one occurrence marked done with a note, another taken out of the series, the series
// deleted; the three pages (overview, new reminder, planner) checked with axe.

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

/** The day `days` from today in Brussels, YYYY-MM-DD. */
function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const typed = (iso: string) => iso.split('-').reverse().join('-');

async function household(page: Page, baseURL: string): Promise<{ api: Api; rex: Pet }> {
  const api = await signUp(page, baseURL, 'Lotte');
  const rex = await api<Pet>('POST', '/animal/', rexTheDog);
  return { api, rex };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

async function choose(page: Page, field: RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a monthly reminder is made, shown in the planner, one date done, one skipped, the series deleted', async ({ page, baseURL }) => {
  const { rex } = await household(page, baseURL!);
  // Started two months ago: overdue dates to complete and to skip, and the next ones ahead.
  const start = daysFromToday(-61);
  await open(page, `/en/e-health/new-reminder?pet=${rex.id}`);
  await choose(page, /Type of care/, 'Flea and tick treatment');
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Flea and tick treatment');
  await page.getByRole('textbox', { name: 'Title' }).fill('Bravecto');
  await page.getByRole('textbox', { name: /^Date/ }).fill(typed(start));
  await choose(page, /Repeat/, 'Every … months');
  await page.getByRole('button', { name: 'Add reminder' }).click();

  await expect(page).toHaveURL(/\/en\/e-health\/pet-care-planner$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pet care planner');
  // The planner follows its address: the range from the first date, some 100 days.
  await open(page, `/en/e-health/pet-care-planner?from=${start}&to=${daysFromToday(40)}`);
  const agenda = page.getByRole('region', { name: /^Agenda/ });
  const entries = agenda.getByRole('listitem', { name: 'Bravecto', exact: true });
  await expect(entries.first()).toBeVisible();
  const before = await entries.count();
  expect(before).toBeGreaterThanOrEqual(3);
  await expect(entries.nth(0)).toContainText('Overdue');
  await expect(entries.nth(0)).toContainText('Rex');

  // The first date done, with the vaccine-style note.
  await entries
    .nth(0)
    .getByRole('button', { name: /^Mark done/ })
    .click();
  const done = page.getByRole('dialog', { name: 'Mark “Bravecto” done' });
  await done.getByRole('textbox', { name: /Note/ }).fill('Batch 7781');
  await done.getByRole('button', { name: 'Mark done' }).click();
  await expect(done).toBeHidden();
  await expect(entries.nth(0)).toContainText('Done');
  await expect(entries.nth(0)).toContainText('Note: Batch 7781');

  // The second date taken out of the series.
  await entries.nth(1).getByRole('button', { name: /^More/ }).click();
  await entries.nth(1).getByRole('button', { name: 'Skip this date' }).click();
  await expect(entries).toHaveCount(before - 1);

  // The whole series, after asking.
  await entries.nth(1).getByRole('button', { name: /^More/ }).click();
  await entries.nth(1).getByRole('button', { name: 'Delete series' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete “Bravecto” with all its dates?' });
  await ask.getByRole('button', { name: 'Delete series' }).click();
  await expect(page.getByRole('heading', { name: 'No reminders yet' })).toBeVisible();
  await expect(entries).toHaveCount(0);
});

test('the notice e-mail’s button opens the planner at that date’s completion', async ({ page, baseURL }) => {
  const { api, rex } = await household(page, baseURL!);
  const email = (await api<{ results: { email: string }[] }>('GET', '/customer/')).results[0]!.email;
  const tomorrow = daysFromToday(1);
  const reminder = await api<{ id: number }>('POST', '/reminder/', {
    animal: rex.id,
    kind: 'vaccination',
    title: 'Rabies',
    start_date: tomorrow,
    time: '10:30',
    repeat: 'yearly',
    interval: 1,
    notify_days_before: 1,
  });
  // The notice job, run now (development trigger): tomorrow's notice day is today.
  await api('POST', '/dev/reminder/notices/run/', {});
  const mails = await api<{ results: { url: string; kind: string }[] }>('GET', `/dev/mailbox/?to=${encodeURIComponent(email)}`);
  const notice = mails.results.find((mail) => mail.kind === 'reminder_notice');
  expect(notice, 'a reminder notice in the development mailbox').toBeDefined();
  const { links } = await api<{ links: string[] }>('GET', notice!.url);
  const markDone = links.find((link) => link.includes(`complete=${reminder.id}&date=${tomorrow}`));
  expect(markDone, links.join('\n')).toBeDefined();

  await open(page, new URL(markDone!).pathname + new URL(markDone!).search);
  const done = page.getByRole('dialog', { name: 'Mark “Rabies” done' });
  await expect(done).toBeVisible();
  await done.getByRole('textbox', { name: /Note/ }).fill('Nobivac RL, batch A123');
  await done.getByRole('button', { name: 'Mark done' }).click();
  await expect(done).toBeHidden();
  const entry = page.getByRole('region', { name: /^Agenda/ }).getByRole('listitem', { name: 'Rabies', exact: true });
  await expect(entry).toContainText('Done');
  await expect(entry).toContainText('Note: Nobivac RL, batch A123');
});

test('the three pages arrive with their content in the server HTML', async ({ page, baseURL }) => {
  const { api, rex } = await household(page, baseURL!);
  const serverHtml = async (path: string) => {
    const response = await page.request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    return response.text();
  };
  // Without reminders, the overview's suggestions are in the HTML.
  expect(await serverHtml('/en/e-health')).toContain('Suggested for Rex');
  const reminder = await api<{ id: number }>('POST', '/reminder/', {
    animal: rex.id,
    kind: 'dental',
    title: 'Tandsteen controle',
    start_date: daysFromToday(3),
    time: '09:00',
    repeat: 'yearly',
    interval: 1,
  });
  expect(await serverHtml('/en/e-health')).toContain('Tandsteen controle');
  // Its range from the address (three days ahead can be next month).
  expect(await serverHtml(`/en/e-health/pet-care-planner?from=${daysFromToday(0)}&to=${daysFromToday(10)}`)).toContain('Tandsteen controle');
  expect(await serverHtml(`/en/e-health/new-reminder?reminder=${reminder.id}`)).toContain('value="Tandsteen controle"');
});

test('the e-health pages have no serious or critical WCAG violations @responsive', async ({ page, baseURL }) => {
  const { api, rex } = await household(page, baseURL!);
  const problems: string[] = [];
  const check = async (what: string) => {
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    for (const v of results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')) {
      problems.push(
        `${what}: ${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`)
          .join('\n')}`,
      );
    }
  };
  // A household without reminders: the suggestions to start with.
  await open(page, '/en/e-health');
  await expect(page.getByRole('heading', { name: 'Start your pets’ care plan' })).toBeVisible();
  await check('/en/e-health (suggestions)');

  await api('POST', '/reminder/', {
    animal: rex.id,
    kind: 'deworming',
    title: 'Milbemax',
    start_date: daysFromToday(-10),
    time: '09:00',
    repeat: 'weekly',
    interval: 2,
    notify_days_before: 1,
  });
  for (const path of ['/en/e-health', `/en/e-health/new-reminder?pet=${rex.id}`, '/en/e-health/pet-care-planner']) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(path);
  }
  // The planner's dialog, open.
  await page
    .getByRole('button', { name: /^Mark done/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Mark “Milbemax” done' })).toBeVisible();
  await check('the mark-done dialog');
  expect(problems, problems.join('\n')).toEqual([]);
});
