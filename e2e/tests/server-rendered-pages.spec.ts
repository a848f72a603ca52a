import { expect, test } from '@playwright/test';
import { formatDate } from '@brokkie/domain/format';
import { payingHousehold, subscriptionOf } from '../support/household.ts';

// Issue 12: signed-in pages read in their route loaders, so the HTML the server sends already
// carries the page's content (no spinner waiting for the browser to ask the API). Read here as
// the HTML of a plain request with the customer's cookies, before any script could run.

test.describe.configure({ timeout: 90_000 });

test('the dashboard, the order history and the meal plan arrive with their content in the server HTML', async ({ page, baseURL }) => {
  const { api, pets, delivery } = await payingHousehold(page, baseURL!, { firstname: 'Noor' });
  const rex = pets[0]!;
  const subscription = await subscriptionOf(api);
  const next = await api<{ delivery: { delivery_date: string } | null }>('GET', `${subscription.url}next_delivery/`);
  const { grams_per_day } = await api<{ grams_per_day: number }>('GET', `/animal/${rex.id}/food_percentage_information/`);
  const diet = await api<{ grams_per_day: number }>('POST', `/animal/${rex.id}/get_or_create_diet/`, {});

  // The page's HTML as the server renders it for this customer (the context's session cookie).
  const serverHtml = async (path: string) => {
    const response = await page.request.get(path, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    // React escapes apostrophes; the texts asserted here have none.
    return (await response.text()).replaceAll('&#x27;', "'");
  };

  const dashboard = await serverHtml('/en/dashboard');
  expect(next.delivery?.delivery_date).toBeTruthy();
  expect(dashboard).toContain(formatDate(next.delivery!.delivery_date, 'en', { weekday: 'long', day: 'numeric', month: 'long' }));
  expect(dashboard).toContain(rex.name);
  expect(dashboard).toContain(`${grams_per_day} g a day`);

  const history = await serverHtml('/en/dashboard/order-history');
  expect(history).toContain('Your first box');
  expect(history).toContain(`Download invoice ${delivery.invoice_number}`);

  expect(await serverHtml('/en/dashboard/pets')).toContain(`Edit ${rex.name}’s profile`);

  const mealPlan = await serverHtml('/en/suggested-mealplan');
  expect(mealPlan).toContain(`${rex.name}’s meal plan`);
  expect(mealPlan).toContain(`${diet.grams_per_day} g a day`);

  // §2 validity check: a pet is named by a positive integer id; anything else is the 404 page,
  // for a signed-in customer too (the login guard checks it, before the page reads anything).
  const invalid = await page.request.get('/en/change-pet-profile/abc', { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  expect(invalid.status()).toBe(404);
  expect(await invalid.text()).toContain('Page Not Found: /en/change-pet-profile/abc');
});
