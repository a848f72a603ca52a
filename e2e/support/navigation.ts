import { expect, type Page } from '@playwright/test';

/**
 * Marks the current document so a test can tell a client-side navigation (the mark survives)
 * from a full page load (a new document, no mark).
 */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { e2eDocumentMark?: boolean }).e2eDocumentMark = true));
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eDocumentMark?: boolean }).e2eDocumentMark === true);
}

/** Waits until React has hydrated the page, so clicks are handled by the router. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const router = (window as unknown as { __reactRouterDataRouter?: { state?: { initialized?: boolean } } }).__reactRouterDataRouter;
    return router?.state?.initialized === true;
  });
}

/**
 * Clicks the first visible in-app link whose path is `path` (any query: the app may add the
 * marketing parameters to the href itself).
 */
export async function clickLinkTo(page: Page, path: string): Promise<void> {
  await waitForHydration(page);
  const link = page
    .locator(`a[href="${path}"], a[href^="${path}?"], a[href="${path}/"], a[href^="${path}/?"]`)
    .filter({ visible: true })
    .first();
  await expect(link, `a visible link to ${path}`).toBeVisible();
  await link.click();
}
