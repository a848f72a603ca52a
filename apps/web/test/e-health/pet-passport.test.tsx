import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PetPassport } from '@brokkie/contracts/pet-passport';
import { todayIsoDate } from '@brokkie/domain/dates';
import * as passportRoute from '../../app/routes/e-health-pet-passport.tsx';
import * as editRoute from '../../app/routes/e-health-edit-pet-profile.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page, refused } from '../support/fake-api.ts';
import { pet } from '../support/fixtures.ts';

const rex = pet(10, 'Rex', { breed_1: '/breeds/4/' });
const minou = pet(20, 'Minou', { type: 'cat', sex: 'female', indoor: true });

function passportOf(id: number, overrides: Partial<PetPassport> = {}): PetPassport {
  return {
    animal: `/animal/${id}/`,
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
    ...overrides,
  };
}

const owner = {
  id: 'hid_abcd',
  url: '/customer/hid_abcd/',
  email: 'anna@example.com',
  firstname: 'Anna',
  lastname: 'Peeters',
  phone: '+32470123456',
  prefered_country: null,
  prefered_language: null,
  leadsource: '',
  current_store_id: 'brokkie',
  referral_affiliate: '',
  default_delivery_address: null,
  billing_address_override: null,
  newsletter: false,
};

function household(rexPassport: PetPassport = passportOf(rex.id)) {
  let stored = rexPassport;
  return fakeApi({
    'GET /animal/': () => page([rex, minou]),
    'GET /customer/': () => page([owner]),
    'GET /breeds/4/': () => ({
      id: 4,
      url: '/breeds/4/',
      name: 'Labrador Retriever',
      type: 'dog',
      size: 'large',
      adult_weight_min_kg: 25,
      adult_weight_max_kg: 36,
    }),
    [`GET /animal/${rex.id}/passport/`]: () => stored,
    [`GET /animal/${minou.id}/passport/`]: () => passportOf(minou.id),
    [`GET /animal/${rex.id}/weights/`]: () =>
      page([
        { date: '2026-05-01', weight: 26 },
        { date: '2026-08-01', weight: 25.2 },
        { date: '2026-11-01', weight: 24.5 },
      ]),
    [`GET /animal/${minou.id}/weights/`]: () => page([]),
    [`GET /animal/${rex.id}/passport/pdf/`]: () => ({ status: 200, raw: '%PDF-1.4', contentType: 'application/pdf' }),
    [`PATCH /animal/${rex.id}/passport/`]: ({ body }) => {
      const change = body as Partial<PetPassport>;
      if (change.passport_number === 'taken') return refused({ passport_number: ['This passport number is not valid.'] });
      stored = { ...stored, ...change };
      return stored;
    },
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the pet passport', { timeout: 20_000 }, () => {
  it('shows the identity, the vaccinations with the rabies validity against today, and the weight history', async () => {
    household(
      passportOf(rex.id, {
        chip_number: '981098104123456',
        vet_name: 'Dierenkliniek De Haan',
        vaccinations: [{ reminder: '/reminder/3/', title: 'Rabies', date: '2024-03-01', note: 'Batch A123', valid_until: '2025-03-01', rabies: true }],
        rabies_valid_until: '2025-03-01',
      }),
    );
    renderRoute(passportRoute, { path: `/en/e-health/pet-passport?pet=${rex.id}` });
    expect(await screen.findByText('981098104123456')).toBeInTheDocument();
    expect(screen.getByText('Dog · Labrador Retriever · Male')).toBeInTheDocument();
    expect(screen.getByText('Dierenkliniek De Haan')).toBeInTheDocument();
    expect(screen.getByText('anna@example.com')).toBeInTheDocument();
    // Expired in 2025: said in words, not only in colour.
    expect(screen.getByText(/Rabies vaccination/)).toHaveTextContent('Rabies vaccination expired on 1 March 2025');
    const vaccinations = screen.getByRole('table', { name: 'Vaccinations' });
    expect(within(vaccinations).getByRole('rowheader', { name: 'Rabies' })).toBeInTheDocument();
    expect(within(vaccinations).getByText('Batch A123')).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: 'Weight chart of Rex: 3 weighings' });
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(screen.getByRole('figure', { name: 'Rex’s weight over time' })).toHaveTextContent('24.5 kg');
    expect(screen.getByRole('link', { name: 'Record a weight' })).toHaveAttribute('href', `/en/e-health/edit-pet-condition?pet=${rex.id}`);
    expect(screen.getByRole('link', { name: 'Add a vaccination reminder' })).toHaveAttribute(
      'href',
      `/en/e-health/new-reminder?pet=${rex.id}&kind=vaccination`,
    );
  });

  it('says what is not filled in yet, and a valid rabies vaccination until when', async () => {
    const later = `${Number(todayIsoDate().slice(0, 4)) + 2}-01-15`;
    household(
      passportOf(rex.id, {
        vaccinations: [{ reminder: '/reminder/3/', title: 'Rabies', date: '2026-01-15', note: '', valid_until: later, rabies: true }],
        rabies_valid_until: later,
      }),
    );
    renderRoute(passportRoute, { path: '/en/e-health/pet-passport' });
    expect(await screen.findByText(/^Rabies vaccination valid until 15 January \d{4}/)).toBeInTheDocument();
    expect(screen.getAllByText('Not filled in').length).toBeGreaterThan(3);
  });

  it('downloads the PDF in the page language with the signed-in token', async () => {
    household();
    const created = vi.fn(() => 'blob:passport');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderRoute(passportRoute, { path: '/en/e-health/pet-passport' });
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const [download] = callsTo('GET', `/animal/${rex.id}/passport/pdf/`);
    expect(download?.headers.get('accept-language')).toBe('en');
  });
});

describe('the passport details form', { timeout: 20_000 }, () => {
  it('checks the chip number on blur, saves the details and clears an emptied field', async () => {
    household(passportOf(rex.id, { allergies: 'Chicken' }));
    renderRoute(editRoute, { path: `/en/e-health/edit-pet-profile?pet=${rex.id}` });
    const chip = await screen.findByRole('textbox', { name: 'Microchip number' });
    await userEvent.type(chip, '12345');
    await userEvent.tab();
    expect(await screen.findByText('A microchip number has 15 digits (older chips: 9 or 10 letters and digits).')).toBeInTheDocument();
    await userEvent.clear(chip);
    await userEvent.type(chip, '981 098 104 123 456');
    await userEvent.type(screen.getByRole('textbox', { name: 'Vet or practice' }), 'Dierenkliniek De Haan');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Allergies' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH', `/animal/${rex.id}/passport/`)).toHaveLength(1));
    expect(callsTo('PATCH', `/animal/${rex.id}/passport/`)[0]?.body).toEqual({
      chip_number: '981 098 104 123 456',
      // Emptied fields are cleared (the contract sends them as null).
      passport_number: null,
      markings: null,
      allergies: null,
      medication: null,
      vet_name: 'Dierenkliniek De Haan',
      vet_phone: null,
      vet_address: null,
    });
  });

  it("shows the API's refusal beside its field and keeps what was typed", async () => {
    household();
    renderRoute(editRoute, { path: `/en/e-health/edit-pet-profile?pet=${rex.id}` });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Passport number' }), 'taken');
    await userEvent.type(screen.getByRole('textbox', { name: 'Medication' }), 'Apoquel 16 mg');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This passport number is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Medication' })).toHaveValue('Apoquel 16 mg');
  });
});
