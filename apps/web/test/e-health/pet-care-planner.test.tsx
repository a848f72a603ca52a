import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextDelivery } from '@brokkie/contracts/billing';
import type { CalendarFeed, Reminder, ReminderOccurrence } from '@brokkie/contracts/reminder';
import * as route from '../../app/routes/e-health-pet-care-planner.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page } from '../support/fake-api.ts';
import { box, item, paidDelivery, pet, subscription } from '../support/fixtures.ts';

const rex = pet(3, 'Rex');
const minou = pet(4, 'Minou', { type: 'cat', sex: 'female', indoor: true });
const recurring = subscription([item(7, { kind: 'formula', animal: rex.url, amount: 2 })]);

function reminder(id: number, overrides: Partial<Reminder> = {}): Reminder {
  return {
    id,
    url: `/reminder/${id}/`,
    animal: rex.url,
    kind: 'flea_tick',
    title: 'Bravecto',
    notes: '',
    start_date: '2026-10-03',
    time: '09:00',
    repeat: 'monthly',
    interval: 1,
    until: null,
    notify_days_before: 1,
    next_occurrence: null,
    ...overrides,
  };
}

const flea = reminder(9);
const rabies = reminder(12, { kind: 'vaccination', title: 'Rabies', animal: minou.url, start_date: '2026-11-28', repeat: 'never' });

function occurrence(of: Reminder, date: string, status: ReminderOccurrence['status'], completion: string | null = null): ReminderOccurrence {
  return { reminder: of.url, animal: of.animal, date, starts_at: `${date}T09:00:00+01:00`, status, completion };
}

const next: NextDelivery = {
  recurring_delivery: recurring.url,
  state: 'scheduled',
  delivery: { ...box(10000), delivery_date: '2026-11-25' },
  cut_off_at: '2026-11-20T22:59:00.000Z',
  changeable: true,
  skipped: false,
  skipped_from_date: null,
  undo_skip_until: null,
  paid_delivery: null,
  delivery_dates: [],
  following_delivery_date: '2026-12-23',
  charge_attempts: 0,
  next_charge_at: null,
};

const failed = { status: 500, body: { detail: 'Boom', code: 'internal_error' } };

