import type { Page } from '@playwright/test';

export interface DataLayerEntry {
  event?: string;
  pagePath?: string;
  pageTitle?: string;
  [key: string]: unknown;
}

/** What the app has pushed into the analytics data layer so far (plain objects only). */
export function dataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];
    return JSON.parse(JSON.stringify(layer.filter((entry) => entry && typeof entry === 'object' && !Array.isArray(entry)))) as DataLayerEntry[];
  });
}

export async function virtualPageViews(page: Page): Promise<DataLayerEntry[]> {
  return (await dataLayer(page)).filter((entry) => entry.event === 'virtualPageView');
}
