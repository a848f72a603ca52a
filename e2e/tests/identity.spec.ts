import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { text } from '../support/catalogs.ts';
import { rawGet } from '../support/http.ts';
import { waitForHydration } from '../support/navigation.ts';

// Issue 3, client side: sign-up, sign-in, sign-out, the §8 identity messages, password reset
// through the development mailbox, an anonymous start promoted without losing data, Google
// through the local OpenID Connect provider, the refused company account, the login guard's
// return URL and the localized logout (§2, §4, §5, §6, §8, §9).

test.use({ locale: 'en-GB' });
// A sign-in is a few calls in a row (session, token, sync, customer); next to the other specs on
// one small machine that takes more than the default few seconds.
test.describe.configure({ timeout: 60_000 });
test.use({ navigationTimeout: 20_000 });
const afterSignIn = { timeout: 20_000 };
// Two sign-ins, a popup with its own page loads and redirects, and a sign-in again.
const popupTestTimeout = 120_000;
const expect = baseExpect.configure({ timeout: 10_000 });

// The identity service limits sign-ins and sign-ups per client address (about 10 a minute), and
// every browser test comes from 127.0.0.1. The e2e app server runs without those limits; against a
// server that has them (it trusts its proxy's X-Forwarded-For) each test speaks as a client of its
// own, as real visitors would be.
let clientAddress = '10.0.0.1';
test.beforeEach(async ({ context }) => {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  clientAddress = `10.${octet()}.${octet()}.${octet()}`;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientAddress });
});

const password = 'walkies-2026';
let counter = 0;

