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

// WCAG 2.2 focus appearance: a control reached with Tab shows a solid outline of at least 2 px
// whose colour stands out (3:1) against the background around the control.
test('tabbing to a text field and to the primary button shows a clear focus outline @responsive', async ({ page }) => {
  await page.goto('/en/signin');
  await waitForHydration(page);

  /** Presses Tab until the focused element matches, at most 40 times. */
  const tabTo = async (selector: string) => {
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };

  /** The focused element's outline and the contrast of its colour with the nearest opaque background. */
  const focusAppearance = () =>
    page.evaluate(() => {
      const parse = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const channel = (v: number) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
      };
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      let around: Element | null = element.parentElement;
      let background = 'rgb(255, 255, 255)';
      while (around) {
        const color = getComputedStyle(around).backgroundColor;
        const [, , , alpha = 1] = parse(color);
        if (color !== 'transparent' && alpha > 0) {
          background = color;
          break;
        }
        around = around.parentElement;
      }
      const [a, b] = [luminance(parse(style.outlineColor)), luminance(parse(background))];
      return {
        tag: element.tagName.toLowerCase(),
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
      };
    });

  await tabTo('input[type="email"], input[name="email"]');
  const field = await focusAppearance();
  expect(field.tag).toBe('input');
  expect(field.style).toBe('solid');
  expect(field.width).toBeGreaterThanOrEqual(2);
  expect(field.contrast).toBeGreaterThanOrEqual(3);

  await tabTo('button[type="submit"]');
  const button = await focusAppearance();
  expect(button.style).toBe('solid');
  expect(button.width).toBeGreaterThanOrEqual(2);
  expect(button.contrast).toBeGreaterThanOrEqual(3);
});
