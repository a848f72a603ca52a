import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@brokkie/i18n/i18n';
import type { Animal } from '@brokkie/contracts/animal';
import { toastQueue } from '../../app/components/toast.tsx';
import { ageText, breedText, weightText } from '../../app/features/pet-overview/pet-facts.ts';
import * as route from '../../app/routes/pet-overview.tsx';
import { renderRoute } from '../components/render-route.tsx';

const max: Animal = {
  id: 3,
  url: '/animal/3/',
  name: 'Max',
  type: 'dog',
  sex: 'male',
  dateOfBirth: '2020-03-14',
  exact_birthdate: true,
  breed_1: '/breeds/3/',
  breed_2: '/breeds/9/',
  size: null,
  sterilised: true,
  nurturing: false,
  indoor: null,
  activity: 'active',
  amount_wet_food: 0,
  portions_wet: 0,
  complaints: [],
  condition: 'ideal',
  percentage_fresh_food: 0,
  percentage_treats: 0,
  weight: 12.5,
  status: 'active',
  stop_kind: null,
  stop_reason: null,
  image: null,
  selected_product: null,
};
const minou: Animal = { ...max, id: 5, url: '/animal/5/', name: 'Minou', type: 'cat', sex: 'female', breed_1: null, breed_2: null, indoor: true, weight: 4.2 };

let calls: { method: string; path: string; body: unknown }[] = [];

function fakeApi(animals: Animal[], draft: unknown, { down = () => false }: { down?: () => boolean } = {}) {
  calls = [];
  let list = animals;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      calls.push({ method, path: url.pathname, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
      if (down()) return json({ detail: 'Oops', code: 'internal_error' }, 500);
      if (url.pathname === '/api/animal/') return json({ count: list.length, next: null, previous: null, results: list });
      if (url.pathname === '/api/questionnaire-draft/' && method === 'GET') return json(draft);
      if (url.pathname === '/api/questionnaire-draft/' && method === 'PUT') return json({ ...(JSON.parse(String(init.body)) as object), updated_at: 'x' });
      if (url.pathname === '/api/breeds/9/')
        return json({ id: 9, url: '/breeds/9/', name: 'Poodle', type: 'dog', size: 'medium', adult_weight_min_kg: 10, adult_weight_max_kg: 20 });
      const removed = /^\/api\/animal\/(\d+)\/$/.exec(url.pathname);
      if (removed && method === 'DELETE') {
        list = list.filter((animal) => animal.id !== Number(removed[1]));
        return new Response(null, { status: 204 });
      }
      return json({ detail: 'Not found.', code: 'not_found' }, 404);
    }),
  );
}

afterEach(() => {
  // The toast queue is the app's one module-level queue: a toast of one test must not show in the next.
  toastQueue.clear();
  cleanup();
  vi.unstubAllGlobals();
});

const draftWithMax = {
  pets: [
    { animal_id: 3, type: 'dog', name: 'Max', breed_1: '/breeds/3/', breed_1_name: 'Labrador' },
    { type: 'cat', name: 'Pip' },
  ],
  pet_index: 1,
  step: 'sex',
  updated_at: 'x',
};

describe('the pet overview', () => {
  it('shows each pet with its facts, an edit link and the way on', async () => {
    fakeApi([max, minou], draftWithMax);
    renderRoute(route, { path: '/en/pet-overview' });
    const card = (await screen.findByRole('heading', { level: 2, name: 'Max' })).closest('li')!;
    expect(within(card).getByText('Male dog')).toBeInTheDocument();
    expect(within(card).getByText('Labrador × Poodle')).toBeInTheDocument();
    expect(within(card).getByText('12.5 kg')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Max' })).toHaveAttribute('href', '/en/question?animal=3&step=name');
    const cat = screen.getByRole('heading', { level: 2, name: 'Minou' }).closest('li')!;
    expect(within(cat).getByText('Breed unknown')).toBeInTheDocument();
    // The pet started in the questionnaire but not finished.
    expect(screen.getByRole('link', { name: 'Finish Pip’s profile' })).toHaveAttribute('href', '/en/question?pet=1');
    expect(screen.getByRole('link', { name: /Add a pet/ })).toHaveAttribute('href', '/en/question?pet=new');
    expect(screen.getByRole('link', { name: /Continue/ })).toHaveAttribute('href', '/en/suggested-mealplan');
  });

  it('removes a pet only after confirmation, and forgets it in the questionnaire too', async () => {
    fakeApi([max, minou], draftWithMax);
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/pet-overview' });
    await user.click(await screen.findByRole('button', { name: 'Remove Max' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Max?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Max' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Yes, remove/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Max' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/animal/3/');
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ pets: [{ type: 'cat', name: 'Pip' }], pet_index: 0, step: 'sex' }));
    expect(await screen.findByText('Max has been removed.')).toBeInTheDocument();
  });

  it('cannot continue without a pet, and says why', async () => {
    fakeApi([], { pets: [], pet_index: 0, step: 'type', updated_at: null });
    renderRoute(route, { path: '/en/pet-overview' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No pets yet' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: /Continue/ });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Add at least one pet to continue.');
  });

  it('says when the pets cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi([max, minou], draftWithMax, { down: () => fail });
    renderRoute(route, { path: '/en/pet-overview' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded just now');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Max' })).toBeInTheDocument();
  });
});

describe('pet facts', () => {
  const t = createI18n('nl-be').getFixedT('nl-be', 'pet_overview');
  it('reads an age in years and months, estimated ones with “about”', () => {
    expect(ageText(t, { dateOfBirth: '2023-07-22', exact_birthdate: true }, '2026-11-22', 'nl-BE')).toBe('3 jaar en 4 maanden');
    expect(ageText(t, { dateOfBirth: '2026-03-22', exact_birthdate: false }, '2026-11-22', 'nl-BE')).toBe('Ongeveer 8 maanden');
    expect(ageText(t, { dateOfBirth: '2025-11-22', exact_birthdate: true }, '2026-11-22', 'nl-BE')).toBe('1 jaar');
    expect(ageText(t, { dateOfBirth: '2026-11-10', exact_birthdate: true }, '2026-11-22', 'nl-BE')).toBe('Minder dan een maand');
  });

  it('writes weights with the locale’s decimal sign and names one, two or no breeds', () => {
    expect(weightText(12.5, 'nl-BE')).toBe('12,5 kg');
    expect(breedText(t, { breed_1: '/breeds/3/', breed_2: null }, { '/breeds/3/': 'Labrador' })).toBe('Labrador');
    expect(breedText(t, { breed_1: '/breeds/3/', breed_2: '/breeds/9/' }, {})).toBe('Kruising');
    expect(breedText(t, { breed_1: null, breed_2: null }, {})).toBe('Ras onbekend');
  });
});
