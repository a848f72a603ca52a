import { expect, test } from '@playwright/test';
import { appUrl } from '../support/servers.ts';
import { waitForHydration } from '../support/navigation.ts';

// The language switcher in the header and the country switcher in the footer (§4): menus whose
// code loads on demand, so they are checked as a keyboard and a mouse user meets them.

test.use({ locale: 'en-GB' });

test('the language menu works by keyboard and keeps the page and its query @responsive', async ({ page }) => {
  await page.goto(appUrl('/en/signin?utm_source=news', 'be.localhost'));
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: 'Language: English. Choose another language' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Languages' });
  await expect(menu).toBeVisible();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  // Focus moves into the menu; Escape closes it and gives focus back to the button.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await menu.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr-be\/signin\?utm_source=news$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
});

test('the country menu moves the visit to the chosen country, keeping the page', async ({ page }) => {
  await page.goto(appUrl('/en/signin', 'be.localhost'));
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Country: Belgium. Choose another country' }).click();
  const menu = page.getByRole('menu', { name: 'Countries' });
  await expect(menu.getByRole('menuitem')).toHaveCount(4);
  await menu.getByRole('menuitem', { name: 'Netherlands' }).click();
  await expect(page).toHaveURL(/^http:\/\/nl\.localhost:\d+\/en\/signin$/);
});
