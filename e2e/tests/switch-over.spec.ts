import { expect as baseExpect, test, type Locator } from '@playwright/test';
import { minouTheCat, payingHousehold, rexTheDog, type Api, type Pet } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 16, "a switch-over guide": once the first box is paid, the thank-you page and the dashboard
// show the week of switching to Brokkie from the day the box arrives (25, 50, 75, 100 %), with each
// pet's grams of Brokkie and of the old food from its meal plan.

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
const grams = (value: number) => new Intl.NumberFormat('en-GB', { style: 'unit', unit: 'gram', maximumFractionDigits: 0 }).format(value);

/** A quarter, half and three quarters of the day's amount, weighed as the guide says: steps of 5 g from 100 g a day, else whole grams. */
function newGrams(daily: number, percent: number): number {
  const step = daily >= 100 ? 5 : 1;
  return Math.min(daily, Math.max(step, Math.round((daily * percent) / 100 / step) * step));
}

async function dailyGrams(api: Api, pet: Pet): Promise<number> {
  return (await api<{ grams_per_day: number }>('GET', `/animal/${pet.id}/food_percentage_information/`)).grams_per_day;
}

/** The guide's table of one pet: a row per step with its days, the grams of Brokkie and of the old food. */
async function expectWeek(guide: Locator, name: string, daily: number): Promise<void> {
  const table = guide.getByRole('table', { name: `${name}: ${grams(daily)} of Brokkie a day` });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5);
  for (const [index, [days, percent]] of (
    [
      ['Days 1–2', 25],
      ['Days 3–4', 50],
      ['Days 5–6', 75],
    ] as const
  ).entries()) {
    const fresh = newGrams(daily, percent);
    await expect(rows.nth(index + 1).getByRole('rowheader')).toContainText(days);
    await expect(rows.nth(index + 1).getByRole('rowheader')).toContainText(`${percent}% Brokkie`);
    await expect(rows.nth(index + 1).getByRole('cell')).toHaveText([grams(fresh), grams(daily - fresh)]);
  }
  await expect(rows.nth(4).getByRole('rowheader')).toContainText('Day 7');
  await expect(rows.nth(4).getByRole('cell')).toHaveText([grams(daily), '–']);
}

test('a paying customer finds the week of switching to Brokkie on the thank-you page and the dashboard @responsive', async ({ page, baseURL }) => {
  const { api, pets, delivery } = await payingHousehold(page, baseURL!, { firstname: 'Lien', pets: [rexTheDog, minouTheCat] });
  const box = await api<{ delivery_date: string }>('GET', delivery.url);
  const [rex, minou] = [await dailyGrams(api, pets[0]!), await dailyGrams(api, pets[1]!)];

  await page.goto(`/en/thank-you?delivery=${delivery.id}`);
  await waitForHydration(page);
  let guide = page.getByRole('region', { name: 'Switching to Brokkie, day by day' });
  await expect(guide.getByText(`Start on ${longDay(box.delivery_date)}, the day your box arrives.`, { exact: false })).toBeVisible();
  await expectWeek(guide, 'Rex', rex);
  await expectWeek(guide, 'Minou', minou);

  await page.goto('/en/dashboard');
  await waitForHydration(page);
  guide = page.getByRole('region', { name: 'Switching to Brokkie, day by day' });
  await expectWeek(guide, 'Rex', rex);
  await expectWeek(guide, 'Minou', minou);
  // The box is still on its way: no step is today's yet.
  await expect(guide.locator('[aria-current="date"]')).toHaveCount(0);
});
