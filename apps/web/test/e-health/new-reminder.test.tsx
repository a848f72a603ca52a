import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reminder } from '@brokkie/contracts/reminder';
import * as route from '../../app/routes/e-health-new-reminder.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page, refused } from '../support/fake-api.ts';
import { pet } from '../support/fixtures.ts';

const rex = pet(3, 'Rex');
const minou = pet(4, 'Minou', { type: 'cat', sex: 'female', indoor: true });

function reminder(overrides: Partial<Reminder> = {}): Reminder {
  return {
    id: 9,
    url: '/reminder/9/',
    animal: rex.url,
    kind: 'deworming',
    title: 'Milbemax',
    notes: '',
    start_date: '2026-12-03',
    time: '09:00',
    repeat: 'monthly',
    interval: 3,
    until: null,
    notify_days_before: 1,
    next_occurrence: '2026-12-03T09:00:00+01:00',
    ...overrides,
  };
}

function household({ refuse = false }: { refuse?: boolean } = {}) {
  return fakeApi({
    'GET /animal/': () => page([rex, minou]),
    'GET /reminder/9/': () => reminder(),
    'POST /reminder/': ({ body }) =>
      refuse
        ? refused({ start_date: ['Enter a valid date (YYYY-MM-DD).'] })
        : { ...reminder(), ...(body as object), animal: `/animal/${(body as { animal: number }).animal}/`, id: 10, url: '/reminder/10/' },
    'PATCH /reminder/9/': ({ body }) => ({ ...reminder(), ...(body as object), animal: rex.url }),
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

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(await screen.findByRole('button', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the new reminder page', { timeout: 20_000 }, () => {
  it('checks the fields on blur, in the page’s language', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/new-reminder' });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    // Tabbing past the empty title is no mistake yet; emptying it is.
    await user.click(title);
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    await user.type(title, 'V');
    await user.clear(title);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();

    const time = screen.getByRole('textbox', { name: /^Time/ });
    await user.clear(time);
    await user.type(time, '25:00');
    await user.tab();
    expect(await screen.findByText('Enter a time as HH:MM, for example 09:00.')).toBeInTheDocument();

    const date = screen.getByRole('textbox', { name: /^Date/ });
    await user.type(date, '31022027');
    await user.tab();
    expect(await screen.findByText('This date does not exist.')).toBeInTheDocument();
  });

  it('names the reminder after its kind until the owner types a title, and sends the whole series to the API', async () => {
    const { calls } = household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/new-reminder?pet=4' });
    await choose(user, /Type of care/, 'Deworming');
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Deworming');
    await choose(user, /Type of care/, 'Flea and tick treatment');
    expect(title).toHaveValue('Flea and tick treatment');

    await user.type(screen.getByRole('textbox', { name: /^Date/ }), '01122026');
    await choose(user, /Repeat/, 'Every … months');
    const every = screen.getByRole('textbox', { name: /^Every how many months/ });
    await user.clear(every);
    await user.type(every, '1');
    await user.type(screen.getByRole('textbox', { name: /^Until/ }), '01122027');
    await choose(user, /E-mail reminder/, '3 days before');
    const time = screen.getByRole('textbox', { name: /^Time/ });
    await user.clear(time);
    await user.type(time, '7.45');
    await user.type(screen.getByRole('textbox', { name: /^Notes/ }), 'Bravecto spot-on');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));

    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/e-health/pet-care-planner');
    expect(callsTo('POST', '/reminder/')[0]?.body).toEqual({
      animal: 4,
      kind: 'flea_tick',
      title: 'Flea and tick treatment',
      notes: 'Bravecto spot-on',
      start_date: '2026-12-01',
      // Typed as 7.45.
      time: '07:45',
      repeat: 'monthly',
      interval: 1,
      until: '2027-12-01',
      notify_days_before: 3,
    });
    expect(calls.some((call) => call.method === 'POST' && call.path !== '/reminder/')).toBe(false);
  });

  it('keeps a title the owner typed when the kind changes', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/new-reminder' });
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, 'Rabies');
    await choose(user, /Type of care/, 'Vaccination');
    expect(title).toHaveValue('Rabies');
  });

  it('shows the API’s field error beside its field and keeps what was typed', async () => {
    household({ refuse: true });
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/new-reminder' });
    await choose(user, /Type of care/, 'Dental care');
    await user.type(screen.getByRole('textbox', { name: /^Date/ }), '05012027');
    await user.click(screen.getByRole('button', { name: 'Add reminder' }));
    const date = screen.getByRole('textbox', { name: /^Date/ });
    await waitFor(() => expect(date).toHaveAccessibleDescription(/Enter a valid date \(YYYY-MM-DD\)\./));
    expect(date).toHaveValue('05-01-2027');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Dental care');
    expect(screen.queryByTestId('reached')).toBeNull();
  });

  it('edits a reminder, and deletes its series after asking', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/new-reminder?reminder=9&back=/e-health' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit “Milbemax”' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First date/ })).toHaveValue('03-12-2026');
    expect(screen.getByRole('textbox', { name: /^Every how many months/ })).toHaveValue('3');
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await user.type(title, 'Milbemax tablet');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/e-health');
    expect(callsTo('PATCH', '/reminder/9/')[0]?.body).toMatchObject({ title: 'Milbemax tablet', repeat: 'monthly', interval: 3, animal: 3 });
  });

  it('asks before deleting the series', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health/new-reminder?reminder=9' });
    await user.click(await screen.findByRole('button', { name: 'Delete series' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Milbemax” with all its dates?' });
    expect(callsTo('DELETE', '/reminder/9/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete series' }));
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/e-health/pet-care-planner');
    expect(callsTo('DELETE', '/reminder/9/')).toHaveLength(1);
  });

  it('points a household without pets to adding one', async () => {
    fakeApi({ 'GET /animal/': () => page([]) });
    renderRoute(route, { path: '/en/e-health/new-reminder' });
    expect(await screen.findByRole('link', { name: 'Add a pet' })).toHaveAttribute('href', '/en/dashboard/pets');
  });
});
