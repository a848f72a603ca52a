import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PetPassport } from '@brokkie/contracts/pet-passport';
import type { Reminder, ReminderOccurrence } from '@brokkie/contracts/reminder';
import * as route from '../../app/routes/e-health.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page } from '../support/fake-api.ts';
import { pet } from '../support/fixtures.ts';

const rex = pet(3, 'Rex', { complaints: ['joints', 'skin_coat'] });
// Born 15 October 2026: six weeks old on 26 November.
const bo = pet(6, 'Bo', { dateOfBirth: '2026-10-15', weight: 3.2 });

function passport(of: string, filled: Partial<PetPassport> = {}): PetPassport {
  return {
    animal: of,
    chip_number: null,
    passport_number: null,
    markings: null,
    allergies: null,
    medication: null,
    vet_name: null,
    vet_phone: null,
    vet_address: null,
    vaccinations: [],
    rabies_valid_until: null,
    ...filled,
  };
}

const flea: Reminder = {
  id: 9,
  url: '/reminder/9/',
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
  next_occurrence: '2026-12-03T09:00:00+01:00',
};

const occurrence = (date: string, status: ReminderOccurrence['status']): ReminderOccurrence => ({
  reminder: flea.url,
  animal: rex.url,
  date,
  starts_at: `${date}T09:00:00+01:00`,
  status,
  completion: null,
});