function household({ feed = null, down = false }: { feed?: CalendarFeed | null; down?: boolean } = {}) {
  return fakeApi({
    'GET /animal/': () => page([rex, minou]),
    'GET /reminder/': () => page([flea, rabies]),
    'GET /reminder/9/': () => flea,
    'GET /reminder/12/': () => rabies,
    'GET /remindercompletion/': () => page([{ id: 5, url: '/remindercompletion/5/', reminder: flea.url, date: '2026-11-03', note: 'Batch 7781' }]),
    'GET /reminder/occurrences/': ({ query }) => {
      const all = [
        occurrence(flea, '2026-11-03', 'done', '/remindercompletion/5/'),
        occurrence(flea, '2026-11-24', 'overdue'),
        occurrence(rabies, '2026-11-28', 'due'),
        occurrence(flea, '2026-12-03', 'due'),
      ];
      const results = all.filter(
        (found) =>
          found.date >= query.get('from')! && found.date <= query.get('to')! && (!query.get('animal') || found.animal === `/animal/${query.get('animal')}/`),
      );
      return { count: results.length, results };
    },
    'GET /recurringdelivery/': () => page([recurring]),
    // The first box, paid and being prepared.
    'GET /delivery/': () => (down ? failed : page([paidDelivery({ delivery_date: '2026-11-18' })])),
    'GET /recurringdelivery/3/next_delivery/': () => next,
    'GET /calendarfeed/': () => (down ? failed : feed ? feed : { status: 404, body: { detail: 'Not found.', code: 'not_found' } }),
    'POST /calendarfeed/': () => ({ status: 201, body: { url: '/calendar/abc/', created: '2026-11-26T10:00:00.000Z' } }),
    'DELETE /calendarfeed/': () => ({ status: 204 }),
    'POST /remindercompletion/': ({ body }) => ({
      status: 201,
      body: { id: 6, url: '/remindercompletion/6/', note: '', ...(body as object), reminder: flea.url },
    }),
    'DELETE /remindercompletion/5/': () => ({ status: 204 }),
    'POST /reminderdeletion/': ({ body }) => ({ status: 201, body: { id: 2, url: '/reminderdeletion/2/', ...(body as object), reminder: flea.url } }),
    'POST /reminder/': ({ body }) => ({ status: 201, body: { ...flea, ...(body as object), id: 20, url: '/reminder/20/' } }),
    'PATCH /reminder/12/': ({ body }) => ({ ...rabies, ...(body as object) }),
    'DELETE /reminder/9/': () => ({ status: 204 }),
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00+01:00'));
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const agenda = () => screen.getByRole('region', { name: /^Agenda/ });
/** The agenda entry named by its title, on its day. */
const entry = (day: string, title: string) =>
  within(
    within(agenda())
      .getByRole('heading', { level: 3, name: new RegExp(day) })
      .closest('li')!,
  ).getByRole('listitem', { name: title });

/** A modal dialog hides the page from assistive technology until it has closed. */
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

describe('the pet care planner', { timeout: 20_000 }, () => {
  it('reads the month’s calendar weeks and lists every occurrence with its status in words, the deliveries and their cut-off', async () => {
    household();
    renderRoute(route, { path: '/en/e-health/pet-care-planner' });
    expect(await screen.findByRole('heading', { name: 'Agenda: November 2026' })).toBeInTheDocument();
    // November 2026 in weeks from Monday: 26 October to 6 December.
    expect(callsTo('GET', '/reminder/occurrences/')[0]?.query.toString()).toBe('from=2026-10-26&to=2026-12-06');
    expect(entry('Tuesday 3 November', 'Bravecto')).toHaveTextContent('Done');
    expect(entry('Tuesday 3 November', 'Bravecto')).toHaveTextContent('Note: Batch 7781');
    expect(entry('Tuesday 24 November', 'Bravecto')).toHaveTextContent('Overdue');
    expect(entry('Saturday 28 November', 'Rabies')).toHaveTextContent(/Due.*Minou · Vaccination/);
    expect(within(agenda()).queryByText(/3 December/)).toBeNull();
    expect(within(agenda()).getByText('Your next Brokkie box')).toBeInTheDocument();
    expect(within(agenda()).getByText('Last moment to change the box of 25 November')).toBeInTheDocument();
    expect(within(agenda()).getByText('Your Brokkie box, being prepared')).toBeInTheDocument();
    // The calendar names what a day holds; today is marked.
    const grid = screen.getByRole('grid');
    expect(within(grid).getByRole('button', { name: /24 November 2026: 1 reminder, 1 overdue/ })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /25 November 2026: Brokkie delivery/ })).toBeInTheDocument();
    expect(within(grid).getByRole('button', { name: /^Today, Thursday, 26 November 2026/ })).toBeInTheDocument();
  });

  it('still lists the reminders when the deliveries and the calendar feed cannot be read, and says so', async () => {
    household({ down: true });
    renderRoute(route, { path: '/en/e-health/pet-care-planner' });
    expect(await screen.findByText('Your deliveries could not be read just now; your reminders are all here.')).toBeInTheDocument();
    expect(entry('Tuesday 24 November', 'Bravecto')).toHaveTextContent('Overdue');
    expect(screen.getByText('Your calendar address could not be read just now. Try again later.')).toBeInTheDocument();
  });

  it('marks an occurrence done with a note, and undoes a completion', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/pet-care-planner' });
    await screen.findByRole('heading', { name: 'Agenda: November 2026' });
    await user.click(within(entry('Tuesday 24 November', 'Bravecto')).getByRole('button', { name: /^Mark done/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark “Bravecto” done' });
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Batch A123');
    await user.click(within(dialog).getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(callsTo('POST', '/remindercompletion/')[0]?.body).toEqual({ reminder: 9, date: '2026-11-24', note: 'Batch A123' }));
    await closed();

    await user.click(within(entry('Tuesday 3 November', 'Bravecto')).getByRole('button', { name: /^Not done/ }));
    await waitFor(() => expect(callsTo('DELETE', '/remindercompletion/5/')).toHaveLength(1));
  });

  it('skips one date, moves one to another day, and deletes a series only after asking', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/pet-care-planner' });
    await screen.findByRole('heading', { name: 'Agenda: November 2026' });

    const overdue = entry('Tuesday 24 November', 'Bravecto');
    await user.click(within(overdue).getByRole('button', { name: /^More/ }));
    await user.click(within(overdue).getByRole('button', { name: 'Skip this date' }));
    await waitFor(() => expect(callsTo('POST', '/reminderdeletion/')[0]?.body).toEqual({ reminder: 9, date: '2026-11-24' }));

    // An occurrence of a series moves as a one-off copy; its date leaves the series.
    await user.click(within(overdue).getByRole('button', { name: 'Move to another day' }));
    const move = await screen.findByRole('dialog', { name: 'Move “Bravecto”' });
    const day = within(move).getByRole('textbox', { name: /New date/ });
    await user.type(day, '3102');
    await user.tab();
    expect(await within(move).findByText('Enter an existing date as DD-MM-YYYY.')).toBeInTheDocument();
    await user.clear(day);
    await user.type(day, '27112026');
    await user.click(within(move).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(callsTo('POST', '/reminderdeletion/')).toHaveLength(2));
    expect(callsTo('POST', '/reminder/')[0]?.body).toEqual({
      animal: rex.url,
      kind: 'flea_tick',
      title: 'Bravecto',
      notes: '',
      start_date: '2026-11-27',
      time: '09:00',
      repeat: 'never',
      notify_days_before: 1,
    });
    expect(callsTo('POST', '/reminderdeletion/')[1]?.body).toEqual({ reminder: 9, date: '2026-11-24' });
    await closed();

    // A one-off reminder simply gets the new day.
    const once = entry('Saturday 28 November', 'Rabies');
    await user.click(within(once).getByRole('button', { name: /^More/ }));
    await user.click(within(once).getByRole('button', { name: 'Move to another day' }));
    const moveOnce = await screen.findByRole('dialog', { name: 'Move “Rabies”' });
    await user.type(within(moveOnce).getByRole('textbox', { name: /New date/ }), '02122026');
    await user.click(within(moveOnce).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(callsTo('PATCH', '/reminder/12/')[0]?.body).toEqual({ start_date: '2026-12-02' }));
    await closed();

    await user.click(within(overdue).getByRole('button', { name: 'Delete series' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete “Bravecto” with all its dates?' });
    expect(callsTo('DELETE', '/reminder/9/')).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Delete series' }));
    await waitFor(() => expect(callsTo('DELETE', '/reminder/9/')).toHaveLength(1));
  });

  it('opens the completion of the occurrence a notice e-mail links to', async () => {
    household();
    renderRoute(route, { path: '/en/e-health/pet-care-planner?complete=9&date=2026-11-24' });
    expect(await screen.findByRole('dialog', { name: 'Mark “Bravecto” done' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Agenda: Tuesday, 24 November 2026/, hidden: true })).toBeInTheDocument();
  });

  it('filters on a pet and follows the month through the address', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/pet-care-planner?month=2026-12&pet=4' });
    expect(await screen.findByRole('heading', { name: 'Agenda: December 2026' })).toBeInTheDocument();
    expect(callsTo('GET', '/reminder/occurrences/')[0]?.query.toString()).toBe('from=2026-11-30&to=2027-01-03&animal=4');
    expect(screen.getByRole('link', { name: 'Minou' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('heading', { name: 'Agenda: November 2026' })).toBeInTheDocument();
    expect(callsTo('GET', '/reminder/occurrences/').at(-1)?.query.toString()).toBe('from=2026-10-26&to=2026-12-06&animal=4');
  });

  it('makes the calendar feed, shows its address, and revokes it after asking', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/pet-care-planner' });
    await user.click(await screen.findByRole('button', { name: 'Create calendar address' }));
    await waitFor(() => expect(callsTo('POST', '/calendarfeed/')).toHaveLength(1));
    cleanup();

    household({ feed: { url: '/calendar/abc/', created: '2026-11-26T10:00:00.000Z' } });
    renderRoute(route, { path: '/en/e-health/pet-care-planner' });
    expect(await screen.findByRole('textbox', { name: 'Your private calendar address' })).toHaveValue('http://localhost:3000/api/calendar/abc/');
    await user.click(screen.getByRole('button', { name: 'Revoke address' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Revoke this calendar address?' });
    await user.click(within(ask).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo('DELETE', '/calendarfeed/')).toHaveLength(1));
  });
});
