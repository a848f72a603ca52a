/**
 * Every page of the app (§2), with its layout and guards. routes.ts turns this table into
 * routes under the optional locale segment; the shell reads it for titles and guards. Paths are
 * without the locale prefix and without a leading slash ('' is the locale home).
 */
export type LayoutName = 'dashboard' | 'default-header' | 'light-header' | 'none';
export type GuardName = 'login' | 'belgium';

export interface PageDefinition {
  /** Stable name: route id and i18n key `pages.<name>.title`. */
  name: string;
  path: string;
  file: string;
  layout: LayoutName;
  /** In the order they apply: the first that blocks decides (a 404 outside Belgium before sign-in). */
  guards: GuardName[];
  /**
   * Signed out, the page is the same for every visitor who sends the same URL, cookies and
   * browser languages, and shows nothing that changes from one minute to the next: shared caches
   * (the server's own page cache, a CDN) may keep that copy for a short while
   * (docs/decisions/0012). Never for a page that reads or changes the visitor's data.
   */
  shared: boolean;
  /** A development page: it speaks the development part of the catalog (catalog-parts.ts). */
  development: boolean;
}

const page = (
  name: string,
  path: string,
  layout: LayoutName,
  guards: GuardName[] = [],
  traits: { shared?: boolean; development?: boolean } = {},
): PageDefinition => ({
  name,
  path,
  file: `routes/${name}.tsx`,
  layout,
  guards,
  shared: traits.shared ?? false,
  development: traits.development ?? false,
});

export const pages: PageDefinition[] = [
  // Public
  page('home', '', 'default-header', [], { shared: true }),
  page('signin', 'signin', 'default-header', [], { shared: true }),
  page('forgot-password', 'forgot-password', 'default-header', [], { shared: true }),
  page('reset-password', 'reset-password/:code', 'default-header'),
  page('signup', 'signup', 'light-header', [], { shared: true }),
  page('pay-now', 'pay-now', 'none'),
  page('design-buttons', 'design/buttons', 'none', [], { development: true }),
  // Development tool: the e-mails the app sent (the route answers 404 in production).
  page('dev-mailbox', 'dev/mailbox', 'default-header'),
  // Development tool: the conversion events forwarded, or that would have been (404 in production).
  page('dev-tracking', 'dev/tracking', 'default-header', [], { development: true }),
  // Development tool: the insurance leads the embedded insurer received, their hand-over and its decision (404 in production).
  page('dev-insurance', 'dev/insurance', 'default-header', [], { development: true }),

  // Account-only, light header
  page('after-checkout-redirect', 'after-checkout-redirect', 'light-header', ['login']),
  page('checkout', 'checkout', 'light-header', ['login']),
  page('cross-sells', 'cross-sells', 'light-header', ['login']),
  page('order-summary', 'order-summary', 'light-header', ['login']),
  page('pet-overview', 'pet-overview', 'light-header', ['login']),
  page('question', 'question', 'light-header', ['login']),
  page('suggested-mealplan', 'suggested-mealplan', 'light-header', ['login']),

  // Account-only, dashboard
  page('change-pet-profile-id', 'change-pet-profile/:id', 'dashboard', ['login']),
  page('change-pet-profile', 'change-pet-profile', 'dashboard', ['login']),
  page('dashboard', 'dashboard', 'dashboard', ['login']),
  page('dashboard-extras', 'dashboard/extras', 'dashboard', ['login']),
  page('dashboard-mealplan', 'dashboard/mealplan', 'dashboard', ['login']),
  page('dashboard-order-history', 'dashboard/order-history', 'dashboard', ['login']),
  page('dashboard-payment-methods', 'dashboard/payment-methods', 'dashboard', ['login']),
  page('dashboard-pets', 'dashboard/pets', 'dashboard', ['login']),
  page('dashboard-profile', 'dashboard/profile', 'dashboard', ['login']),
  page('dashboard-share', 'dashboard/share', 'dashboard', ['login']),
  page('dashboard-subscription-settings', 'dashboard/subscription-settings', 'dashboard', ['login']),
  page('e-health', 'e-health', 'dashboard', ['login']),
  page('e-health-edit-pet-complaints', 'e-health/edit-pet-complaints', 'dashboard', ['login']),
  page('e-health-edit-pet-condition', 'e-health/edit-pet-condition', 'dashboard', ['login']),
  page('e-health-edit-pet-profile', 'e-health/edit-pet-profile', 'dashboard', ['login']),
  page('e-health-new-reminder', 'e-health/new-reminder', 'dashboard', ['login']),
  page('e-health-pet-care-planner', 'e-health/pet-care-planner', 'dashboard', ['login']),
  page('e-health-pet-discover', 'e-health/pet-discover', 'dashboard', ['login']),
  page('e-health-pet-passport', 'e-health/pet-passport', 'dashboard', ['login']),

  // Account-only, no layout
  page('dashboard-thank-you', 'dashboard/thank-you', 'none', ['login']),
  page('thank-you', 'thank-you', 'none', ['login']),

  // Account-only, default header
  page('insurance', 'insurance', 'default-header', ['login']),
  page('insurance-questionnaire', 'insurance/questionnaire', 'default-header', ['login']),
  page('insurance-thankyou', 'insurance/thankyou', 'default-header', ['belgium', 'login']),
];

const signedInPageNames: ReadonlySet<string> = new Set(pages.filter((page) => page.guards.includes('login')).map((page) => page.name));

/** Whether the matched routes (their ids) lead to a page behind the login guard. */
export function isSignedInPage(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => signedInPageNames.has(id));
}

const developmentPageNames: ReadonlySet<string> = new Set(pages.filter((page) => page.development).map((page) => page.name));

/** Whether the matched routes (their ids) lead to a development page. */
export function isDevelopmentPage(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => developmentPageNames.has(id));
}