function household({ pets = [rex], reminders = [] as Reminder[], occurrences = [] as ReminderOccurrence[] } = {}) {
  return fakeApi({
    'GET /animal/': () => page(pets),
    'GET /reminder/': () => page(reminders),
    'GET /reminder/occurrences/': () => ({ count: occurrences.length, results: occurrences }),
    'GET /animal/3/weights/': () =>
      page([
        { date: '2026-09-30', weight: 24.1 },
        { date: '2026-10-31', weight: 24.6 },
      ]),
    'GET /animal/3/passport/': () => passport(rex.url, { chip_number: '981200012345678', vet_name: 'Dr. Peeters', allergies: ' ' }),
    'GET /animal/6/weights/': () => page([]),
    'GET /animal/6/passport/': () => ({ status: 500, body: { detail: 'Boom', code: 'internal_error' } }),
    'POST /reminder/': ({ body }) => ({
      status: 201,
      body: { ...flea, ...(body as object), animal: `/animal/${(body as { animal: number }).animal}/`, id: 30, url: '/reminder/30/' },
    }),
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

describe('the e-health overview', { timeout: 20_000 }, () => {
  it('shows per pet what is overdue and due, the last weight and its trend, the complaints and how full the passport is', async () => {
    household({ reminders: [flea], occurrences: [occurrence('2026-11-03', 'done'), occurrence('2026-11-24', 'overdue'), occurrence('2026-12-03', 'due')] });
    renderRoute(route, { path: '/en/e-health' });
    const card = await screen.findByRole('listitem', { name: 'Rex' });
    expect(callsTo('GET', '/reminder/occurrences/')[0]?.query.toString()).toBe('from=2025-11-26&to=2026-12-26');
    expect(screen.getByRole('status')).toHaveTextContent('1 reminder is overdue. 1 reminder due in the next 30 days.');
    const due = within(card).getByRole('region', { name: 'Due and overdue' });
    expect(
      within(due)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['OverdueBravectoTue 24 Nov', 'DueBravectoThu 3 Dec']);
    expect(within(card).getByText('24.6 kg')).toBeInTheDocument();
    expect(within(card).getByText('0.5 kg more than on 30 September')).toBeInTheDocument();
    expect(within(card).getByText('Joint problems')).toBeInTheDocument();
    expect(within(card).getByText('Skin or coat problems')).toBeInTheDocument();
    expect(within(card).getByText('2 of 8 details filled in')).toBeInTheDocument();
    expect(within(card).getByRole('meter', { name: 'Rex’s passport filled in' })).toHaveAttribute('aria-valuenow', '2');
    expect(within(card).getByRole('link', { name: 'Open Rex’s planner' })).toHaveAttribute(
      'href',
      '/en/e-health/pet-care-planner?pet=3&from=2026-11-26&to=2026-12-26',
    );
    expect(within(card).getByRole('link', { name: 'Edit complaints' })).toHaveAttribute('href', '/en/e-health/edit-pet-complaints?pet=3');
    expect(within(card).getByRole('link', { name: 'Complete the passport' })).toHaveAttribute('href', '/en/e-health/pet-passport?pet=3');
    expect(within(card).getByRole('link', { name: 'Record a weight' })).toHaveAttribute('href', '/en/e-health/edit-pet-condition?pet=3');
    expect(within(card).getByRole('link', { name: 'Passport details' })).toHaveAttribute('href', '/en/e-health/edit-pet-profile?pet=3');
    // The rest of the suggestions wait behind their summary; a flea and tick reminder is there already.
    const more = within(card).getByText('More suggestions for Rex (5)');
    expect(more.tagName).toBe('SUMMARY');
    expect(within(more.parentElement!).queryByText('Flea and tick treatment')).toBeNull();
    expect(within(more.parentElement!).getByText('Vaccination booster')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Care planner' })).toHaveAttribute('href', '/en/e-health/pet-care-planner');
    expect(screen.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/en/e-health/pet-discover');
  });

  it('starts a household without reminders from suggestions for its pets’ age, added with one press', async () => {
    household({ pets: [rex, bo] });
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health' });
    expect(await screen.findByRole('heading', { name: 'Start your pets’ care plan' })).toBeInTheDocument();
    const puppy = screen.getByRole('region', { name: 'Suggested for Bo' });
    expect(within(puppy).getByText('First vaccination (8 weeks)')).toBeInTheDocument();
    expect(within(puppy).getByText('Third vaccination (16 weeks)')).toBeInTheDocument();
    expect(within(puppy).getByText('Deworming (young pet)')).toBeInTheDocument();
    const adult = screen.getByRole('region', { name: 'Suggested for Rex' });
    expect(within(adult).queryByText(/weeks\)/)).toBeNull();
    expect(within(adult).getByText('Yearly vet check-up')).toBeInTheDocument();
    // A weight check-in list that is empty, and a passport that could not be read, leave the page standing.
    const boCard = screen.getByRole('listitem', { name: 'Bo' });
    expect(within(boCard).getByText('No weigh-ins yet. Profile weight: 3.2 kg.')).toBeInTheDocument();
    expect(within(boCard).getByText('The passport could not be read just now.')).toBeInTheDocument();

    await user.click(within(puppy).getByRole('button', { name: 'Add: First vaccination (8 weeks) for Bo' }));
    await waitFor(() =>
      expect(callsTo('POST', '/reminder/')[0]?.body).toEqual({
        animal: 6,
        kind: 'vaccination',
        title: 'First vaccination (8 weeks)',
        start_date: '2026-12-10',
        time: '09:00',
        repeat: 'never',
        interval: 1,
        until: null,
        notify_days_before: 7,
      }),
    );
  });

  it('adds all of a pet’s suggestions with one press', async () => {
    household({ pets: [bo] });
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/e-health' });
    await user.click(await screen.findByRole('button', { name: 'Add all 10 for Bo' }));
    await waitFor(() => expect(callsTo('POST', '/reminder/')).toHaveLength(10));
    expect(callsTo('POST', '/reminder/').map((call) => (call.body as { title: string }).title)).toEqual([
      'First vaccination (8 weeks)',
      'Second vaccination (12 weeks)',
      'Third vaccination (16 weeks)',
      'Vaccination booster',
      'Deworming (young pet)',
      'Deworming',
      'Flea and tick treatment',
      'Yearly vet check-up',
      'Dental check',
      'Weigh-in',
    ]);
  });

  it('sends the suggestion’s title in the page’s language', async () => {
    household();
    const user = userEvent.setup();
    renderRoute(route, { path: '/nl-be/e-health', locale: 'nl-be' });
    await user.click(await screen.findByRole('button', { name: 'Toevoegen: Ontworming voor Rex' }));
    await waitFor(() =>
      expect(callsTo('POST', '/reminder/')[0]?.body).toMatchObject({ title: 'Ontworming', kind: 'deworming', repeat: 'monthly', interval: 3 }),
    );
  });

  it('shows a household without pets the way to add one', async () => {
    household({ pets: [] });
    renderRoute(route, { path: '/en/e-health' });
    expect(await screen.findByRole('heading', { name: 'Add your first pet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a pet' })).toHaveAttribute('href', '/en/dashboard/pets');
  });
});
