import { expect as baseExpect, test } from '@playwright/test';
import { payingHousehold, subscriptionOf } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 16, "the first box, shown right": right after the first payment the dashboard shows the
// paid first box (its day and contents) until it has arrived, and names the box after it; the
// question about the first box waits until that box has arrived.

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const longDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

interface Box {
  id: number;
  delivery_date: string;
}

test('the dashboard after the first payment shows the first box @responsive', async ({ page, baseURL }) => {
  const { api, delivery } = await payingHousehold(page, baseURL!, { firstname: 'Lien' });
  const recurring = await subscriptionOf(api);
  const next = await api<{ paid_delivery: Box | null; delivery: Box | null }>('GET', `${recurring.url}next_delivery/`);
  // The box to come is the one after the first: the first box is the paid one, not skipped.
  expect(next.paid_delivery?.id).toBe(Number(delivery.url.match(/(\d+)\/$/)![1]));
  const firstDay = next.paid_delivery!.delivery_date;
  const afterDay = next.delivery!.delivery_date;
  expect(afterDay > firstDay).toBe(true);

  await page.goto('/en/dashboard');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Lien!' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Your next delivery' });
  await expect(card.getByText(longDay(firstDay), { exact: true })).toBeVisible();
  await expect(card.getByText('Your first box is paid and on its way to you.')).toBeVisible();
  // Its contents, per pet.
  await expect(card.getByRole('term')).toHaveText(['Rex']);
  const firstLine = card.getByRole('definition').first();
  await expect(firstLine.getByText(/^\d+ × .+/)).toBeVisible();
  // Each line shows its product's picture: the first, Rex's formula, its bag.
  await expect(firstLine.locator('svg[data-shape="bag"]')).toBeVisible();
  await expect(card.getByText(`The box after it comes on ${longDay(afterDay)}.`)).toBeVisible();

  // The questions about the food wait until it has arrived (how the first box went, whether the pet eats it); the next question is asked.
  const question = page.getByRole('region', { name: 'A quick question' });
  await expect(question.getByRole('textbox', { name: /What could we do better\?/ })).toBeVisible();
  await expect(page.getByText('How happy are you with your first Brokkie box?')).toHaveCount(0);
  await expect(page.getByText('How does your pet like the food?')).toHaveCount(0);
  const questions = await api<{ results: { key: string }[] }>('GET', '/feedbackquestion/');
  expect(questions.results.map((found) => found.key)).toEqual(['improvement']);
});
