import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { minouTheCat, payingHousehold, rexTheDog, subscriptionOf, type Api, type Pet } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 16: the whole subscription stops from /dashboard/subscription-settings, not only pet by
// pet: a pause of every pet is offered first, then the reason is asked once, with what happens to
// the box already paid, and every pet stops at once.

test.use({ locale: 'en-GB', navigationTimeout: 20_000 });
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const longDay = (iso: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));

async function openSettings(page: Page): Promise<void> {
  await page.goto('/en/dashboard/subscription-settings');
  await waitForHydration(page);
}

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function statuses(api: Api, pets: Pet[]): Promise<unknown[]> {
  return Promise.all(
    pets.map(async (pet) => {
      const read = await api<{ status: string; stop_kind: string | null; stop_reason: string | null }>('GET', pet.url);
      return [read.status, read.stop_kind, read.stop_reason];
    }),
  );
}

test('the stop-subscription flow offers pause first and stops every pet @responsive', async ({ page, baseURL }) => {
  const { api, pets } = await payingHousehold(page, baseURL!, { pets: [rexTheDog, minouTheCat] });
  const recurring = await subscriptionOf(api);
  const next = await api<{ paid_delivery: { delivery_date: string } | null }>('GET', `${recurring.url}next_delivery/`);
  await openSettings(page);
  const section = page.getByRole('region', { name: 'Stop your subscription' });
  await section.getByRole('button', { name: 'Stop my subscription' }).click();

  // First the offer to pause instead, until the customer resumes.
  const offer = page.getByRole('dialog', { name: 'Would a pause suit you better?' });
  await expect(offer.getByText(/no boxes come and nothing is charged until you resume them here/)).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Pause all my pets' })).toBeVisible();
  await axe(page);
  await offer.getByRole('button', { name: 'No, stop my subscription' }).click();

  // Then the reason, once for all pets, and what happens to the box already paid.
  const stop = page.getByRole('dialog', { name: 'Stop your subscription?' });
  await expect(stop.getByText(`The box you already paid still comes on ${longDay(next.paid_delivery!.delivery_date)}.`)).toBeVisible();
  await stop.getByRole('button', { name: 'Stop all my pets' }).click();
  await expect(stop.getByText('Please tell us why you stop.')).toBeVisible();
  expect(await statuses(api, pets)).toEqual([
    ['active', null, null],
    ['active', null, null],
  ]);
  await axe(page);
  await stop.getByRole('textbox', { name: /Why do you stop\?/ }).fill('We are moving abroad');
  await stop.getByRole('button', { name: 'Stop all my pets' }).click();
  await expect(stop).toBeHidden();
  await expect(page.getByText('Your subscription is stopped. You can restart a pet at any time.')).toBeVisible();
  await expect(section.getByText(/Your subscription is stopped: no pet gets food/)).toBeVisible();
  expect(await statuses(api, pets)).toEqual([
    ['stopped', 'stopped', 'We are moving abroad'],
    ['stopped', 'stopped', 'We are moving abroad'],
  ]);
  // Each pet shows it stopped, with the reason given once.
  const petsCard = page.getByRole('region', { name: 'Your pets' });
  for (const name of ['Rex', 'Minou']) {
    await petsCard.getByRole('tab', { name }).click();
    await expect(petsCard.getByRole('tabpanel').getByText('Reason given: We are moving abroad')).toBeVisible();
  }

  // The dashboard still shows the paid box coming, and no box after it.
  await page.goto('/en/dashboard');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Your next delivery' });
  await expect(card.getByText('Your first box is paid and on its way to you.')).toBeVisible();
  await expect(card.getByText(longDay(next.paid_delivery!.delivery_date), { exact: true })).toBeVisible();
  await expect(card.getByText(/The box after it comes on/)).toHaveCount(0);
});

test('the offer to pause instead pauses every pet', async ({ page, baseURL }) => {
  const { api, pets } = await payingHousehold(page, baseURL!, { pets: [rexTheDog, minouTheCat] });
  await openSettings(page);
  await page.getByRole('region', { name: 'Stop your subscription' }).getByRole('button', { name: 'Stop my subscription' }).click();
  const offer = page.getByRole('dialog', { name: 'Would a pause suit you better?' });
  await offer.getByRole('button', { name: 'Pause all my pets' }).click();
  await expect(offer).toBeHidden();
  await expect(page.getByText('All your pets are paused. Resume them whenever you like.')).toBeVisible();
  expect(await statuses(api, pets)).toEqual([
    ['stopped', 'paused', null],
    ['stopped', 'paused', null],
  ]);
});
