import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { rexTheDog, signUp, type Api, type Pet } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 13, the pet's passport and the e-health pages that change it: the passport's details
// filled in and printed (the PDF read back), a weighing recorded and drawn on the passport's chart,
// complaints changed with the plan now and after shown before saving.

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
test.describe.configure({ timeout: 60_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

/** The day `days` from today in Brussels, YYYY-MM-DD. */
function daysFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function household(page: Page, baseURL: string): Promise<{ api: Api; rex: Pet }> {
  const api = await signUp(page, baseURL, 'Anna');
  const rex = await api<Pet>('POST', '/animal/', rexTheDog);
  return { api, rex };
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

test('the passport details are filled in, and the PDF prints them in the page language', async ({ page, baseURL }) => {
  const { rex } = await household(page, baseURL!);
  await open(page, `/en/e-health/edit-pet-profile?pet=${rex.id}`);
  await page.getByRole('textbox', { name: 'Microchip number' }).fill('981098104123456');
  await page.getByRole('textbox', { name: 'Vet or practice' }).fill('Dierenkliniek De Haan');
  await page.getByRole('textbox', { name: 'Allergies' }).fill('Chicken');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(new RegExp(`/en/e-health/pet-passport\\?pet=${rex.id}$`));
  await expect(page.getByText('981098104123456')).toBeVisible();
  await expect(page.getByText('Dierenkliniek De Haan')).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toBe('pet-passport-rex.pdf');
  const file = test.info().outputPath('passport.pdf');
  await download.saveAs(file);
  const text = execFileSync('pdftotext', ['-layout', file, '-'])
    .toString('utf8')
    .replace(/\u00a0/g, ' ');
  expect(text).toContain('Pet passport');
  expect(text).toContain('Rex');
  expect(text).toMatch(/Microchip number\s+981098104123456/);
  expect(text).toMatch(/Allergies\s+Chicken/);
  expect(text).toContain('Dierenkliniek De Haan');
});

test('a weighing recorded on the condition page is drawn on the passport chart', async ({ page, baseURL }) => {
  const { api, rex } = await household(page, baseURL!);
  // An older weighing, so that the chart has a line: it does not change Rex's weight.
  await api('POST', `/animal/${rex.id}/weights/`, { date: daysFromToday(-30), weight: 25.1 });
  await open(page, `/en/e-health/edit-pet-condition?pet=${rex.id}`);
  await page.getByRole('textbox', { name: 'Weight in kg' }).fill('23.4');
  // The new weight's plan, shown before anything is saved.
  await expect(page.getByRole('table', { name: 'Now and after the change' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved: Rex now gets \d+ g a day\.$/)).toBeVisible();

  await page.getByRole('link', { name: 'See the passport' }).click();
  const chart = page.getByRole('figure', { name: 'Rex’s weight over time' });
  await expect(chart.getByRole('img', { name: 'Weight chart of Rex: 2 weighings' })).toBeVisible();
  await expect(chart.getByRole('row')).toHaveCount(3);
  await expect(chart.getByRole('row').nth(1)).toContainText('23.4 kg');
  await expect(chart.getByRole('row').nth(2)).toContainText('25.1 kg');
  expect((await api<Pet & { weight: number }>('GET', `/animal/${rex.id}/`)).weight).toBe(23.4);
});

test('complaints changed show the plan now and after before they are saved', async ({ page, baseURL }) => {
  const { api, rex } = await household(page, baseURL!);
  await open(page, `/en/e-health/edit-pet-complaints?pet=${rex.id}`);
  // React Aria's checkbox: its input is visually hidden under the label that takes the click.
  await page.getByRole('checkbox', { name: /Weight problems/ }).check({ force: true });
  const comparison = page.getByRole('table', { name: 'Now and after the change' });
  await expect(comparison).toBeVisible();
  await expect(comparison.getByRole('row', { name: /Dry food a day/ })).toBeVisible();
  expect((await api<{ complaints: string[] }>('GET', `/animal/${rex.id}/`)).complaints).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved: Rex now gets/)).toBeVisible();
  expect((await api<{ complaints: string[] }>('GET', `/animal/${rex.id}/`)).complaints).toEqual(['overweight']);
});

for (const path of ['pet-passport', 'edit-pet-profile', 'edit-pet-condition', 'edit-pet-complaints']) {
  test(`/e-health/${path} has no serious or critical WCAG violations @responsive`, async ({ page, baseURL }) => {
    const { api, rex } = await household(page, baseURL!);
    await api('POST', `/animal/${rex.id}/weights/`, { date: daysFromToday(-30), weight: 25.1 });
    await open(page, `/en/e-health/${path}?pet=${rex.id}`);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    const report = blocking
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help}\n${v.nodes
            .slice(0, 5)
            .map((n) => `    ${n.target.join(' ')}`)
            .join('\n')}`,
      )
      .join('\n');
    expect(blocking, report).toEqual([]);
  });
}
