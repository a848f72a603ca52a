import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import Holidays from 'date-holidays';
import { text } from '../support/catalogs.ts';
import { minouTheCat, payingHousehold, rexTheDog, subscriptionOf, type Api } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 6, where a customer lives after the first box: /dashboard/subscription-settings (move the
// next delivery to a date that is offered, skip it and undo the skip, pause and resume a pet, stop
// one with a reason — every change shown with what it does before it is saved) and the dashboard's
// feedback question.

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
// Every test first pays a first box through the sandbox provider.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

interface NextDelivery {
  changeable: boolean;
  skipped: boolean;
  delivery: { url: string; delivery_date: string } | null;
  delivery_dates: string[];
}

async function nextDelivery(api: Api): Promise<NextDelivery> {
  const recurring = await subscriptionOf(api);
  return api<NextDelivery>('GET', `${recurring.url}next_delivery/`);
}

async function openSettings(page: Page): Promise<void> {
  await page.goto('/en/dashboard/subscription-settings');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.dashboard-subscription-settings.title'));
}

const longDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

/** The confirmation dialog's "what this changes" table: one row's Now and After cells. */
async function changeRow(dialog: Locator, label: string): Promise<{ now: string; after: string }> {
  const row = dialog.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row).toBeVisible();
  const cells = row.getByRole('cell');
  return { now: (await cells.nth(0).innerText()).trim(), after: (await cells.nth(1).innerText()).trim() };
}

