import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n } from '@brokkie/i18n/i18n';
import type { Animal } from '@brokkie/contracts/animal';
import { toastQueue } from '../../app/components/toast.tsx';
import { ageText, breedText, weightText } from '../../app/features/pet-overview/pet-facts.ts';
import * as route from '../../app/routes/pet-overview.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page, type Call, type Handler } from '../support/fake-api.ts';
import { pet } from '../support/fixtures.ts';

const max = pet(3, 'Max', { dateOfBirth: '2020-03-14', breed_1: '/breeds/3/', breed_2: '/breeds/9/', size: null, weight: 12.5 });
const minou: Animal = { ...max, id: 5, url: '/animal/5/', name: 'Minou', type: 'cat', sex: 'female', breed_1: null, breed_2: null, indoor: true, weight: 4.2 };

let calls: Call[] = [];

/** `down`: the API answers every call with a 500 while it says so. */
function household(animals: Animal[], draft: unknown, { down = () => false }: { down?: () => boolean } = {}) {
  let list = animals;
  const remove = ({ path }: Call) => {
    list = list.filter((animal) => animal.url !== path);
    return { status: 204 };
  };
  const routes: Record<string, Handler> = {
    'GET /animal/': () => page(list),
    'GET /questionnaire-draft/': () => draft,
    'PUT /questionnaire-draft/': ({ body }) => ({ ...(body as object), updated_at: 'x' }),
    'GET /breeds/9/': () => ({ id: 9, url: '/breeds/9/', name: 'Poodle', type: 'dog', size: 'medium', adult_weight_min_kg: 10, adult_weight_max_kg: 20 }),
    'DELETE /animal/3/': remove,
    'DELETE /animal/5/': remove,
  };
  const oops = { status: 500, body: { detail: 'Oops', code: 'internal_error' } };
  calls = fakeApi(Object.fromEntries(Object.entries(routes).map(([key, handler]) => [key, (call: Call) => (down() ? oops : handler(call))]))).calls;
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
    household([max, minou], draftWithMax);
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
    household([max, minou], draftWithMax);
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/pet-overview' });
    await user.click(await screen.findByRole('button', { name: 'Remove Max' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Max?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove Max' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Yes, remove/ }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Max' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/animal/3/');
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ pets: [{ type: 'cat', name: 'Pip' }], pet_index: 0, step: 'sex' }));
    expect(await screen.findByText('Max has been removed.')).toBeInTheDocument();
  });

  it('says when a pet could not be removed, and keeps it and the question open', async () => {
    household([max, minou], draftWithMax);
    fakeApi({
      'GET /animal/': () => page([max, minou]),
      'GET /questionnaire-draft/': () => draftWithMax,
      'DELETE /animal/3/': () => ({ status: 409, body: { detail: 'Max has an order on its way.', code: 'conflict' } }),
    });
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/pet-overview' });
    await user.click(await screen.findByRole('button', { name: 'Remove Max' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: /Yes, remove/ }));
    expect(await screen.findByText('Max could not be removed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Remove Max?' })).toBeInTheDocument();
    // Behind the open dialog the page is hidden from the accessibility tree, but still there.
    expect(screen.getByRole('heading', { level: 2, name: 'Max', hidden: true })).toBeInTheDocument();
  });

  it('cannot continue without a pet, and says why', async () => {
    household([], { pets: [], pet_index: 0, step: 'type', updated_at: null });
    renderRoute(route, { path: '/en/pet-overview' });
    expect(await screen.findByRole('heading', { level: 2, name: 'No pets yet' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: /Continue/ });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Add at least one pet to continue.');
  });

  it('says when the pets cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    household([max, minou], draftWithMax, { down: () => fail });
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
