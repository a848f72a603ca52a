import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { text } from '../support/catalogs.ts';
import { minouTheCat, payingHousehold, rexTheDog, subscriptionOf, type Api, type Pet, type RecurringDelivery } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 6, the dashboard's pets and plans: /dashboard/pets with photos and delivery status,
// /change-pet-profile (a new pet: all questions on one page, then its plan and price, then it joins
// the deliveries) and /change-pet-profile/{id}; /dashboard/mealplan (change formula and update the
// weight with the old-vs-new comparison before confirming, §4 pet order); /dashboard/extras (an
// extra once in the next box and one in every delivery, the cart with prices).

test.use({ locale: 'en-GB' });
// Every test first builds a household and pays its first box through the sandbox provider.
test.describe.configure({ timeout: 90_000 });
test.use({ navigationTimeout: 20_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

async function household(page: Page, baseURL: string): Promise<{ api: Api; rex: Pet; minou: Pet }> {
  const { api, pets } = await payingHousehold(page, baseURL, { pets: [rexTheDog, minouTheCat] });
  return { api, rex: pets[0]!, minou: pets[1]! };
}

const subscription = subscriptionOf;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** After a failed save the focused field's label is on screen, below the sticky header, not under it. */
async function expectLabelBelowHeader(page: Page, field: Locator): Promise<void> {
  const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
  await expect(label).toBeInViewport();
  const header = (await page.locator('header').first().boundingBox())!;
  const box = (await label.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
}

test('my pets: photo or drawing, status, and a new pet that joins the deliveries with its price shown first', async ({ page, baseURL }) => {
  const { api, rex } = await household(page, baseURL!);
  await api('POST', `/animal/${rex.id}/pause/`);

  await open(page, '/en/dashboard/pets');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.dashboard-pets.title'));
  const card = (name: string) => page.getByRole('listitem', { name });
  await expect(card('Rex').getByText('Paused', { exact: true })).toBeVisible();
  await expect(card('Minou').getByText('Active', { exact: true })).toBeVisible();
  await expect(card('Rex').getByRole('link', { name: 'Edit Rex’s profile' })).toHaveAttribute('href', `/en/change-pet-profile/${rex.id}`);
  // Adding a pet while Rex is paused would drop Rex's food from the deliveries: unpause first.
  await api('POST', '/animal/unpause/', { animal_ids: String(rex.id) });

  await page.getByRole('link', { name: 'Add a pet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
  await page.getByText('Dog', { exact: true }).click();
  // Saving too early: every open question says what it needs, and focus goes to the first.
  await page.getByRole('button', { name: 'Save and see the meal plan' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expectLabelBelowHeader(page, page.getByRole('textbox', { name: 'Name' }));
  await expect(page.getByText('Please choose a breed from the list.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Bella');
  await page.getByText('Girl', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('12032022');
  const breed = page.getByRole('combobox', { name: 'Breed' });
  await breed.click();
  await breed.fill('Labr');
  await page
    .getByRole('option', { name: /Labrador/ })
    .first()
    .click();
  await expect(breed).toHaveValue(/Labrador/);
  await page.getByRole('textbox', { name: 'Weight in kg' }).fill('22,5');
  await page.getByText('Just right', { exact: true }).click();
  // Not neutered, a female is asked whether she is pregnant or nursing; neutered, no longer.
  await page
    .getByRole('radiogroup', { name: /Neutered/ })
    .getByText('No', { exact: true })
    .click();
  await expect(page.getByRole('radiogroup', { name: /Pregnant/ })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: /Neutered/ })
    .getByText('Yes', { exact: true })
    .click();
  await expect(page.getByRole('radiogroup', { name: /Pregnant/ })).toHaveCount(0);
  await page.getByText('Active', { exact: true }).click();
  await page.getByText('Joint problems', { exact: true }).click();
  // A photo: a file that is not one is refused at once; a PNG shows as a preview.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo' }).click();
  await (await chooser).setFiles({ name: 'bella.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(page.getByText(/This file is not a photo we can use/)).toBeVisible();
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a photo' }).click();
  await (await again).setFiles({ name: 'bella.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Preview of the photo' })).toBeVisible();

  await page.getByRole('button', { name: 'Save Bella and see the meal plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Bella!' })).toBeVisible();
  const before = await subscription(api);
  await expect(page.getByText(/Your deliveries now cost €[\d.,]+ every 4 weeks\. With Bella’s food they cost €[\d.,]+\./)).toBeVisible();
  const bella = (await api<{ results: (Pet & { image: string | null })[] }>('GET', '/animal/?all=true')).results.find((pet) => pet.name === 'Bella')!;
  expect(bella.image).toMatch(/^\/media\/animals\/.+\.webp$|^https?:/);
  expect(before.recurringdeliveryitem_set.some((item) => item.animal === bella.url)).toBe(false);

  await page.getByRole('button', { name: 'Add Bella to my deliveries' }).click();
  await expect(page.getByText(/Bella’s food comes with your next delivery/)).toBeVisible();
  const after = await subscription(api);
  const formulaOf = (recurring: RecurringDelivery, url: string) =>
    recurring.recurringdeliveryitem_set.find((item) => item.kind === 'formula' && item.animal === url);
  expect(formulaOf(after, bella.url)).toBeTruthy();
  // The pets already in the deliveries keep what they had.
  for (const pet of [rex.url]) expect(formulaOf(after, pet)?.amount).toBe(formulaOf(before, pet)?.amount);
  expect(after.price_per_delivery).toBeGreaterThan(before.price_per_delivery);

  await open(page, '/en/dashboard/pets');
  await expect(card('Bella').locator('img')).toHaveAttribute('src', /\/media\/animals\//);
});

test('edit a pet profile: every answer is there, the API’s field errors land on their fields, nothing is lost', async ({ page, baseURL }) => {
  const { api, minou } = await household(page, baseURL!);
  await open(page, `/en/change-pet-profile/${minou.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Minou’s profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Minou');
  await expect(page.getByRole('radio', { name: 'Indoors only' })).toBeChecked();

  const weight = page.getByRole('textbox', { name: 'Weight in kg' });
  await weight.fill('500');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Please enter a weight from 0.1 to 120 kg.')).toBeVisible();
  await expect(weight).toBeFocused();
  await expectLabelBelowHeader(page, weight);
  await weight.fill('4.6');
  await page.getByRole('textbox', { name: 'Name' }).fill('Minou II');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'pages.dashboard-pets.title') })).toBeVisible();
  await expect(page.getByText('Minou II’s profile is saved.')).toBeVisible();
  const saved = await api<{ weight: number; name: string }>('GET', `/animal/${minou.id}/`);
  expect(saved).toMatchObject({ weight: 4.6, name: 'Minou II' });
});

test('meal plan: §4 order, and a new formula and a new weight only after the old-vs-new comparison', async ({ page, baseURL }) => {
  const { api, rex } = await household(page, baseURL!);
  await open(page, '/en/dashboard/mealplan');
  // §4: the first pet loaded (Rex) is selected; the list is shown reversed.
  await expect(page.getByRole('tab')).toHaveText(['Minou', 'Rex']);
  await expect(page.getByRole('tab', { name: 'Rex' })).toHaveAttribute('aria-selected', 'true');
  const plan = page.getByRole('region', { name: 'Rex’s meal plan' });
  await expect(plan.getByText(/^[\d,.]+ g a day$/)).toBeVisible();
  // The amount in the owner's words first, the factor table one click deeper.
  await expect(plan.getByText(/^Rex needs about [\d,.]+ kcal a day: he is \d+ years old, active and neutered\.$/)).toBeVisible();
  await expect(plan.getByRole('table', { name: 'How Rex’s amount is worked out' })).toBeHidden();
  await plan.getByText('Why this amount?').click();
  await expect(plan.getByRole('table', { name: 'How Rex’s amount is worked out' }).getByRole('row', { name: /^Need a day [\d,.]+ kcal$/ })).toBeVisible();

  const before = await subscription(api);
  const rexItem = (recurring: RecurringDelivery) => recurring.recurringdeliveryitem_set.find((item) => item.kind === 'formula' && item.animal === rex.url)!;
  await page.getByRole('button', { name: 'Change formula' }).click();
  const choices = page.getByRole('radiogroup', { name: 'Formulas that suit Rex' }).getByRole('radio');
  await choices.last().check({ force: true });
  const table = page.getByRole('table', { name: 'Now and after the change' });
  await expect(table.getByRole('columnheader')).toHaveText(['Now', 'New']);
  await expect(table.getByRole('row', { name: /^Price per delivery/ })).toContainText('€');
  await expect(table.getByRole('row', { name: /^Dry food a day/ })).toContainText('g');
  // Nothing has changed yet.
  expect(rexItem(await subscription(api)).product).toBe(rexItem(before).product);
  const newFormula = (await table
    .getByRole('row', { name: /^Formula/ })
    .getByRole('cell')
    .last()
    .textContent())!.trim();
  await page.getByRole('button', { name: `Switch to ${newFormula}` }).click();
  await expect(page.getByText(`Rex now eats ${newFormula}.`)).toBeVisible();
  await expect(plan.getByRole('heading', { level: 2, name: newFormula })).toBeVisible();
  await expect.poll(async () => rexItem(await subscription(api)).product).not.toBe(rexItem(before).product);

  await page.getByRole('button', { name: 'Update weight, shape or activity' }).click();
  await page.getByRole('textbox', { name: 'Weight in kg' }).fill('30');
  await page.getByRole('textbox', { name: 'Weight in kg' }).blur();
  await expect(table.getByRole('row', { name: /^Dry food a day/ })).toContainText('+');
  await page.getByRole('button', { name: 'Save the new plan' }).click();
  await expect(page.getByText(/Saved: Rex now gets [\d,.]+ g a day\./)).toBeVisible();
  expect((await api<{ weight: number }>('GET', `/animal/${rex.id}/`)).weight).toBe(30);
});

test('extras: one in every delivery and one once in the next box, with the cart’s prices', async ({ page, baseURL }) => {
  const { api, rex } = await household(page, baseURL!);
  await open(page, '/en/dashboard/extras');
  await expect(page.getByRole('tab')).toHaveText(['Minou', 'Rex']);
  await expect(page.getByRole('tab', { name: 'Rex' })).toHaveAttribute('aria-selected', 'true');
  const cart = page.getByRole('region', { name: 'Your extras' });
  const everyDelivery = page
    .getByRole('tabpanel')
    .getByRole('button', { name: /to every delivery$/ })
    .first();
  const name = (await everyDelivery.getAttribute('aria-label'))!.replace(/^Add (.+) to every delivery$/, '$1');
  await everyDelivery.click();
  await expect(cart.getByText(name)).toBeVisible();
  await expect(cart.getByText('New')).toBeVisible();
  await expect(cart.getByText(/Every delivery \(every 4 weeks\)/)).toBeVisible();

  // The first box is paid, so the next one is scheduled and still open: an extra can go in it once.
  const once = page
    .getByRole('tabpanel')
    .getByRole('button', { name: /to the next box only$/ })
    .nth(1);
  await expect(once).toBeEnabled();
  await once.click();

  await cart.getByRole('button', { name: /^Save \d changes?$/ }).click();
  await expect(page.getByText(/Your extras are saved/)).toBeVisible();
  const recurring = await subscription(api);
  expect(recurring.recurringdeliveryitem_set.some((item) => item.kind === 'extra' && item.animal === rex.url && item.amount === 1)).toBe(true);
  const next = await api<{ delivery: { custom_amounts: Record<string, number> } }>('GET', `${recurring.url}next_delivery/`);
  expect(Object.values(next.delivery.custom_amounts)).toEqual([1]);
  // Reloaded, the cart shows what the boxes hold.
  await open(page, '/en/dashboard/extras');
  await expect(cart.getByRole('group', { name: `Number of ${name}` })).toContainText('1');
});