test('the next delivery moves only to an offered shipping day, after its new date is shown', async ({ page, baseURL }) => {
  const { api } = await payingHousehold(page, baseURL!);
  const before = await nextDelivery(api);
  expect(before.changeable).toBe(true);
  await openSettings(page);

  const offered = before.delivery_dates;
  const current = before.delivery!.delivery_date;
  // All offered dates, each a Belgian working day: no weekend, no public holiday.
  const holidays = new Holidays('BE');
  for (const iso of offered) {
    const day = new Date(`${iso}T12:00:00Z`).getUTCDay();
    expect(day, `${iso} is a weekday`).not.toBe(0);
    expect(day, `${iso} is a weekday`).not.toBe(6);
    const holiday = (holidays.isHoliday(new Date(`${iso}T12:00:00`)) || []).filter((found) => found.type === 'public');
    expect(holiday, `${iso} is not a public holiday`).toEqual([]);
  }
  expect(offered).toContain(current);

  const grid = page.getByRole('grid', { name: /^Delivery date/ });
  const previousMonth = page.getByRole('button', { name: 'Previous month' });
  const nextMonth = page.getByRole('button', { name: 'Next month' });
  // React Aria names each day by the full date in the page's locale, formatted by the browser: ask
  // the browser for that text rather than rebuilding it here. Its own suffixes (", First available
  // date", " selected", " (current)") follow it.
  const fullDay = (iso: string) =>
    page.evaluate((day) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`)), iso);
  const names = new Map<string, string>();
  for (const iso of offered) names.set(iso, await fullDay(iso));
  const dayOf = (label: string) => [...names].find(([, name]) => label === name || label.startsWith(`${name},`) || label.startsWith(`${name} `))?.[0];
  const startsWithDay = (name: string) => new RegExp(`^${name}(,| |$)`);

  // The current date's month is shown first, its day named as the current one.
  await expect(grid.getByRole('button', { name: startsWithDay(names.get(current)!) })).toHaveAccessibleName(/\(current\)$/);

  // Every day that can be picked, month by month from the first offered month to the last, is an
  // offered one, and every offered day can be picked.
  const saturday = (() => {
    const first = new Date(`${offered[0]}T12:00:00Z`);
    while (first.getUTCDay() !== 6) first.setUTCDate(first.getUTCDate() + 1);
    return first.toISOString().slice(0, 10);
  })();
  const saturdayName = await fullDay(saturday);
  while (await previousMonth.isEnabled()) await previousMonth.click();
  const enabledDays = new Set<string>();
  let saturdayDisabled = false;
  for (;;) {
    await expect(grid.getByRole('button').first()).toBeVisible();
    const days = await grid.getByRole('button').evaluateAll((buttons) => buttons.map((button) => ({ label: button.getAttribute('aria-label') ?? '', disabled: button.getAttribute('aria-disabled') === 'true' })));
    for (const { label, disabled } of days) {
      if (!disabled) {
        const iso = dayOf(label);
        expect(iso, `${label} is offered`).toBeDefined();
        enabledDays.add(iso!);
      } else if (startsWithDay(saturdayName).test(label)) {
        saturdayDisabled = true;
      }
    }
    if (!(await nextMonth.isEnabled())) break;
    await nextMonth.click();
  }
  expect([...enabledDays].sort()).toEqual([...offered].sort());
  // The days in between that are not offered cannot be picked: a Saturday in the range is disabled.
  expect(saturdayDisabled, `${saturday} is shown and disabled`).toBe(true);

  // Back to the current month, then on to a day in a later month than the current one if there is one.
  while (!(await grid.getByRole('button', { name: startsWithDay(names.get(current)!) }).isVisible())) await previousMonth.click();
  const target = offered.find((iso) => iso.slice(0, 7) > current.slice(0, 7)) ?? offered.find((iso) => iso !== current)!;
  const targetDay = grid.getByRole('button', { name: startsWithDay(names.get(target)!) });
  while (!(await targetDay.isVisible())) await nextMonth.click();
  await targetDay.click();
  await expect(targetDay).toHaveAttribute('aria-label', / selected/);
  await expect(page.getByText(`Chosen: ${longDay(target)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Review the change' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Move your delivery to ${longDay(target)}?` });
  expect(await changeRow(dialog, 'Next delivery')).toEqual({ now: longDay(current), after: longDay(target) });
  await expect(dialog.getByRole('row', { name: /^Price per day/ })).toContainText('€');
  // Cancel keeps everything as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await nextDelivery(api)).delivery!.delivery_date).toBe(current);

  await page.getByRole('button', { name: 'Review the change' }).first().click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Saved. Your subscription is up to date.')).toBeVisible();
  await expect(grid.getByRole('button', { name: startsWithDay(names.get(target)!) })).toHaveAccessibleName(/\(current\)$/);
  await expect(page.getByRole('region', { name: 'Next delivery', exact: true })).toContainText(longDay(target));
  expect((await nextDelivery(api)).delivery!.delivery_date).toBe(target);
});

test('a skipped delivery moves one interval on, and the skip can be undone before the cut-off', async ({ page, baseURL }) => {
  const { api } = await payingHousehold(page, baseURL!);
  const before = await nextDelivery(api);
  await openSettings(page);
  const next = page.getByRole('region', { name: 'Next delivery', exact: true });
  await expect(next).toContainText(longDay(before.delivery!.delivery_date));

  await next.getByRole('button', { name: 'Skip this delivery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skip this delivery?' });
  const moved = await changeRow(dialog, 'Next delivery');
  expect(moved.now).toBe(longDay(before.delivery!.delivery_date));
  expect(moved.after).not.toBe(moved.now);
  await expect(dialog.getByText('You can undo this until the cut-off.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip this delivery' }).click();
  await expect(dialog).toBeHidden();

  await expect(next.getByText('This delivery is skipped')).toBeVisible();
  await expect(next.getByText(`It was planned on ${longDay(before.delivery!.delivery_date)}.`)).toBeVisible();
  await expect(next).toContainText(moved.after);
  const skipped = await nextDelivery(api);
  expect(skipped.skipped).toBe(true);
  expect(skipped.delivery!.delivery_date).not.toBe(before.delivery!.delivery_date);

  await next.getByRole('button', { name: 'Undo skip' }).click();
  const undo = page.getByRole('dialog', { name: 'Undo the skip?' });
  await expect(undo.getByText(/^You can undo until /)).toBeVisible();
  expect((await changeRow(undo, 'Next delivery')).after).toBe(longDay(before.delivery!.delivery_date));
  await undo.getByRole('button', { name: 'Undo skip' }).click();
  await expect(undo).toBeHidden();
  await expect(next.getByText('This delivery is skipped')).toBeHidden();
  await expect(next).toContainText(longDay(before.delivery!.delivery_date));
  const undone = await nextDelivery(api);
  expect(undone.skipped).toBe(false);
  expect(undone.delivery!.delivery_date).toBe(before.delivery!.delivery_date);
});

test('a pet is paused and resumed, and another stopped with a reason; each shows the new price first', async ({ page, baseURL }) => {
  const { api, pets } = await payingHousehold(page, baseURL!, { pets: [rexTheDog, minouTheCat] });
  const [rex, minou] = pets as [(typeof pets)[0], (typeof pets)[0]];
  const full = (await subscriptionOf(api)).price_per_delivery;
  await openSettings(page);
  const petsCard = page.getByRole('region', { name: 'Your pets' });
  // §4: the first pet loaded (Rex) is selected; the tabs show the list reversed.
  await expect(petsCard.getByRole('tab')).toHaveText(['Minou', 'Rex']);
  await expect(petsCard.getByRole('tab', { name: 'Rex' })).toHaveAttribute('aria-selected', 'true');
  const panel = petsCard.getByRole('tabpanel');
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Pause Rex' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause Rex?' });
  const price = await changeRow(pause, 'Price per delivery');
  const euros = (cents: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
  expect(price.now).toBe(euros(full));
  await pause.getByRole('button', { name: 'Pause Rex' }).click();
  await expect(pause).toBeHidden();
  await expect(panel.getByText('Paused', { exact: true })).toBeVisible();
  await expect(panel.getByText('Rex’s food is paused and not in the boxes.')).toBeVisible();
  expect(await api('GET', rex.url)).toMatchObject({ status: 'stopped', stop_kind: 'paused' });
  const paused = (await subscriptionOf(api)).price_per_delivery;
  expect(paused).toBeLessThan(full);
  expect(price.after).toBe(euros(paused));

  await panel.getByRole('button', { name: 'Resume Rex' }).click();
  const resume = page.getByRole('dialog', { name: 'Resume Rex?' });
  expect((await changeRow(resume, 'Price per delivery')).after).toBe(euros(full));
  await resume.getByRole('button', { name: 'Resume Rex' }).click();
  await expect(resume).toBeHidden();
  await expect(panel.getByText('Active', { exact: true })).toBeVisible();
  expect((await api<{ status: string }>('GET', rex.url)).status).toBe('active');

  await petsCard.getByRole('tab', { name: 'Minou' }).click();
  await petsCard.getByRole('tabpanel').getByRole('button', { name: 'Stop Minou' }).click();
  const stop = page.getByRole('dialog', { name: 'Stop Minou?' });
  // Without a reason: asked for one, nothing stopped.
  await stop.getByRole('button', { name: 'Stop Minou' }).click();
  await expect(stop.getByText('Please tell us why you stop.')).toBeVisible();
  expect(await api('GET', minou.url)).toMatchObject({ status: 'active' });
  await stop.getByRole('textbox', { name: /Why do you stop\?/ }).fill('She prefers fish from the market');
  await stop.getByRole('button', { name: 'Stop Minou' }).click();
  await expect(stop).toBeHidden();
  const minouPanel = petsCard.getByRole('tabpanel');
  await expect(minouPanel.getByText('Stopped', { exact: true })).toBeVisible();
  await expect(minouPanel.getByText('Reason given: She prefers fish from the market')).toBeVisible();
  await expect(minouPanel.getByRole('button', { name: 'Restart Minou' })).toBeVisible();
  expect(await api('GET', minou.url)).toMatchObject({ status: 'stopped', stop_kind: 'stopped', stop_reason: 'She prefers fish from the market' });
  expect((await subscriptionOf(api)).price_per_delivery).toBeLessThan(full);
});

test('the dashboard asks an open feedback question and takes the answer', async ({ page, baseURL }) => {
  const { api } = await payingHousehold(page, baseURL!, { firstname: 'Noor' });
  const { unanswered } = await api<{ unanswered: number }>('GET', '/customer/feedback_count/');
  expect(unanswered).toBeGreaterThan(0);
  await page.goto('/en/dashboard');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Noor!' })).toBeVisible();

  const card = page.getByRole('region', { name: 'A quick question' });
  await expect(card).toBeVisible();
  // Sent without an answer: told what is missing, nothing stored. (The questions about the food
  // wait until the first box has arrived: the first question asked now is what could be better.)
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(card.getByText('Please write your answer.')).toBeVisible();
  await card.getByRole('textbox', { name: /What could we do better\?/ }).fill('A reminder the day before the box comes');
  await card.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Thank you for your answer!')).toBeVisible();
  expect(await api('GET', '/customer/feedback_count/')).toMatchObject({ unanswered: unanswered - 1 });
});
