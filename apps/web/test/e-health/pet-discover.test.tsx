import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Animal, DietFigures } from '@brokkie/contracts/animal';
import type { Reminder } from '@brokkie/contracts/reminder';
import type { Recommendation, Survey, SurveyAnswer, SurveyCategory, SurveyQuestion, SurveySubmission } from '@brokkie/contracts/survey';
import * as route from '../../app/routes/e-health-pet-discover.tsx';
import { suggestedReminderStart } from '../../app/features/pet-discover/pet-discover-data.ts';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page, refused } from '../support/fake-api.ts';
import { diet, extra, item, pet, product, subscription } from '../support/fixtures.ts';

// ─── The seeded content, as the API answers it (in English) ─────────────────────────────────

const categories: SurveyCategory[] = [
  { id: 1, url: '/surveycategories/1/', key: 'healthy_weight', name: 'Healthy weight', position: 1 },
  { id: 2, url: '/surveycategories/2/', key: 'dental_care', name: 'Dental care', position: 2 },
];
const survey = (id: number, category: number, name: string, animalTypes: Survey['animal_types'], position = 1): Survey => ({
  id,
  url: `/surveys/${id}/`,
  key: `survey_${id}`,
  category: `/surveycategories/${category}/`,
  animal_types: animalTypes,
  name,
  description: `About ${name.toLowerCase()}.`,
  position,
  question_count: 2,
});
const weightCheck = survey(1, 1, 'Weight check', ['dog']);
const teethCheck = survey(2, 2, 'Teeth check', ['dog', 'cat']);
const catWeight = survey(3, 1, 'Cat weight check', ['cat'], 2);
const question = (id: number, of: Survey, text: string, kind: SurveyQuestion['kind'], position: number): SurveyQuestion => ({
  id,
  url: `/surveyquestions/${id}/`,
  key: `q${id}`,
  survey: of.url,
  text,
  kind,
  position,
});
const ribs = question(11, weightCheck, 'Can you feel the ribs?', 'single', 1);
const walks = question(12, weightCheck, 'What does a day hold?', 'multiple', 2);
const answer = (id: number, of: SurveyQuestion, text: string, position: number): SurveyAnswer => ({
  id,
  url: `/surveyanswers/${id}/`,
  key: `a${id}`,
  question: of.url,
  text,
  position,
});
const answers = [
  answer(101, ribs, 'Easily', 1),
  answer(102, ribs, 'Hardly', 2),
  answer(103, walks, 'Long walks', 1),
  answer(104, walks, 'Lying on the sofa', 2),
  answer(105, walks, 'Treats between meals', 3),
  { ...answer(106, walks, 'None of these', 4), key: 'none' },
];

const base = (id: number, key: string, title: string, priority: number) => ({
  id,
  url: `/recommendations/${id}/`,
  key,
  title,
  body: `Why ${title.toLowerCase()}.`,
  source: `Guideline ${id}`,
  source_url: `https://example.org/guideline-${id}`,
  priority,
});
const weighMonthly: Recommendation = {
  ...base(1, 'weigh', 'Weigh every month', 2),
  kind: 'reminder',
  action: { reminder_kind: 'weight_check', repeat: 'monthly', interval: 1 },
};
const seeVet: Recommendation = { ...base(2, 'vet', 'Ask your vet about the weight', 3), kind: 'vet_visit', action: {}, source_url: null };
const chews = extra(40, 'Dental chews', 899);
const dentalProduct: Recommendation = { ...base(3, 'chews', 'Try dental chews', 4), kind: 'product', action: { product: chews.url, sku: chews.sku } };
const calmer: Recommendation = {
  ...base(4, 'calm', 'Feed for a calm day', 1),
  kind: 'meal_plan',
  action: { changes: { activity: 'low', condition: 'overweight' } },
};

const rex = pet(7, 'Rex', { activity: 'active', condition: 'ideal' });
const minou = pet(8, 'Minou', { type: 'cat', sex: 'female', indoor: true });

