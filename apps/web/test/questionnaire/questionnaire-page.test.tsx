import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionnairePage } from '../../app/features/questionnaire/questionnaire-page.tsx';
import { renderWithShell } from '../components/render-with-shell.tsx';

// The questionnaire as an owner uses it, against a fake product API (fetch).

interface Call {
  method: string;
  path: string;
  body: unknown;
}

let calls: Call[] = [];
let savedDraft: unknown;

function fakeApi(draft: unknown) {
  savedDraft = draft;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, path: url.pathname, body });
      const json = (value: unknown, status = 200) =>
        new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
      if (url.pathname === '/api/questionnaire-draft/' && method === 'GET') return json(savedDraft);
      if (url.pathname === '/api/questionnaire-draft/' && method === 'PUT') {
        savedDraft = { ...body, updated_at: '2026-11-22T10:00:00.000Z' };
        return json(savedDraft);
      }
      if (url.pathname === '/api/breeds/') {
        return json({ count: 1, next: null, previous: null, results: [{ id: 3, url: '/breeds/3/', name: 'Labrador retriever', type: 'dog', size: 'large', adult_weight_min_kg: 25, adult_weight_max_kg: 36 }] });
      }
      if (url.pathname === '/api/animal/' && method === 'POST') return json({ id: 41, url: '/animal/41/', ...body }, 201);
      return json({ detail: 'Not found.', code: 'not_found' }, 404);
    }),
  );
}

const empty = { pets: [], pet_index: 0, step: 'type', updated_at: null };
const complete = {
  type: 'dog',
  name: 'Max',
  sex: 'male',
  exact_birthdate: true,
  birth_date: '14-03-2020',
  breed_choice: 'known',
  breed_1: '/breeds/3/',
  breed_1_name: 'Labrador retriever',
  weight: '12,5',
  sterilised: true,
  activity: 'active',
  condition: 'ideal',
  complaints: [],
  wet_food: false,
  percentage_fresh_food: 10,
  percentage_treats: 5,
};

beforeEach(() => fakeApi(empty));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = () => calls.filter((call) => call.method === 'PUT' && call.path === '/api/questionnaire-draft/');

describe('the questionnaire', () => {
  it('asks one question at a time, with progress, and validates before going on', async () => {
    const user = userEvent.setup();
    renderWithShell(<QuestionnairePage />, { path: '/en/question' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Let’s get started! Is your pet a dog or a cat?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 1 of 12');
    expect(screen.queryByRole('button', { name: /Back/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose one of the answers.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dog' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const nameHeading = await screen.findByRole('heading', { level: 2, name: 'What’s your dog called?' });
    // The new question's heading takes focus.
    await waitFor(() => expect(nameHeading).toHaveFocus());

    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Max{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Is Max a boy or a girl?' })).toBeInTheDocument();
    await waitFor(() => expect(puts().at(-1)?.body).toMatchObject({ pets: [{ type: 'dog', name: 'Max' }], pet_index: 0, step: 'sex' }));
  });

  it('resumes where the owner left off and keeps a wrong answer as typed', async () => {
    fakeApi({ pets: [{ type: 'dog', name: 'Max', sex: 'male', exact_birthdate: true, birth_date: '14-03-2020', breed_choice: 'unknown', size: 'medium' }], pet_index: 0, step: 'weight', updated_at: '2026-11-21T10:00:00.000Z' });
    const user = userEvent.setup();
    renderWithShell(<QuestionnairePage />, { path: '/en/question' });
    expect(await screen.findByRole('heading', { level: 2, name: 'How much does Max weigh?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 7 of 14');

    const weight = screen.getByRole('textbox', { name: /Weight in kg/ });
    await user.type(weight, '12,,5');
    await user.tab();
    expect(await screen.findByText('Enter the weight as a number, for example 12,5.')).toBeInTheDocument();
    expect(weight).toHaveValue('12,,5');
    await waitFor(() => expect(puts().at(-1)?.body).toMatchObject({ pets: [{ weight: '12,,5' }] }));

    await user.clear(weight);
    await user.type(weight, '12,5');
    // A fixed answer clears its message while typing.
    await waitFor(() => expect(screen.queryByText('Enter the weight as a number, for example 12,5.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Is Max neutered?' })).toBeInTheDocument();
  });

  it('does not skip ahead: a step in the URL after an open question lands on that question', async () => {
    fakeApi({ pets: [{ type: 'cat', name: 'Minou' }], pet_index: 0, step: 'type', updated_at: null });
    renderWithShell(<QuestionnairePage />, { path: '/en/question?pet=0&step=treats' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Is Minou a boy or a girl?' })).toBeInTheDocument();
  });

  it('creates the pet after its last answer, remembers its id and offers another pet or the overview', async () => {
    fakeApi({ pets: [complete], pet_index: 0, step: 'treats', updated_at: '2026-11-21T10:00:00.000Z' });
    const user = userEvent.setup();
    renderWithShell(<QuestionnairePage />, { path: '/en/question?pet=0&step=treats' });
    expect(await screen.findByRole('slider', { name: 'Share of treats' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Save Max’s profile' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Max’s profile is complete!' })).toBeInTheDocument();

    const created = calls.find((call) => call.method === 'POST' && call.path === '/api/animal/');
    expect(created?.body).toEqual({
      name: 'Max',
      type: 'dog',
      sex: 'male',
      dateOfBirth: '2020-03-14',
      exact_birthdate: true,
      breed_1: '/breeds/3/',
      breed_2: null,
      size: null,
      weight: 12.5,
      sterilised: true,
      nurturing: false,
      indoor: null,
      activity: 'active',
      condition: 'ideal',
      complaints: [],
      amount_wet_food: 0,
      portions_wet: 0,
      percentage_fresh_food: 10,
      percentage_treats: 5,
    });
    await waitFor(() => expect(puts().at(-1)?.body).toMatchObject({ pets: [{ animal_id: 41 }], step: 'done' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'All questions answered');
    expect(within(screen.getByRole('region', { name: 'Your pets so far' })).getByText('Max')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add another pet' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lovely! Who’s next: a dog or a cat?' })).toBeInTheDocument();
    expect(screen.getByText('Pet 2 of 2: your pet')).toBeInTheDocument();
    await waitFor(() => expect(puts().at(-1)?.body).toMatchObject({ pets: [{ animal_id: 41 }, {}], pet_index: 1, step: 'type' }));
  });

  it('shows the animal API’s field messages with a way to the question concerned', async () => {
    fakeApi({ pets: [complete], pet_index: 0, step: 'treats', updated_at: null });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/animal/') && init?.method === 'POST') {
        return new Response(JSON.stringify({ detail: 'Some fields are not valid.', code: 'validation_error', fields: { weight: ['Too heavy for this breed.'] } }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return original(input as string, init);
    });
    const user = userEvent.setup();
    renderWithShell(<QuestionnairePage />, { path: '/en/question?pet=0&step=treats' });
    await user.click(await screen.findByRole('button', { name: 'Save Max’s profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Max’s profile could not be saved. Please try again.');
    expect(alert).toHaveTextContent('Too heavy for this breed.');
    await user.click(within(alert).getByRole('button', { name: 'Go to the question' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How much does Max weigh?' })).toBeInTheDocument();
  });

  it('speaks the owner’s language, with the pet’s name in the questions', async () => {
    fakeApi({ pets: [{ type: 'dog', name: 'Bobbie', sex: 'female' }], pet_index: 0, step: 'birth_date', updated_at: null });
    renderWithShell(<QuestionnairePage />, { path: '/fr/question', locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Quelle est la date de naissance de Bobbie ?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });
});
