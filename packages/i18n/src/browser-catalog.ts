import type { Catalog } from './catalog-types.ts';

/**
 * Namespaces only the server speaks: e-mails and API answers. The browser shows a few API texts
 * itself (coupon checks run before the API is asked), so those groups stay in its catalog.
 */
export const serverOnlyNamespaces = ['api', 'mail'] as const;
export const browserKeptGroups: Record<(typeof serverOnlyNamespaces)[number], string[]> = {
  api: ['coupon'],
  mail: [],
};

/** The part of a locale's catalog the browser loads: without the server-only namespaces. */
export function browserCatalog(catalog: Catalog): Catalog {
  const trimmed: Catalog = { ...catalog };
  for (const namespace of serverOnlyNamespaces) {
    const whole = catalog[namespace];
    delete trimmed[namespace];
    if (!whole) continue;
    const kept = Object.fromEntries(browserKeptGroups[namespace].filter((group) => group in whole).map((group) => [group, whole[group]]));
    if (Object.keys(kept).length > 0) trimmed[namespace] = kept;
  }
  return trimmed;
}

/**
 * Namespaces only the pages behind the login guard speak (page-table.ts), and texts the browser
 * never shows but keeps for them. The browser loads them as the catalog's second part with the
 * first such page; every other namespace, a new one too until it is listed here, is in the part
 * every page loads (a public page that used one of these would show raw keys: a web test follows
 * the public pages' imports and fails on that).
 */
export const accountNamespaces = [
  'checkout',
  'cross_sells',
  'dashboard_extras',
  'dashboard_home',
  'dashboard_mealplan',
  'dashboard_pets',
  'e_health_home',
  'e_health_reminders',
  'feedback_card',
  'feedback_questions',
  'insurance',
  'invoice',
  'meal_plan',
  'order_history',
  'order_summary',
  'payment_methods',
  'pet_discover',
  'pet_health_edit',
  'pet_overview',
  'pet_passport',
  'plan_comparison',
  'privacy',
  'product',
  'profile',
  'questionnaire',
  'sandbox_payment',
  'share',
  'subscription_settings',
  'switch_over',
  'thank_you',
] as const;

/** Namespaces only the development pages speak (the design page and the tools that answer 404 in production). */
export const developmentNamespaces = ['design', 'dev_insurance', 'dev_tracking'] as const;

/**
 * The parts of a locale's browser catalog: what every page speaks, what only signed-in pages do,
 * and what only the development pages do.
 */
export const catalogParts = ['public', 'account', 'development'] as const;
export type CatalogPart = (typeof catalogParts)[number];

const namespacePart: ReadonlyMap<string, CatalogPart> = new Map([
  ...accountNamespaces.map((namespace) => [namespace, 'account'] as const),
  ...developmentNamespaces.map((namespace) => [namespace, 'development'] as const),
]);

export function browserCatalogPart(catalog: Catalog, part: CatalogPart): Catalog {
  const browser = browserCatalog(catalog);
  return Object.fromEntries(Object.entries(browser).filter(([namespace]) => (namespacePart.get(namespace) ?? 'public') === part));
}
