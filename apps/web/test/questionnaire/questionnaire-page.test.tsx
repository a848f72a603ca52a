import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router';
import * as route from '../../app/routes/question.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page, refused, type Call, type Handler } from '../support/fake-api.ts';

// The questionnaire as an owner uses it, against a fake product API (fetch).

let calls: Call[] = [];
let savedDraft: unknown;
let draftReadFails = false;

/** The API of an owner at the questionnaire, keeping the draft; `overrides` replace its routes. */
function household(draft: unknown, overrides: Record<string, Handler> = {}) {
  savedDraft = draft;
  draftReadFails = false;
  calls = fakeApi({
    'GET /questionnaire-draft/': () => (draftReadFails ? { status: 500, body: { detail: 'Boom', code: 'internal_error' } } : savedDraft),
    'PUT /questionnaire-draft/': ({ body }) => {
      savedDraft = { ...(body as object), updated_at: '2026-11-22T10:00:00.000Z' };
      return savedDraft;
    },
    'GET /breeds/': () =>
      page([{ id: 3, url: '/breeds/3/', name: 'Labrador retriever', type: 'dog', size: 'large', adult_weight_min_kg: 25, adult_weight_max_kg: 36 }]),
    'POST /animal/': ({ body }) => ({ status: 201, body: { id: 41, url: '/animal/41/', ...(body as object) } }),
    ...overrides,
  }).calls;
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

beforeEach(() => household(empty));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const puts = () => calls.filter((call) => call.method === 'PUT' && call.path === '/questionnaire-draft/');

/** The questionnaire with the browser's Back and Forward beside it, and the URL it shows. */
const withBrowser = {
  ...route,
  default: function QuestionWithBrowser(props: Parameters<typeof route.default>[0]) {
    const navigate = useNavigate();
    const { search } = useLocation();
    return (
      <>
        <route.default {...props} />
        <button type="button" onClick={() => void navigate(-1)}>
          Browser back
        </button>
        <button type="button" onClick={() => void navigate(1)}>
          Browser forward
        </button>
        <output data-testid="search">{search}</output>
      </>
    );
  },
};

describe('the questionnaire', () => {
  it('asks one question at a time, with progress, and validates before going on', async () => {
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/question' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Let’s get started! Is your pet a dog or a cat?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 1 of 13');
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

  it('names the pet in the progress label in the case German needs until it has a name', async () => {
    const user = userEvent.setup();
    renderRoute(route, { path: '/de/question', locale: 'de' });
    expect(await screen.findByRole('progressbar', { name: 'Fortschritt der Fragen zu deinem Tier' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Hund' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByRole('progressbar', { name: 'Fortschritt der Fragen zu deinem Hund' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Rex{Enter}');
    expect(await screen.findByRole('progressbar', { name: 'Fortschritt der Fragen zu Rex' })).toBeInTheDocument();
  });

  it('says a name is missing only once the owner typed and deleted it, or pressed Next, not when tabbing past', async () => {
    household({ pets: [{ type: 'dog' }], pet_index: 0, step: 'name', updated_at: '2026-11-21T10:00:00.000Z' });
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/question' });
    await screen.findByRole('heading', { level: 2, name: 'What’s your dog called?' });
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.click(name);
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();

    await user.type(name, 'M');
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  });

  it('after Next, leaving a field the owner has not touched shows its message', async () => {
    household({ pets: [{ type: 'dog' }], pet_index: 0, step: 'name', updated_at: '2026-11-21T10:00:00.000Z' });
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/question' });
    await screen.findByRole('heading', { level: 2, name: 'What’s your dog called?' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Name/ });
    await user.click(name);
    await user.tab();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('resumes where the owner left off and keeps a wrong answer as typed', async () => {
    household({
      pets: [{ type: 'dog', name: 'Max', sex: 'male', exact_birthdate: true, birth_date: '14-03-2020', breed_choice: 'unknown', size: 'medium' }],
      pet_index: 0,
      step: 'weight',
      updated_at: '2026-11-21T10:00:00.000Z',
    });
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/question' });
    expect(await screen.findByRole('heading', { level: 2, name: 'How much does Max weigh?' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Question 6 of 13');

    const weight = screen.getByRole('textbox', { name: /Weight in kg/ });
    await user.type(weight, '12,,5');
    await user.tab();
    expect(await screen.findByText('Enter the weight as a number, for example 12.5.')).toBeInTheDocument();
    expect(weight).toHaveValue('12,,5');
    await waitFor(() => expect(puts().at(-1)?.body).toMatchObject({ pets: [{ weight: '12,,5' }] }));

    await user.clear(weight);
    await user.type(weight, '12,5');
    // A fixed answer clears its message while typing.
    await waitFor(() => expect(screen.queryByText('Enter the weight as a number, for example 12.5.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Is Max neutered?' })).toBeInTheDocument();
  });

  it('does not skip ahead: a step in the URL after an open question lands on that question', async () => {
    household({ pets: [{ type: 'cat', name: 'Minou' }], pet_index: 0, step: 'type', updated_at: null });
    renderRoute(route, { path: '/en/question?pet=0&step=treats' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Is Minou a boy or a girl?' })).toBeInTheDocument();
  });

  it('creates the pet after its last answer, remembers its id and offers another pet or the overview', async () => {
    household({ pets: [complete], pet_index: 0, step: 'treats', updated_at: '2026-11-21T10:00:00.000Z' });
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/question?pet=0&step=treats' });
    expect(await screen.findByRole('slider', { name: 'Share of treats' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Save Max’s profile' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Max’s profile is complete!' })).toBeInTheDocument();

    const created = calls.find((call) => call.method === 'POST' && call.path === '/animal/');
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
    household(
      { pets: [complete], pet_index: 0, step: 'treats', updated_at: null },
      { 'POST /animal/': () => refused({ weight: ['Too heavy for this breed.'] }) },
    );
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/question?pet=0&step=treats' });
    await user.click(await screen.findByRole('button', { name: 'Save Max’s profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Max’s profile could not be saved. Please try again.');
    expect(alert).toHaveTextContent('Too heavy for this breed.');
    await user.click(within(alert).getByRole('button', { name: 'Go to the question' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How much does Max weigh?' })).toBeInTheDocument();
  });

  it('updates a pet saved before, and makes it again when it was removed meanwhile', async () => {
    household(
      { pets: [{ ...complete, animal_id: 7 }], pet_index: 0, step: 'treats', updated_at: null },
      { 'PATCH /animal/7/': () => ({ status: 404, body: { detail: 'Not found.', code: 'not_found' } }) },
    );
    const user = userEvent.setup();
    renderRoute(route, { path: '/en/question?pet=0&step=treats' });
    await user.click(await screen.findByRole('button', { name: 'Save Max’s profile' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Max’s profile is complete!' })).toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith('/animal/')).map((call) => `${call.method} ${call.path}`)).toEqual([
      'PATCH /animal/7/',
      'POST /animal/',
    ]);
    await waitFor(() => expect(puts().at(-1)?.body).toMatchObject({ pets: [{ animal_id: 41 }], step: 'done' }));
  });

  it('speaks the owner’s language, with the pet’s name in the questions', async () => {
    household({ pets: [{ type: 'dog', name: 'Bobbie', sex: 'female' }], pet_index: 0, step: 'birth_date', updated_at: null });
    renderRoute(route, { path: '/fr/question', locale: 'fr' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Quelle est la date de naissance de Bobbie ?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeInTheDocument();
  });

  it('follows the browser’s Back and Forward, with the step in the URL', async () => {
    const user = userEvent.setup();
    renderRoute(withBrowser, { path: '/en/question' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Let’s get started! Is your pet a dog or a cat?' })).toBeInTheDocument();
    // A first visit stays on the bare /question until the owner moves on.
    expect(screen.getByTestId('search')).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('radio', { name: 'Dog' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What’s your dog called?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?pet=0&step=name'));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Max{Enter}');
    expect(await screen.findByRole('heading', { level: 2, name: 'Is Max a boy or a girl?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?pet=0&step=sex'));

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    const nameHeading = await screen.findByRole('heading', { level: 2, name: 'What’s your dog called?' });
    await waitFor(() => expect(nameHeading).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Max');
    await waitFor(() => expect(puts().at(-1)?.body).toMatchObject({ pet_index: 0, step: 'name' }));

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Let’s get started! Is your pet a dog or a cat?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'What’s your dog called?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Is Max a boy or a girl?' })).toBeInTheDocument();
    await waitFor(() => expect(puts().at(-1)?.body).toMatchObject({ pet_index: 0, step: 'sex' }));
  });

  it('opens a new pet from ?pet=new, saves that at once and shows its position in the URL', async () => {
    household({ pets: [{ ...complete, animal_id: 41 }], pet_index: 0, step: 'done', updated_at: '2026-11-21T10:00:00.000Z' });
    renderRoute(withBrowser, { path: '/en/question?pet=new' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lovely! Who’s next: a dog or a cat?' })).toBeInTheDocument();
    await waitFor(() => expect(puts()[0]?.body).toMatchObject({ pets: [{ animal_id: 41 }, {}], pet_index: 1, step: 'type' }));
    await waitFor(() => expect(screen.getByTestId('search')).toHaveTextContent('?pet=1&step=type'));
  });

  it('says so when the draft cannot be read, and reads it again on request', async () => {
    draftReadFails = true;
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute(route, { path: '/en/question' });
    expect(await screen.findByText('This page could not be loaded just now')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Questionnaire' })).toBeInTheDocument();

    draftReadFails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Let’s get started! Is your pet a dog or a cat?' })).toBeInTheDocument();
  });
});

describe('reading the draft again', () => {
  const revalidates = (from: string, to: string, defaultShouldRevalidate = true) =>
    route.shouldRevalidate({
      currentUrl: new URL(from, 'http://localhost'),
      nextUrl: new URL(to, 'http://localhost'),
      currentParams: {},
      nextParams: {},
      defaultShouldRevalidate,
    });

  it('leaves the steps to the page (the search changes), not another path, a retry or the same URL again', () => {
    expect(revalidates('/en/question', '/en/question?pet=0&step=name')).toBe(false);
    expect(revalidates('/en/question?pet=0&step=name', '/en/question?pet=0&step=sex')).toBe(false);
    expect(revalidates('/en/question?pet=0&step=sex', '/en/question?pet=0&step=name')).toBe(false);
    expect(revalidates('/en/question?pet=0&step=sex', '/fr/question?pet=0&step=sex')).toBe(true);
    expect(revalidates('/en/question?pet=0&step=sex', '/en/question?pet=0&step=sex')).toBe(true);
    expect(revalidates('/en/question?pet=0&step=sex', '/en/question?pet=0&step=sex', false)).toBe(false);
  });

  it('keeps its own draft after its own write (a pet saved)', () => {
    const url = new URL('/en/question?pet=0&step=treats', 'http://localhost');
    expect(
      route.shouldRevalidate({ currentUrl: url, nextUrl: url, currentParams: {}, nextParams: {}, formMethod: 'POST', defaultShouldRevalidate: true }),
    ).toBe(false);
  });
});
