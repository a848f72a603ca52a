import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAnonymously } from '../support/identity.ts';
import { waitForHydration } from '../support/navigation.ts';

// WCAG 2 A/AA checks with axe on the shell's key pages, at mobile and desktop widths:
// no serious or critical violation.

const pages = [
  { name: 'home page', path: '/', status: 200 },
  { name: '404 page', path: '/en/does-not-exist', status: 404 },
  { name: 'sign-in page', path: '/signin', status: 200 },
  { name: 'button showcase', path: '/design/buttons', status: 200 },
  { name: 'dashboard (signed in)', path: '/en/dashboard', status: 200, needsSignIn: true },
];

// axe walks the whole DOM: on a busy two-core machine a large page takes a while.
test.describe.configure({ timeout: 90_000 });

for (const { name, path, status, needsSignIn } of pages) {
  test(`${name} (${path}) has no serious or critical WCAG violations @responsive`, async ({ page, baseURL }) => {
    if (needsSignIn) test.skip(!(await signInAnonymously(page, baseURL!)), 'this build has no identity service to sign in with');
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    const report = blocking
      .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.slice(0, 5).map((n) => `    ${n.target.join(' ')} — ${n.failureSummary?.split('\n').join(' ')}`).join('\n')}`)
      .join('\n');
    expect(blocking, report).toEqual([]);
  });
}