/** An address no other test (or earlier run on the same server) uses. */
function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** A registered account made through the identity API, with a cookie jar of its own. */
async function createAccount(request: APIRequestContext, baseURL: string, email: string, name = 'Sam'): Promise<void> {
  const answer = await request.post(`${baseURL}/api/auth/sign-up/email`, {
    data: { email, password, name },
    headers: { Origin: baseURL, 'X-Forwarded-For': clientAddress },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function signUpInBrowser(page: Page, email: string, firstname = 'Ann') {
  await page.goto('/en/signup');
  await waitForHydration(page);
  await field(page, 'First name').fill(firstname);
  await field(page, 'E-mail address').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByText('I agree to the general conditions').click();
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signInInBrowser(page: Page, email: string, secret = password, path = '/en/signin') {
  if (!page.url().includes('/signin')) await page.goto(path);
  await waitForHydration(page);
  await field(page, 'E-mail address').fill(email);
  await field(page, 'Password').fill(secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The signed-in customer, as the product API gives it to the browser's current user. */
async function currentCustomer(page: Page): Promise<{ id: string; phone: string; lastname: string; email: string | null }> {
  const token = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
  const answer = await page.request.get('/api/customer/', { headers: { Authorization: `Bearer ${token.token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { results: Array<{ id: string; phone: string; lastname: string; email: string | null }> }).results[0]!;
}

const authError = (page: Page) => page.getByTestId('auth-error');

test.describe('e-mail accounts', () => {
  test('sign up with e-mail, sign out, sign in', async ({ page, context }) => {
    const email = uniqueEmail('signup');
    await signUpInBrowser(page, email);

    // On to the questionnaire, signed in; jr_signed-up is set to 1 (§9).
    await expect(page).toHaveURL(/\/en\/question\/?$/, afterSignIn);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'pages.question.title'));
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'jr_signed-up')?.value).toBe('1');
    expect(cookies.find((cookie) => cookie.name === 'brokkie_id_token')?.httpOnly).toBe(true);

    // The account pages render for the user on the server as well.
    await page.goto('/en/dashboard/profile');
    await expect(page).toHaveURL(/\/en\/dashboard\/profile$/, afterSignIn);
    await expect(page.getByTestId('current-email')).toHaveText(email);
    await expect(field(page, 'First name')).toHaveValue('Ann');

    await page.getByRole('button', { name: 'Log out' }).first().click();
    await expect(page).toHaveURL(/\/en\/signin$/, afterSignIn);
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === 'brokkie_id_token')).toBe(false);

    await signInInBrowser(page, email);
    await expect(page).toHaveURL(/\/en\/dashboard$/, afterSignIn);
    // The dashboard greets the customer by the first name given at sign-up.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'dashboard_home.greeting').replace('{name}', 'Ann'));
  });

  test('a signed-in user passes the login guard and lands back on the return URL', async ({ page, request, baseURL, context }) => {
    const email = uniqueEmail('guard');
    await createAccount(request, baseURL!, email);

    await page.goto('/en/dashboard/profile?utm_source=newsletter');
    await expect(page).toHaveURL(/\/en\/signin\?/, afterSignIn);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/dashboard/profile?utm_source=newsletter');

    await signInInBrowser(page, email);
    await expect(page).toHaveURL(/\/en\/dashboard\/profile\?utm_source=newsletter$/, afterSignIn);
    await expect(page.getByTestId('current-email')).toHaveText(email);

    // The server knows the user too: the document request renders the page instead of redirecting.
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const answer = await rawGet(`${baseURL}/en/dashboard/profile`, { cookie });
    expect(answer.status).toBe(200);
    await page.reload();
    await expect(page).toHaveURL(/\/en\/dashboard\/profile\?utm_source=newsletter$/, afterSignIn);
  });

  test('the form’s code loads when it is first used; what is typed and sent before it arrives is kept (decision 0022)', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('deferred');
    await createAccount(request, baseURL!, email);
    const formCode = /\/assets\/signin-form-[\w-]+\.js$/;
    const requested: string[] = [];
    const stylesheetsAfter: string[] = [];
    page.on('request', (sent) => {
      if (formCode.test(sent.url())) requested.push(sent.url());
      else if (requested.length > 0 && sent.resourceType() === 'stylesheet') stylesheetsAfter.push(sent.url());
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(formCode, async (route) => {
      await released;
      await route.continue();
    });

    await page.goto('/en/signin');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    const pageStylesheets = await page.$$eval('link[rel="stylesheet"]', (links) => links.map((link) => (link as HTMLLinkElement).href.split('#')[0]));

    // Used while its code is still on the way: typed into, then sent.
    await field(page, 'E-mail address').fill(email);
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => requested.length).toBe(1);
    await page.waitForTimeout(300);
    // Kept, not posted by the browser: the fields never reach the address.
    expect(page.url()).toMatch(/\/en\/signin$/);
    // Its stylesheet came with the page: the server drew it styled, and its code asks for no other.
    expect(stylesheetsAfter.filter((url) => !pageStylesheets.includes(url.split('#')[0]))).toEqual([]);
    release();
    await expect(page).toHaveURL(/\/en\/dashboard$/, afterSignIn);
  });

  test('the return URL must be a path of this site', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('redirect');
    await createAccount(request, baseURL!, email);
    await page.goto('/en/signin?redirect=//evil.example/steal');
    await signInInBrowser(page, email);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/en\/dashboard$/, afterSignIn);
  });

  test('logout lands on the localized sign-in page', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('logout');
    await createAccount(request, baseURL!, email);
    await page.goto('/fr/signin');
    await waitForHydration(page);
    await field(page, text('fr', 'auth.fields.email')).fill(email);
    await field(page, text('fr', 'auth.fields.password')).fill(password);
    await page.getByRole('button', { name: text('fr', 'auth.signin.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\/fr\/dashboard$/, afterSignIn);

    await page.getByRole('button', { name: text('fr', 'auth.logout') }).first().click();
    await expect(page).toHaveURL(/\/fr\/signin$/, afterSignIn);
    await page.goto('/fr/dashboard');
    await expect(page).toHaveURL(/\/fr\/signin\?/, afterSignIn);
  });
});

test.describe('the identity messages of §8', () => {
  test('user-not-found, with a sign-up link', async ({ page }) => {
    await signInInBrowser(page, uniqueEmail('nobody'));
    await expect(authError(page)).toHaveText('This email address is not registered yet, create an account here');
    await expect(authError(page).getByRole('link', { name: 'create an account here' })).toHaveAttribute('href', '/en/signup');
  });

  test('wrong-password', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('wrong');
    await createAccount(request, baseURL!, email);
    await signInInBrowser(page, email, 'not-the-password');
    await expect(authError(page)).toHaveText('The password you entered is not correct.');
  });

  test('invalid-email', async ({ page }) => {
    await page.goto('/en/signin');
    await waitForHydration(page);
    await field(page, 'E-mail address').fill('not-an-email');
    await field(page, 'Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email address. Please enter a valid email.')).toBeVisible();
  });

  test('email-already-in-use, with a sign-in link', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('taken');
    await createAccount(request, baseURL!, email);
    await signUpInBrowser(page, email);
    await expect(authError(page)).toHaveText(
      'The email address you entered is already in use. Please try another email or login with your existing account.',
    );
    await expect(authError(page).getByRole('link', { name: 'login with your existing account' })).toHaveAttribute('href', '/en/signin');
  });

  test('any other identity error', async ({ page }) => {
    // The identity service refuses a password longer than 128 characters.
    await page.goto('/en/signup');
    await waitForHydration(page);
    await field(page, 'First name').fill('Max');
    await field(page, 'E-mail address').fill(uniqueEmail('other'));
    await field(page, 'Password').fill('x'.repeat(200));
    await page.getByText('I agree to the general conditions').click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(authError(page)).toHaveText('An error occurred. Please try again later.');
  });

  test('is translated', async ({ page }) => {
    await page.goto('/nl/signin');
    await waitForHydration(page);
    await field(page, text('nl', 'auth.fields.email')).fill(uniqueEmail('niemand'));
    await field(page, text('nl', 'auth.fields.password')).fill(password);
    await page.getByRole('button', { name: text('nl', 'auth.signin.submit'), exact: true }).click();
    await expect(authError(page)).toHaveText(text('nl', 'auth.errors.user_not_found'));
    await expect(authError(page).getByRole('link')).toHaveAttribute('href', '/nl/signup');
  });
});

test('password reset through the development mailbox', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('reset');
  await createAccount(request, baseURL!, email);

  await page.goto('/en/forgot-password');
  await waitForHydration(page);
  await field(page, 'E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  await page.goto(`/en/dev/mailbox?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: /Password reset/ }).first().click();
  const resetLink = page.getByRole('link', { name: /\/reset-password\// });
  await expect(resetLink).toBeVisible();
  await resetLink.click();

  await expect(page).toHaveURL(/\/en\/reset-password\/[\w.~-]+$/, afterSignIn);
  await waitForHydration(page);
  const newPassword = 'new-walkies-2026';
  // Eight characters at least: seven are refused here, as at sign-up and by the identity service.
  await field(page, 'New password').fill('walkies');
  await field(page, 'Repeat new password').fill('walkies');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The minimum length is 8 characters.')).toBeVisible();
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Repeat new password').fill('something-else');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await field(page, 'Repeat new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();

  // Afterwards the locale home (§2).
  await expect(page).toHaveURL(/\/en\/?$/, afterSignIn);
  await expect(page.getByText('Password changed')).toBeVisible();

  await signInInBrowser(page, email, newPassword);
  await expect(page).toHaveURL(/\/en\/dashboard$/, afterSignIn);
});

test('an anonymous start, then promotion, keeps the customer and its data', async ({ page }) => {
  await page.goto('/en/signin');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Continue without an account' }).click();
  await expect(page).toHaveURL(/\/en\/question$/, afterSignIn);
  const anonymousCustomer = await currentCustomer(page);
  expect(anonymousCustomer.email).toBeNull();

  await page.goto('/en/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Save your account' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Personal details' });
  await details.getByRole('textbox', { name: 'First name' }).fill('Pia');
  await details.getByRole('textbox', { name: 'Last name' }).fill('Peeters');
  await details.getByRole('textbox', { name: 'Phone number' }).fill('+32 470 11 22 33');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();

  const email = uniqueEmail('promoted');
  const promote = page.getByRole('region', { name: 'Save your account' });
  await promote.getByRole('textbox', { name: 'First name' }).fill('Pia');
  await promote.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await promote.getByRole('textbox', { name: 'Password' }).fill(password);
  await promote.getByRole('button', { name: 'Save my account' }).click();
  await expect(page.getByTestId('current-email')).toHaveText(email);

  const promotedCustomer = await currentCustomer(page);
  expect(promotedCustomer.id).toBe(anonymousCustomer.id);
  expect(promotedCustomer.email).toBe(email);
  expect(promotedCustomer.phone).toBe('+32 470 11 22 33');
  expect(promotedCustomer.lastname).toBe('Peeters');

  await page.reload();
  await expect(field(page, 'Phone number')).toHaveValue('+32 470 11 22 33');
  await expect(field(page, 'First name')).toHaveValue('Pia');
});

test.describe('"Google" through the local OpenID Connect provider', () => {
  test('signs up a new user and connects the account', async ({ page }) => {
    await page.goto('/en/signin');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();

    // The development provider's own sign-in page, on another origin.
    const email = uniqueEmail('google');
    await page.locator('#email').fill(email);
    await page.locator('#name').fill('Gus Tester');
    await page.locator('#email').press('Enter');

    // A new user goes on to the questionnaire, like a sign-up.
    await expect(page).toHaveURL(/\/en\/question$/, afterSignIn);
    await page.goto('/en/dashboard/profile');
    await expect(page.getByTestId('current-email')).toHaveText(email);
    await expect(field(page, 'First name')).toHaveValue('Gus');
    const google = page.getByRole('region', { name: 'Connected accounts' }).getByRole('listitem').filter({ hasText: 'Google' });
    await expect(google).toContainText('Connected');
  });

  test('refuses a company account and leaves nobody signed in', async ({ page }) => {
    await page.goto('/en/signin?redirect=/en/dashboard');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('button', { name: /team@brokkie\.be/ }).click();

    // Back on the sign-in page, silently (§8), and still signed out.
    await expect(page).toHaveURL(/\/en\/signin\?/, afterSignIn);
    expect(new URL(page.url()).searchParams.get('error')).toBe('internal_account');
    await waitForHydration(page);
    await expect(authError(page)).toHaveCount(0);
    await page.goto('/en/dashboard');
    await expect(page).toHaveURL(/\/en\/signin\?/, afterSignIn);
  });
});

test.describe('changing the e-mail address needs re-authentication (§4, §5)', () => {
  test('a password account gives its password; the change completes with the link in the e-mail', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('mover');
    await createAccount(request, baseURL!, email);
    await page.goto('/en/dashboard/profile');
    await signInInBrowser(page, email);
    await expect(page).toHaveURL(/\/en\/dashboard\/profile$/, afterSignIn);

    const section = page.getByRole('region', { name: 'E-mail address' });
    const newEmail = uniqueEmail('moved');
    await section.getByRole('button', { name: 'Change' }).click();
    await section.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
    await section.getByRole('textbox', { name: 'Your current password' }).fill('not-my-password');
    await section.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(authError(page)).toHaveText('The password you entered is not correct.');

    await section.getByRole('textbox', { name: 'Your current password' }).fill(password);
    await section.getByRole('button', { name: 'Change e-mail address' }).click();
    await expect(section.getByRole('status')).toContainText(newEmail);

    // The new address confirms the change.
    await page.goto(`/en/dev/mailbox?to=${encodeURIComponent(newEmail)}`);
    await page.getByRole('link', { name: /E-mail verification/ }).first().click();
    await page.getByRole('link', { name: /verify-email/ }).click();
    await expect(page).toHaveURL(/\/en\/dashboard\/profile/, afterSignIn);
    await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  });

  test('a Google account confirms in a popup of that provider', async ({ page }) => {
    test.setTimeout(popupTestTimeout);
    const email = uniqueEmail('popup');
    await page.goto('/en/signin');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.locator('#email').fill(email);
    await page.locator('#name').fill('Pop Tester');
    await page.locator('#email').press('Enter');
    await expect(page).toHaveURL(/\/en\/question$/, afterSignIn);

    await page.goto('/en/dashboard/profile');
    const section = page.getByRole('region', { name: 'E-mail address' });
    await section.getByRole('button', { name: 'Change' }).click();
    await section.getByRole('textbox', { name: 'New e-mail address' }).fill(uniqueEmail('popup-new'));
    await confirmInGooglePopup(page, section, email);

    // Re-authenticated as the same account: the confirmation goes to the current (verified) address.
    await expect(section.getByRole('status')).toBeVisible({ timeout: 10_000 });
    await expect(page.getByTestId('current-email')).toHaveText(email);
  });
});

test('a Google-only account sets a first password after confirming in a popup, then signs in with it', async ({ page }) => {
  test.setTimeout(popupTestTimeout);
  const email = uniqueEmail('first-password');
  await page.goto('/en/signin');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.locator('#email').fill(email);
  await page.locator('#name').fill('Fay Tester');
  await page.locator('#email').press('Enter');
  await expect(page).toHaveURL(/\/en\/question$/, afterSignIn);

  await page.goto('/en/dashboard/profile');
  const section = page.getByRole('region', { name: 'Password' });
  await expect(section).toContainText('You sign in with a connected account.');
  await section.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await section.getByRole('textbox', { name: 'Repeat new password', exact: true }).fill(password);
  await confirmInGooglePopup(page, section, email);
  await expect(page.getByText('Your password has been set.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connected accounts' })).toContainText('E-mail and password');

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/en\/signin$/, afterSignIn);
  await signInInBrowser(page, email);
  await expect(page).toHaveURL(/\/en\/dashboard$/, afterSignIn);
});

/**
 * Clicks "Confirm with Google" in a section of the profile page and goes through the provider's
 * popup as `email`. The popup loads two pages and the provider's redirects before it closes: on a
 * busy machine that takes a while, so the wait is bounded by the test's timeout, not its own.
 */
async function confirmInGooglePopup(page: Page, section: Locator, email: string): Promise<void> {
  const popupOpened = page.waitForEvent('popup');
  await section.getByRole('button', { name: 'Confirm with Google' }).click();
  const popup = await popupOpened;
  const closed = popup.waitForEvent('close', { timeout: 0 });
  // The provider asks which account, unless it still knows the browser from the sign-in before.
  const asked = await Promise.race([closed.then(() => false), popup.locator('#email').waitFor({ timeout: 0 }).then(() => true)]);
  if (asked) {
    await popup.locator('#email').fill(email);
    await popup.locator('#email').press('Enter');
  }
  await closed;
}
