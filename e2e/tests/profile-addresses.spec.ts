import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { text } from '../support/catalogs.ts';
import { payingHousehold, signUp, subscriptionOf, type Api } from '../support/household.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 16, the delivery addresses on the profile: an address added (the city checked against its
// postal code, "1000 Gent" answered with Brussel), made the delivery address, and the next box
// going there; the address in use refused when deleted; axe at phone and desktop width.

test.use({ locale: 'nl-BE', navigationTimeout: 20_000 });
// A customer with a paid first box is a sign-up, a pet, a checkout and a trip through the sandbox provider's page.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 10_000 });

const t = (key: string) => text('nl-be', `profile.addresses.${key}`);

interface NextDelivery {
  delivery: { status: string; delivery_address: { street: string; number: string; postal_code: string; city: string } | null } | null;
}

async function nextBox(api: Api): Promise<NextDelivery> {
  const subscription = (await api<{ results: { url: string }[] }>('GET', '/recurringdelivery/')).results[0]!;
  return api<NextDelivery>('GET', `${subscription.url}next_delivery/`);
}

async function openProfile(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await page.goto('/dashboard/profile');
  await waitForHydration(page);
  const section = page.getByRole('region', { name: t('title') });
  await expect(section).toBeVisible();
  return section;
}

test('an address is added, made the delivery address, and the next box goes there', async ({ page, baseURL }) => {
  const { api } = await payingHousehold(page, baseURL!, { language: 'nl-BE' });
  await subscriptionOf(api);
  expect((await nextBox(api)).delivery).toMatchObject({ status: 'scheduled', delivery_address: { street: 'Veldstraat', city: 'Gent' } });

  const section = await openProfile(page);
  const home = section.getByTestId('address-item').filter({ hasText: 'Veldstraat 12' });
  await expect(home.getByText(t('delivery_badge'))).toBeVisible();

  await section.getByRole('button', { name: t('add') }).click();
  const dialog = page.getByRole('dialog', { name: t('add_title') });
  await dialog.getByLabel(t('fields.street'), { exact: false }).fill('Wetstraat');
  await dialog.getByLabel(t('fields.number'), { exact: false }).fill('16');
  await dialog.getByLabel(t('fields.postal_code'), { exact: false }).fill('1000');
  await dialog.getByLabel(t('fields.city'), { exact: false }).fill('Gent');
  await dialog.getByRole('button', { name: t('add_submit') }).click();

  // "1000 Gent" is not accepted: the right place is named, one press away.
  await expect(dialog.getByText('1000 is Brussel; bedoel je Brussel?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Brussel gebruiken' }).click();
  await expect(dialog.getByLabel(t('fields.city'), { exact: false })).toHaveValue('Brussel');
  await dialog.getByRole('button', { name: t('add_submit') }).click();
  await expect(dialog).toBeHidden();

  const added = section.getByTestId('address-item').filter({ hasText: 'Wetstraat 16' });
  await expect(added).toContainText('1000 Brussel');
  await added.getByRole('button', { name: t('make_default') }).click();
  await expect(added.getByText(t('delivery_badge'))).toBeVisible();
  await expect(home.getByText(t('delivery_badge'))).toHaveCount(0);

  // The next box, not frozen yet, follows the new delivery address.
  await expect
    .poll(async () => (await nextBox(api)).delivery?.delivery_address)
    .toMatchObject({ street: 'Wetstraat', number: '16', postal_code: '1000', city: 'Brussel' });
  const deliveries = await api<{ results: { status: string; delivery_address: { city: string } | null }[] }>('GET', '/delivery/');
  expect(deliveries.results.find((delivery) => delivery.status === 'scheduled')?.delivery_address?.city).toBe('Brussel');

  // The address the subscription delivers to cannot be deleted: the API's reason is shown.
  await added.getByRole('button', { name: `Wetstraat 16, Brussel verwijderen` }).click();
  const confirm = page.getByRole('alertdialog', { name: t('delete_title') });
  await confirm.getByRole('button', { name: t('delete_submit') }).click();
  await expect(confirm.getByText(text('nl-be', 'api.address.default_of_active_subscription'))).toBeVisible();
  await confirm.getByRole('button', { name: t('keep') }).click();
  await expect(section.getByTestId('address-item')).toHaveCount(2);
});

test('the addresses section passes axe, with its dialog open @responsive', async ({ page, baseURL }) => {
  const api = await signUp(page, baseURL!, 'Sam', 'nl-BE');
  const address = await api<{ url: string }>('POST', '/address/', {
    firstname: 'Sam',
    lastname: 'Peeters',
    street: 'Veldstraat',
    number: '12',
    postal_code: '9000',
    city: 'Gent',
    country: 'BE',
  });
  const customer = (await api<{ results: { url: string }[] }>('GET', '/customer/')).results[0]!;
  await api('PATCH', customer.url, { default_delivery_address: address.url });

  const section = await openProfile(page);
  const serious = async () =>
    (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations
      .filter((found) => found.impact === 'serious' || found.impact === 'critical')
      .map((found) => `${found.id}: ${found.help} — ${found.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(await serious()).toEqual([]);

  await section.getByRole('button', { name: t('add') }).click();
  const dialog = page.getByRole('dialog', { name: t('add_title') });
  await dialog.getByLabel(t('fields.street'), { exact: false }).fill('Wetstraat');
  await dialog.getByLabel(t('fields.number'), { exact: false }).fill('16');
  await dialog.getByLabel(t('fields.postal_code'), { exact: false }).fill('1000');
  await dialog.getByLabel(t('fields.city'), { exact: false }).fill('Gent');
  await dialog.getByRole('button', { name: t('add_submit') }).click();
  await expect(dialog.getByRole('button', { name: 'Brussel gebruiken' })).toBeVisible();
  expect(await serious()).toEqual([]);
  // Closing the dialog puts focus back on the button that opened it.
  await dialog.getByRole('button', { name: t('cancel') }).click();
  await expect(section.getByRole('button', { name: t('add') })).toBeFocused();
});
