import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextDelivery } from '@brokkie/contracts/billing';
import type { Delivery, RecurringDelivery } from '@brokkie/contracts/delivery';
import * as route from '../../app/routes/dashboard-extras.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page, type Call } from '../support/fake-api.ts';
import { box, extra, item, pet, subscription } from '../support/fixtures.ts';

const rex = pet(3, 'Rex');
const minou = pet(5, 'Minou', { type: 'cat', sex: 'female', indoor: true });
const bites = extra(14, 'Chicken Bites', 543);
const chew = extra(15, 'Beef Chew', 725, { category: 'chews' });
const malt = extra(30, 'Malt Paste', 846, { animal_type: 'cat', category: 'supplement' });

function nextOf(delivery: Delivery | null): NextDelivery {
  return {
    recurring_delivery: '/recurringdelivery/3/',
    state: delivery ? 'scheduled' : 'inactive',
    delivery,
    cut_off_at: delivery ? '2026-12-19T23:00:00.000Z' : null,
    changeable: delivery !== null,
    skipped: false,
    skipped_from_date: null,
    undo_skip_until: null,
    paid_delivery: null,
    delivery_dates: [],
    following_delivery_date: null,
    charge_attempts: 0,
    next_charge_at: null,
  };
}

let calls: Call[] = [];

