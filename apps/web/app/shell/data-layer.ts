import { productName } from './product.ts';

/** The fixed page title of every virtual page view (§2): the app's name, not the page's. */
export const virtualPageViewTitle = `${productName} App`;

export interface VirtualPageView {
  event: 'virtualPageView';
  pagePath: string;
  pageTitle: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The page view for `pathname` (given a trailing slash), or undefined for question paths (§2). */
export function virtualPageView(pathname: string): VirtualPageView | undefined {
  if (pathname.includes('question')) return undefined;
  const pagePath = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return { event: 'virtualPageView', pagePath, pageTitle: virtualPageViewTitle };
}

/** Pushes the page view of a navigation into the analytics data layer. */
export function pushVirtualPageView(pathname: string, target: Window = window): void {
  const view = virtualPageView(pathname);
  if (!view) return;
  target.dataLayer ??= [];
  target.dataLayer.push(view);
}

/**
 * The funnel's e-commerce moments in the data layer (issue 14), in the shape of Google's
 * recommended events: the meal plan shown (view_item), its plans put in the cart (add_to_cart),
 * the checkout opened (begin_checkout) and a box paid (purchase, with its delivery id as the
 * transaction). Amounts in euros incl. VAT. The data layer is read only by the tag manager, which
 * loads only with analytics consent (tag-loading.ts).
 */
export type EcommerceEvent = 'view_item' | 'add_to_cart' | 'begin_checkout' | 'purchase';

export interface EcommerceItem {
  /** The product's id (from its url). */
  item_id: string;
  item_category: 'formula' | 'extra';
  quantity: number;
  /** Euros per unit, incl. VAT. */
  price: number;
}

export interface Ecommerce {
  currency: 'EUR';
  value: number;
  items: EcommerceItem[];
  transaction_id?: string;
  coupon?: string;
}

const euros = (cents: number) => Math.round(cents) / 100;
const idOf = (url: string) => /(\d+)\/?$/.exec(url)?.[1] ?? url;

/** A meal plan's priced plans: one item per pet's formula, for one delivery. */
export function planEcommerce(pricing: { total_per_delivery: number; animals: readonly { product: string; price_per_delivery: number }[] }): Ecommerce {
  return {
    currency: 'EUR',
    value: euros(pricing.total_per_delivery),
    items: pricing.animals.map((plan) => ({ item_id: idOf(plan.product), item_category: 'formula', quantity: 1, price: euros(plan.price_per_delivery) })),
  };
}

/** A delivery's lines and what it costs (the checkout, a paid box). */
export function deliveryEcommerce(
  delivery: {
    id: number;
    total: number;
    couponcodes: readonly string[];
    items: readonly { product: string; kind: 'formula' | 'extra'; amount: number; total_incl_vat: number }[];
  },
  { transaction = false }: { transaction?: boolean } = {},
): Ecommerce {
  return {
    currency: 'EUR',
    value: euros(delivery.total),
    items: delivery.items.map((item) => ({
      item_id: idOf(item.product),
      item_category: item.kind,
      quantity: item.amount,
      price: item.amount > 0 ? euros(item.total_incl_vat / item.amount) : 0,
    })),
    ...(transaction ? { transaction_id: String(delivery.id) } : {}),
    ...(delivery.couponcodes.length > 0 ? { coupon: delivery.couponcodes.join(',') } : {}),
  };
}

// A purchase is pushed once per delivery in a page's life (a paid page shown again, a re-render).
const pushedPurchases = new Set<string>();

/** Pushes an e-commerce event, after clearing the previous one's object as Google asks. */
export function pushEcommerce(event: EcommerceEvent, ecommerce: Ecommerce, target: Window = window): void {
  if (event === 'purchase' && ecommerce.transaction_id) {
    if (pushedPurchases.has(ecommerce.transaction_id)) return;
    pushedPurchases.add(ecommerce.transaction_id);
  }
  target.dataLayer ??= [];
  target.dataLayer.push({ ecommerce: null });
  target.dataLayer.push({ event, ecommerce });
}
