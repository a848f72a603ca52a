import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextDelivery } from '@brokkie/contracts/billing';
import { toastQueue } from '../../app/components/toast.tsx';
import * as route from '../../app/routes/dashboard-subscription-settings.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page, type Call, type Handler } from '../support/fake-api.ts';
import { box as boxOf, item, pet, subscription } from '../support/fixtures.ts';

const rex = pet(3, 'Rex');
const minou = pet(5, 'Minou', { type: 'cat', sex: 'female', indoor: true });
const recurring = subscription([item(7, { kind: 'formula', animal: rex.url, amount: 2, price_per_delivery: 10000 })], 10000);
const box = { ...boxOf(10000), delivery_date: '2026-12-22' };

function next(overrides: Partial<NextDelivery> = {}): NextDelivery {
  return {
    recurring_delivery: recurring.url,
    state: 'scheduled',
    delivery: box,
    cut_off_at: '2099-12-17T13:00:00.000Z',
    changeable: true,
    skipped: false,
    skipped_from_date: null,
    undo_skip_until: null,
    paid_delivery: null,
    // Monday to Wednesday, then the next Monday: Christmas and the weekend in between are not offered.
    delivery_dates: ['2026-12-21', '2026-12-22', '2026-12-23', '2026-12-28'],
    following_delivery_date: '2027-01-19',
    charge_attempts: 0,
    next_charge_at: null,
    ...overrides,
  };
}

const figures = (date: string, perDelivery: number, weeks: number) => ({
  interval_weeks: weeks,
  next_delivery_date: date,
  cut_off_at: null,
  following_delivery_date: null,
  price_per_delivery: perDelivery,
  price_per_delivery_excl_vat: perDelivery,
  price_per_day: Math.round(perDelivery / (weeks * 7)),
});

let calls: Call[] = [];

function household(nextDelivery: NextDelivery, { down = () => false, extra = {} }: { down?: () => boolean; extra?: Record<string, Handler> } = {}) {
  calls = fakeApi({
    'GET /animal/': () => page([rex, minou]),
    'GET /recurringdelivery/': () => (down() ? { status: 500, body: { detail: 'Boom', code: 'internal_error' } } : page([recurring])),
    'GET /recurringdelivery/3/next_delivery/': () => nextDelivery,
    'GET /recurringdelivery/3/preview/': ({ query }) => ({
      current: figures('2026-12-22', 10000, 4),
      proposed: figures(query.get('date') ?? '2026-12-22', 10000, Number(query.get('interval_weeks') ?? 4)),
      difference: { price_per_delivery: 0, price_per_day: 0, days_moved: 0 },
    }),
    'POST /delivery/21/date/': () => box,
    'POST /animal/3/stop/': () => ({ ...rex, status: 'stopped', stop_kind: 'stopped' }),
    ...extra,
  }).calls;
}

afterEach(() => {
  // The toast queue is the app's one module-level queue: a toast of one test must not show in the next.
  toastQueue.clear();
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  return renderRoute(route, { path: '/en/dashboard/subscription-settings' });
}

const reads = () => calls.filter((call) => call.method === 'GET' && call.path === '/recurringdelivery/').length;

// A move walks the calendar, the dialog and a second read of the settings: slow on a busy machine.
describe('subscription settings', { timeout: 30_000 }, () => {
  it('§4: selects the first pet loaded and lists the pets reversed', async () => {
    household(next());
    renderPage();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Minou', 'Rex']);
    expect(screen.getByRole('tab', { name: 'Rex' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Pause Rex' })).toBeInTheDocument();
  });

  it('offers only the offered days in the calendar, with the current one named', async () => {
    household(next());
    renderPage();
    const grid = await screen.findByRole('grid', { name: /Delivery date/ });
    const days = within(grid).getAllByRole('button');
    const enabled = days.filter((day) => day.getAttribute('aria-disabled') !== 'true').map((day) => day.getAttribute('aria-label'));
    expect(enabled.map((name) => /(\d+) December/.exec(name ?? '')?.[1])).toEqual(['21', '22', '23', '28']);
    for (const closed of [
      'Thursday, 24 December 2026',
      'Friday, 25 December 2026',
      'Saturday, 26 December 2026',
      'Sunday, 27 December 2026',
      'Tuesday, 29 December 2026',
    ]) {
      expect(within(grid).getByRole('button', { name: new RegExp(`^${closed}`) })).toHaveAttribute('aria-disabled', 'true');
    }
    expect(within(grid).getByRole('button', { name: 'Tuesday, 22 December 2026 (current)' })).toBeInTheDocument();
    // The week starts on Monday also on the English pages (React Aria hides the weekday row from assistive technology).
    expect(grid.querySelector('thead th')).toHaveTextContent('Mon');
    expect(screen.getByText('Pick a day in the calendar.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Review the change' })[0]).toBeDisabled();
  });

  it('shows the new date and prices before moving the box, and saves only on Confirm', async () => {
    household(next());
    const user = userEvent.setup();
    renderPage();
    const grid = await screen.findByRole('grid', { name: /Delivery date/ });
    // A weekend day cannot be picked.
    await user.click(within(grid).getByRole('button', { name: /^Saturday, 26 December 2026/ }));
    expect(screen.getByText('Pick a day in the calendar.')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: /^Wednesday, 23 December 2026/ }));
    expect(screen.getByText('Chosen: Wednesday 23 December')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Review the change' })[0]!);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Price per day');
    expect(within(dialog).getByRole('row', { name: /Next delivery/ })).toHaveTextContent('Wednesday 23 December');
    expect(calls.some((call) => call.path.endsWith('/date/'))).toBe(false);
    expect(reads()).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/delivery/21/date/')?.body).toEqual({ date_timestamp: Date.UTC(2026, 11, 23, 12) / 1000 }));
    // Saved: the settings are read again, and the pick made on the old ones is gone.
    expect(await screen.findByText('Saved. Your subscription is up to date.')).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(2));
    expect(await screen.findByText('Pick a day in the calendar.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('requires a reason to stop a pet', async () => {
    household(next());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Stop Rex' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stop Rex' }));
    expect(await within(dialog).findByText('Please tell us why you stop.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/stop/'))).toBe(false);
  });

  it('stops a pet with the reason typed in the dialog', async () => {
    household(next());
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Stop Rex' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '  Moved abroad ');
    await user.click(within(dialog).getByRole('button', { name: 'Stop Rex' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/animal/3/stop/')?.body).toEqual({ reason: 'Moved abroad' }));
  });

  it('keeps the dialog open with the API’s reason when a change is refused', async () => {
    household(next(), {
      // The cut-off passed while the dialog was open.
      extra: { 'POST /delivery/21/skip/': () => ({ status: 409, body: { detail: 'The cut-off of this box has passed.', code: 'cut_off_passed' } }) },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Skip this delivery' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Price per day');
    await user.click(within(dialog).getByRole('button', { name: 'Skip this delivery' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The cut-off of this box has passed.');
    expect(calls.some((call) => call.method === 'POST' && call.path === '/delivery/21/skip/')).toBe(true);
    expect(screen.queryByText('Saved. Your subscription is up to date.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('after the cut-off, explains the box can no longer change', async () => {
    household(next({ state: 'charging', changeable: false, delivery_dates: [] }));
    renderPage();
    expect(await screen.findByText('This box can no longer be changed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip this delivery' })).not.toBeInTheDocument();
  });

  it('says so when the settings cannot be read, and reads them again on Try again', async () => {
    let down = true;
    household(next(), { down: () => down });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('This page could not be loaded just now')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Next delivery' })).toBeInTheDocument();
  });
});