function household({
  recurring,
  next,
  failPatch = false,
  petsDown,
}: {
  recurring: RecurringDelivery;
  next: Delivery | null | 'missing';
  failPatch?: boolean;
  /** Whether the pets cannot be read (a 500), checked on every call so that a test can mend it. */
  petsDown?: () => boolean;
}) {
  calls = fakeApi({
    'GET /animal/': () => (petsDown?.() ? { status: 500, body: { detail: 'Boom', code: 'internal_error' } } : page([rex, minou])),
    'GET /recurringdelivery/': () => page([recurring]),
    'GET /recurringdelivery/3/next_delivery/': () => (next === 'missing' ? { status: 404, body: { detail: 'Not found.', code: 'not_found' } } : nextOf(next)),
    'GET /animal/3/products/': () => page([bites, chew]),
    'GET /animal/5/products/': () => page([malt]),
    'POST /recurringdelivery/3/upselling/': () => recurring,
    'PATCH /delivery/21/': () =>
      failPatch ? { status: 409, body: { detail: 'This box can no longer change.', code: 'cut_off_passed' } } : next === 'missing' ? null : next,
  }).calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(path = '/en/dashboard/extras') {
  return renderRoute(route, { path });
}

const recurringWithRex = () => subscription([item(7, { kind: 'formula', animal: rex.url, product: '/product/1/', amount: 2 })], 10000);

describe('the extras shop', { timeout: 20_000 }, () => {
  it('§4: selects the first pet loaded and lists the pets reversed', async () => {
    household({ recurring: recurringWithRex(), next: box(10000) });
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Minou', 'Rex']);
    expect(screen.getByRole('tab', { name: 'Rex' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Chicken Bites' })).toBeInTheDocument();
  });

  it('opens on the pet a link names (?pet=)', async () => {
    household({ recurring: recurringWithRex(), next: box(10000) });
    renderPage(`/en/dashboard/extras?pet=${minou.id}`);
    expect(await screen.findByRole('tab', { name: 'Minou' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Malt Paste' })).toBeInTheDocument();
  });

  it('says so when the pets cannot be read, and tries again', async () => {
    let fail = true;
    household({ recurring: recurringWithRex(), next: box(10000), petsDown: () => fail });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('This page could not be loaded just now')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Rex' })).toHaveAttribute('aria-selected', 'true');
  });

  it('adds an extra once and one to every delivery, shows what the boxes cost after, and saves both', async () => {
    household({ recurring: recurringWithRex(), next: box(10000) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Chicken Bites to every delivery' }));
    await user.click(screen.getByRole('button', { name: 'Add Beef Chew to the next box only' }));
    const cart = screen.getByRole('region', { name: 'Your extras' });
    expect(within(cart).getByText('for Rex · €5.43')).toBeInTheDocument();
    // The next box: €100.00 + €5.43 + €7.25; every delivery: €100.00 + €5.43.
    expect(within(cart).getByText('€112.68')).toBeInTheDocument();
    expect(within(cart).getByText('€105.43')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'One Beef Chew more' }));
    expect(within(cart).getByText('€119.93')).toBeInTheDocument();

    await user.click(within(cart).getByRole('button', { name: 'Save 2 changes' }));
    expect(await screen.findByText('Your extras are saved (2 changes).')).toBeInTheDocument();
    expect(callsTo('POST', '/recurringdelivery/3/upselling/')[0]?.body).toEqual({
      recurringdeliveryitem_set: [{ product: bites.url, amount: 1, animal: rex.url }],
    });
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ path: '/delivery/21/', body: { custom_amounts: { '15': 2 } } });
    // The boxes are read again, so that the cart shows what they hold now.
    await waitFor(() => expect(callsTo('GET', '/recurringdelivery/')).toHaveLength(2));
  });

  it('explains that extras once wait for the next box when none is scheduled, and still adds to every delivery', async () => {
    household({ recurring: recurringWithRex(), next: 'missing' });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/Extras just once can be added as soon as your next box is scheduled \(around 22 December\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Chicken Bites to the next box only' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Chicken Bites to every delivery' }));
    expect(screen.getByRole('button', { name: 'Save 1 change' })).toBeEnabled();
  });

  it('keeps the unsaved choice in the cart and says so when the box refuses it', async () => {
    household({ recurring: recurringWithRex(), next: box(10000), failPatch: true });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add Beef Chew to the next box only' }));
    await user.click(screen.getByRole('button', { name: 'Save 1 change' }));
    expect(await screen.findByText('Your extras could not be saved. Your choices are still in the cart.')).toBeInTheDocument();
    expect(screen.getByText('This box can no longer change.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save 1 change' })).toBeEnabled());
    expect(callsTo('GET', '/recurringdelivery/')).toHaveLength(2);
  });

  it('lists an existing extra of the boxes with its amount, and removes it', async () => {
    household({ recurring: subscription([item(8, { product: bites.url, animal: rex.url, amount: 2 })], 10000), next: box(10000) });
    const user = userEvent.setup();
    renderPage();
    const cart = await screen.findByRole('region', { name: 'Your extras' });
    expect(within(cart).getByRole('group', { name: 'Number of Chicken Bites' })).toHaveTextContent('2');
    await user.click(within(cart).getByRole('button', { name: 'Remove Chicken Bites' }));
    expect(within(cart).getByText('Will be removed')).toBeInTheDocument();
    await user.click(within(cart).getByRole('button', { name: 'Save 1 change' }));
    await screen.findByText('Your extras are saved (1 change).');
    expect(callsTo('POST', '/recurringdelivery/3/upselling/')[0]?.body).toEqual({
      recurringdeliveryitem_set: [{ product: bites.url, amount: 0, animal: rex.url }],
    });
  });

  describe('the review bar of narrow screens', () => {
    // jsdom has no layout: no scrolling, and (unless stubbed) no IntersectionObserver, which the page takes as "cart off screen".
    const scrollIntoView = vi.fn();
    beforeEach(() => {
      scrollIntoView.mockClear();
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    const reviewButton = () => screen.queryByRole('button', { name: 'Review and save' });

    it('sums up the unsaved changes with the new price of the next box, and goes when they are saved', async () => {
      household({ recurring: recurringWithRex(), next: box(10000) });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add Chicken Bites to every delivery' }));
      expect(reviewButton()).toHaveAccessibleDescription('1 change Next box €105.43');
      await user.click(screen.getByRole('button', { name: 'Add Beef Chew to the next box only' }));
      expect(reviewButton()).toHaveAccessibleDescription('2 changes Next box €112.68');
      // Announced once, by the cart's status line; the bar is no second live region.
      expect(
        within(screen.getByRole('region', { name: 'Your extras' }))
          .getByText('2 changes not saved yet.')
          .closest('[role=status]'),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Save 2 changes' }));
      await screen.findByText('Your extras are saved (2 changes).');
      await waitFor(() => expect(reviewButton()).not.toBeInTheDocument());
    });

    it('shows the price of every delivery when there is no next box to change', async () => {
      household({ recurring: recurringWithRex(), next: 'missing' });
      const user = userEvent.setup();
      renderPage();
      expect(reviewButton()).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Add Chicken Bites to every delivery' }));
      expect(reviewButton()).toHaveAccessibleDescription('1 change Every delivery €105.43');
    });

    it('brings the cart up and moves focus to its heading', async () => {
      household({ recurring: recurringWithRex(), next: box(10000) });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add Beef Chew to the next box only' }));
      await user.click(reviewButton()!);
      expect(screen.getByRole('heading', { name: 'Your extras' })).toHaveFocus();
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    });

    it('makes way while the cart itself is on screen', async () => {
      const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
          constructor(callback: IntersectionObserverCallback) {
            this.entry = { callback };
            observers.push(this.entry);
          }
          observe(target: Element) {
            this.entry.target = target;
          }
          disconnect() {}
        },
      );
      const showCart = (isIntersecting: boolean) => {
        const cart = observers.findLast((observer) => observer.target?.id === 'cart')!;
        act(() => cart.callback([{ isIntersecting, target: cart.target! } as IntersectionObserverEntry], {} as IntersectionObserver));
      };
      household({ recurring: recurringWithRex(), next: box(10000) });
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Add Beef Chew to the next box only' }));
      expect(reviewButton()).toBeInTheDocument();
      showCart(true);
      expect(reviewButton()).not.toBeInTheDocument();
      showCart(false);
      expect(reviewButton()).toBeInTheDocument();
    });
  });
});