function submission(of: Animal, recommendations: Recommendation[], chosen = [102, 104]): SurveySubmission {
  return {
    id: 50,
    url: '/surveyanswerrecommendationsubmissions/50/',
    animal: of.url,
    survey: weightCheck.url,
    answers: chosen.map((id) => `/surveyanswers/${id}/`),
    recommendations,
    created_at: '2026-11-20T10:00:00.000Z',
  };
}

const figures = (grams: number, price: number): DietFigures => ({
  formula: product(11, { name: 'Lam & Rijst Adult' }),
  chosen_by_owner: false,
  kcal_per_day: grams * 4,
  grams_per_day: grams,
  sacs_per_delivery: [{ size_grams: 8000, amount: 1 }],
  grams_per_delivery: 8000,
  price_per_delivery: price,
  price_per_day: Math.round(price / 28),
});

/** A household with Rex and Minou; `last` is Rex's last survey, answered before. */
function household({ pets = [rex, minou], last = null as SurveySubmission | null, refuse = false } = {}) {
  let rexNow = pets.find((candidate) => candidate.id === rex.id) ?? rex;
  let lastOfRex = last;
  fakeApi({
    'GET /animal/': () => page(pets.map((candidate) => (candidate.id === rex.id ? rexNow : candidate))),
    'GET /recurringdelivery/': () => page([subscription([item(1, { kind: 'formula', animal: rex.url, product: '/product/11/', amount: 1 })])]),
    'GET /surveycategories/': () => page(categories),
    'GET /surveys/': () => page([teethCheck, weightCheck, catWeight]),
    'GET /surveyquestions/': () => page([walks, ribs]),
    'GET /surveyanswers/': () => page(answers),
    'GET /surveyanswerrecommendationsubmissions/': ({ query }) => page(query.get('animal') === String(rex.id) && lastOfRex ? [lastOfRex] : []),
    'POST /surveyanswerrecommendationsubmissions/': ({ body }) => {
      if (refuse) return refused({ 'questions.q12': ['Choose at least one answer.'] });
      const sent = body as { answers: number[] };
      lastOfRex = { ...submission(rex, [weighMonthly, calmer], sent.answers), id: 51, created_at: '2026-11-26T10:00:00.000Z' };
      return { status: 201, body: lastOfRex };
    },
    [`GET /product/${chews.id}/`]: () => chews,
    'POST /reminder/': ({ body }) => {
      const sent = body as Omit<Reminder, 'id' | 'url' | 'notes' | 'until' | 'next_occurrence'>;
      return {
        status: 201,
        body: { id: 90, url: '/reminder/90/', notes: '', until: null, next_occurrence: null, ...sent, animal: rex.url } satisfies Reminder,
      };
    },
    [`POST /animal/${rex.id}/diet_preview/`]: () => ({
      animal: rex.url,
      country: 'BE',
      interval_weeks: 4,
      current: figures(305, 10781),
      preview: figures(255, 9120),
    }),
    [`PATCH /animal/${rex.id}/`]: ({ body }) => (rexNow = { ...rexNow, ...(body as Partial<Animal>) }),
    [`POST /animal/${rex.id}/get_or_create_diet/`]: () => diet(rexNow, product(11), { grams_per_day: 255 }),
    'POST /recurringdelivery/3/follow_plan/': () => ({ kind: 'updated', recurring: subscription([]) }),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (path = '/en/e-health/pet-discover') => renderRoute(route, { path });

describe('pet discover', { timeout: 20_000 }, () => {
  it('lists the surveys of the pet’s species by category, and asks every question', async () => {
    household();
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: 'Check-ups for Rex' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Healthy weight', 'Dental care']);
    // Rex is a dog: the cats' survey is not his.
    expect(within(panel).queryByText('Cat weight check')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Start Weight check for Rex' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Weight check' })).toBeInTheDocument();
    // In their order; one answer is a radio, several are checkboxes.
    const groups = [screen.getByRole('radiogroup'), screen.getByRole('group', { name: /What does a day hold/ })];
    expect(groups[0]).toHaveAccessibleName('Question 1 of 2 Can you feel the ribs?');
    expect(within(groups[1]!).getAllByRole('checkbox')).toHaveLength(4);

    await user.click(screen.getByRole('radio', { name: 'Hardly' }));
    await user.click(screen.getByRole('button', { name: 'See the advice' }));
    // The checkbox question is not answered: it says so, and nothing is sent.
    expect(await screen.findByText('Choose at least one answer to this question.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('One question still needs an answer.');
    expect(callsTo('POST', '/surveyanswerrecommendationsubmissions/')).toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'Long walks' })).toHaveFocus();
    // What was chosen stays.
    expect(screen.getByRole('radio', { name: 'Hardly' })).toBeChecked();

    // "None of these" stands alone: ticked, it clears the others; another ticked clears it.
    await user.click(screen.getByRole('checkbox', { name: 'Treats between meals' }));
    await user.click(screen.getByRole('checkbox', { name: 'None of these' }));
    expect(screen.getByRole('checkbox', { name: 'Treats between meals' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Treats between meals' }));
    expect(screen.getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Lying on the sofa' }));
    expect(screen.queryByText('Choose at least one answer to this question.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See the advice' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Advice for Rex' })).toBeInTheDocument();
    expect(callsTo('POST', '/surveyanswerrecommendationsubmissions/')[0]?.body).toEqual({ animal: rex.id, survey: weightCheck.id, answers: [102, 104, 105] });
    // By priority, each with its source.
    const advice = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(advice).toEqual(['Feed for a calm day', 'Weigh every month']);
    expect(screen.getByRole('link', { name: /Guideline 1/ })).toHaveAttribute('href', 'https://example.org/guideline-1');
  });

  it('keeps the answers and shows the API’s reason at its question when it refuses them', async () => {
    household({ refuse: true });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Start Weight check for Rex' }));
    await user.click(screen.getByRole('radio', { name: 'Easily' }));
    await user.click(screen.getByRole('checkbox', { name: 'Long walks' }));
    await user.click(screen.getByRole('button', { name: 'See the advice' }));
    expect(await screen.findByText('Choose at least one answer.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Easily' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Long walks' })).toBeChecked();
  });

  it('opens on the pet’s last advice with its source, adds a suggested reminder and offers the product', async () => {
    household({ last: submission(rex, [dentalProduct, seeVet, weighMonthly]) });
    const user = userEvent.setup();
    renderPage('/en/e-health/pet-discover?pet=7');
    expect(await screen.findByRole('heading', { level: 2, name: 'Advice for Rex' })).toBeInTheDocument();
    expect(screen.getByText('From “Weight check”, answered on 20 November 2026.')).toBeInTheDocument();
    // A source without an address is named all the same.
    expect(screen.getByText('Guideline 2')).toBeInTheDocument();
    expect(screen.getByText('Every month at 09:00')).toBeInTheDocument();

    // The product, priced as the shop sells it, and the way to the extras.
    expect(screen.getByText('Dental chews')).toBeInTheDocument();
    expect(screen.getByText('€8.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add it in the extras' })).toHaveAttribute('href', '/en/dashboard/extras');

    await user.click(screen.getByRole('button', { name: 'Add this reminder' }));
    expect(await screen.findByText('Reminder added for Rex')).toBeInTheDocument();
    const start = suggestedReminderStart();
    expect(callsTo('POST', '/reminder/')[0]?.body).toEqual({
      animal: rex.id,
      kind: 'weight_check',
      title: 'Weigh every month',
      start_date: start,
      time: '09:00',
      repeat: 'monthly',
      interval: 1,
      notify_days_before: 1,
    });
    expect(screen.getByRole('link', { name: 'Open the care planner' })).toHaveAttribute('href', '/en/e-health/pet-care-planner');

    // The vet visit: a one-off reminder to call the vet.
    await user.click(screen.getByRole('button', { name: 'Remind me to call the vet about Rex' }));
    await waitFor(() => expect(callsTo('POST', '/reminder/')).toHaveLength(2));
    expect(callsTo('POST', '/reminder/')[1]?.body).toMatchObject({ kind: 'vet_visit', title: 'Ask your vet about the weight', repeat: 'never', interval: 1 });

    // Taken again: from the answers given last time.
    await user.click(screen.getByRole('button', { name: 'Take it again' }));
    expect(screen.getByRole('radio', { name: 'Hardly' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Lying on the sofa' })).toBeChecked();
  });

  it('shows the meal plan now and after the change before applying it, then the deliveries follow', async () => {
    household({ last: submission(rex, [calmer]) });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'See what changes' }));
    const table = await screen.findByRole('table', { name: 'Now and after the change' });
    expect(within(table).getByRole('row', { name: /^Dry food a day/ })).toHaveTextContent('305 g255 g −50 g');
    expect(within(table).getByRole('row', { name: /^Price per delivery/ })).toHaveTextContent('€107.81€91.20 −€16.61');
    expect(callsTo('POST', `/animal/${rex.id}/diet_preview/`).at(-1)?.body).toEqual({ activity: 'low', condition: 'overweight' });
    // Nothing changed yet.
    expect(callsTo('PATCH', `/animal/${rex.id}/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply to Rex’s plan' }));
    expect(await screen.findByText('Rex’s meal plan is updated')).toBeInTheDocument();
    expect(callsTo('PATCH', `/animal/${rex.id}/`)[0]?.body).toEqual({ activity: 'low', condition: 'overweight' });
    expect(callsTo('POST', '/recurringdelivery/3/follow_plan/')[0]?.body).toEqual({ animal: rex.url });
    expect(screen.getByText('Rex now gets 255 g a day.')).toBeInTheDocument();
    expect(screen.getByText('Your deliveries follow the new plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Rex’s meal plan' })).toHaveAttribute('href', '/en/dashboard/mealplan?pet=7');
  });

  it('says when the pet’s plan already follows a meal-plan recommendation, and offers no change', async () => {
    household({ pets: [{ ...rex, activity: 'low', condition: 'overweight' }], last: submission(rex, [calmer]) });
    renderPage();
    expect(await screen.findByText('Rex’s meal plan already takes this into account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See what changes' })).not.toBeInTheDocument();
    expect(screen.getByText('Activity').nextElementSibling).toHaveTextContent('Calm');
  });

  it('offers the cat’s surveys on its tab', async () => {
    household();
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('tab', { name: 'Minou' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check-ups for Minou' })).toBeInTheDocument();
    expect(screen.getByText('Cat weight check')).toBeInTheDocument();
    expect(screen.queryByText('Weight check')).not.toBeInTheDocument();
  });

  it('sends a household without pets to add one', async () => {
    household({ pets: [] });
    renderPage();
    expect(await screen.findByRole('link', { name: 'Add a pet' })).toHaveAttribute('href', '/en/dashboard/pets');
  });
});

describe('a suggested reminder’s first day', () => {
  it('is today while 09:00 is still ahead in Brussels, else tomorrow (summer and winter time)', () => {
    expect(suggestedReminderStart(new Date('2026-11-26T07:59:00Z'))).toBe('2026-11-26');
    expect(suggestedReminderStart(new Date('2026-11-26T08:00:00Z'))).toBe('2026-11-27');
    expect(suggestedReminderStart(new Date('2026-07-15T06:59:00Z'))).toBe('2026-07-15');
    expect(suggestedReminderStart(new Date('2026-07-15T07:00:00Z'))).toBe('2026-07-16');
    expect(suggestedReminderStart(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(suggestedReminderStart(new Date('2027-02-28T12:00:00Z'))).toBe('2027-03-01');
  });
});
