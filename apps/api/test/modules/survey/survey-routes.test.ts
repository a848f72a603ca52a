import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationSeeds, surveySeeds } from '@brokkie/db/survey-content';
import { AnimalTestKit, catBody, dogBody, type Signed } from '../animal/animal-test-kit.ts';

const kit = new AnimalTestKit('10.0.171');
let alice: Signed;
let bob: Signed;
let rex: number;
let minou: number;
let pip: number;
let bobsDog: number;

interface Question {
  id: number;
  url: string;
  key: string;
  survey: string;
  text: string;
  kind: string;
}
interface Answer {
  id: number;
  url: string;
  key: string;
  question: string;
  text: string;
}
interface Survey {
  id: number;
  url: string;
  key: string;
  category: string;
  animal_types: string[];
  name: string;
  question_count: number;
}

let surveys: Map<string, Survey>;
let answers: Map<string, Answer>;

async function pet(owner: Signed, body: Record<string, unknown>): Promise<number> {
  const response = await kit.call('POST', '/api/animal/', owner.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

function get(url: string, language = 'en', token?: string) {
  return kit.call('GET', url, token, undefined, { 'accept-language': language });
}

function submit(owner: Signed, body: unknown, language = 'en') {
  return kit.call('POST', '/api/surveyanswerrecommendationsubmissions/', owner.token, body, { 'accept-language': language });
}

/** The answer urls of a survey by `question.answer` keys. */
const answered = (...keys: string[]) =>
  keys.map((key) => {
    const found = answers.get(key);
    if (!found) throw new Error(`No answer ${key}`);
    return found.url;
  });

const surveyUrl = (key: string) => surveys.get(key)!.url;

beforeAll(async () => {
  await kit.start();
  [alice, bob] = [await kit.signUp(), await kit.signUp()];
  rex = await pet(alice, dogBody({ name: 'Rex', weight: 24.5, complaints: ['allergies'] }));
  minou = await pet(alice, catBody({ name: 'Minou' }));
  pip = await pet(alice, dogBody({ name: 'Pip', weight: 6 }));
  bobsDog = await pet(bob, dogBody({ name: 'Bruno' }));
  surveys = new Map((await get('/api/surveys/?limit=1000')).json().results.map((survey: Survey) => [survey.key, survey]));
  answers = new Map((await get('/api/surveyanswers/?limit=1000')).json().results.map((answer: Answer) => [answer.key, answer]));
});
afterAll(() => kit.stop());

describe('the content lists', () => {
  it('lists the categories by position, in the request’s language, public and cacheable', async () => {
    const response = await get('/api/surveycategories/', 'fr-BE');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['content-language']).toBe('fr-BE');
    expect(response.headers.vary).toMatch(/Accept-Language/);
    const page = response.json();
    expect(page).toMatchObject({ count: 7, next: null, previous: null });
    expect(page.results[0]).toEqual({
      id: page.results[0].id,
      url: `/surveycategories/${page.results[0].id}/`,
      key: 'healthy_weight',
      name: 'Poids de forme',
      position: 10,
    });
    expect(page.results.map((category: { position: number }) => category.position)).toEqual([10, 20, 30, 40, 50, 60, 70]);
    const one = await get(`/api${page.results[1].url}`, 'de');
    expect(one.json()).toMatchObject({ key: 'skin_coat', name: 'Haut und Fell' });
  });

  it('lists the surveys by category, with filters on species and category', async () => {
    const all = (await get('/api/surveys/', 'nl-BE')).json();
    expect(all.count).toBe(surveySeeds.length);
    const weight = all.results.find((survey: Survey) => survey.key === 'dog_weight');
    expect(weight).toMatchObject({ animal_types: ['dog'], name: 'Heeft mijn hond een gezond gewicht?', question_count: 5 });
    expect(weight.category).toMatch(/^\/surveycategories\/\d+\/$/);

    const forCats = (await get('/api/surveys/?animal_type=cat')).json();
    expect(forCats.results.map((survey: Survey) => survey.key)).toEqual(['cat_weight', 'itchy_skin', 'digestion', 'dental', 'parasites', 'senior_cat']);
    const categoryId = weight.category.split('/')[2];
    const inCategory = (await get(`/api/surveys/?category=${categoryId}&limit=1`)).json();
    expect(inCategory).toMatchObject({ count: 2, next: `/surveys/?category=${categoryId}&limit=1&offset=1`, previous: null });
    expect((await get('/api/surveys/?animal_type=fish')).statusCode).toBe(400);
  });

  it('gives every question and every answer with limit=1000, in the request’s language, and per survey or question', async () => {
    const questionCount = surveySeeds.reduce((sum, survey) => sum + survey.questions.length, 0);
    const answerCount = surveySeeds.reduce((sum, survey) => sum + survey.questions.reduce((inner, question) => inner + question.answers.length, 0), 0);
    const questions = (await get('/api/surveyquestions/?limit=1000', 'de')).json();
    expect(questions.count).toBe(questionCount);
    expect(questions.results).toHaveLength(questionCount);
    const ribs = questions.results.find((question: Question) => question.key === 'dog_weight_ribs');
    expect(ribs).toMatchObject({ kind: 'single', survey: surveyUrl('dog_weight'), text: expect.stringContaining('Rippen'), position: 10 });
    expect(questions.results.find((question: Question) => question.key === 'skin_where').kind).toBe('multiple');

    const all = (await get('/api/surveyanswers/?limit=1000', 'nl')).json();
    expect(all.count).toBe(answerCount);
    expect(all.results).toHaveLength(answerCount);

    const ofRibs = (await get(`/api/surveyanswers/?question=${ribs.id}`, 'nl')).json();
    expect(ofRibs.results.map((answer: Answer) => answer.key)).toEqual([
      'dog_weight_ribs.visible',
      'dog_weight_ribs.easy',
      'dog_weight_ribs.hard',
      'dog_weight_ribs.none',
    ]);
    expect(ofRibs.results[3]).toMatchObject({ question: ribs.url, text: 'Ik voel ze niet onder een dikke laag vet', position: 40 });
    const dental = surveys.get('dental')!;
    const ofDental = (await get(`/api/surveyquestions/?survey=${dental.id}`)).json();
    expect(ofDental.count).toBe(dental.question_count);
    const dentalAnswers = (await get(`/api/surveyanswers/?survey=${dental.id}&limit=1000`)).json();
    expect(new Set(dentalAnswers.results.map((answer: Answer) => answer.question))).toEqual(
      new Set(ofDental.results.map((question: Question) => question.url)),
    );

    const tooMany = await get('/api/surveyanswers/?limit=1001', 'nl');
    expect(tooMany.statusCode).toBe(400);
    expect(Object.keys(tooMany.json().fields)).toEqual(['limit']);
  });

  it('lists the recommendations by priority, each with its source and action', async () => {
    const page = (await get('/api/recommendations/?limit=1000', 'fr')).json();
    expect(page.count).toBe(recommendationSeeds.length);
    const priorities = page.results.map((recommendation: { priority: number }) => recommendation.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    const byKey = new Map(page.results.map((recommendation: { key: string }) => [recommendation.key, recommendation]));
    expect(byKey.get('reminder_deworm_quarterly')).toMatchObject({
      kind: 'reminder',
      title: 'Vermifugez tous les trois mois',
      action: { reminder_kind: 'deworming', repeat: 'monthly', interval: 3 },
      source: expect.stringContaining('ESCCAP'),
      source_url: 'https://www.esccap.org/guidelines/gl1/',
    });
    expect(byKey.get('meal_overweight')).toMatchObject({ kind: 'meal_plan', action: { changes: { condition: 'overweight' } } });
    expect(byKey.get('vet_limping')).toMatchObject({ kind: 'vet_visit', action: {} });
    const joints = byKey.get('product_joint_chews') as { url: string; action: { product: string; sku: string } };
    expect(joints.action.sku).toBe('BRK-X-DOG-SUPPLEMENT-JOINTS');
    const product = (await get(`/api${joints.action.product}`)).json();
    expect(product.sku).toBe('BRK-X-DOG-SUPPLEMENT-JOINTS');
    expect((await get(`/api${joints.url}`, 'fr')).json()).toEqual(joints);
  });
});

describe('POST /surveyanswerrecommendationsubmissions/', () => {
  it('gives the recommendations of the answers, by priority, each once, and stores them', async () => {
    const response = await submit(
      alice,
      {
        animal: `/animal/${rex}/`,
        survey: surveyUrl('dog_weight'),
        answers: answered(
          'dog_weight_ribs.none',
          'dog_weight_waist.none',
          'dog_weight_exercise.under_30',
          'dog_weight_treats.many',
          'dog_weight_change.unknown',
        ),
      },
      'nl-BE',
    );
    expect(response.statusCode, response.body).toBe(201);
    const submission = response.json();
    expect(response.headers.location).toBe(`/api${submission.url}`);
    expect(submission).toMatchObject({ animal: `/animal/${rex}/`, survey: surveyUrl('dog_weight') });
    expect(submission.answers).toHaveLength(5);
    // reminder_weight_check follows from three answers and comes once.
    expect(submission.recommendations.map((recommendation: { key: string }) => recommendation.key)).toEqual([
      'meal_obese',
      'meal_low_activity',
      'reminder_weight_check',
      'product_light_treats',
      'info_treats',
    ]);
    expect(submission.recommendations[2]).toMatchObject({
      title: 'Weeg je dier één keer per maand',
      action: { reminder_kind: 'weight_check', repeat: 'monthly', interval: 1 },
    });

    const listed = (await kit.call('GET', '/api/surveyanswerrecommendationsubmissions/', alice.token, undefined, { 'accept-language': 'nl-BE' })).json();
    expect(listed.results[0]).toEqual(submission);
    expect((await kit.call('GET', `/api${submission.url}`, alice.token, undefined, { 'accept-language': 'nl-BE' })).json()).toEqual(submission);
  });

  it('offers only the products that suit the pet: its species, and a dog’s size', async () => {
    const dentalKeys = async (animal: number) => {
      const response = await submit(alice, {
        animal,
        survey: surveys.get('dental')!.id,
        answers: answered('dental_breath.noticeable', 'dental_teeth.clean', 'dental_brushing.daily', 'dental_eating.none').map((url) =>
          Number(url.split('/')[2]),
        ),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().recommendations.map((recommendation: { key: string }) => recommendation.key);
    };
    expect(await dentalKeys(minou)).toEqual(['reminder_tooth_brushing', 'product_cat_dental']);
    expect(await dentalKeys(pip)).toEqual(['reminder_tooth_brushing', 'product_dental_sticks_small']);
    expect(await dentalKeys(rex)).toEqual(['reminder_tooth_brushing', 'product_dental_sticks_large']);
  });

  it('makes a meal-plan change a PATCH body for the pet, which its diet preview takes', async () => {
    const response = await submit(alice, {
      animal: rex,
      survey: surveyUrl('digestion'),
      answers: answered('digestion_stool.soft', 'digestion_signs.none', 'digestion_signs.wind', 'digestion_food_changes.gradual', 'digestion_eating.calm'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const [meal, product] = response.json().recommendations;
    expect(meal).toMatchObject({ key: 'meal_sensitive_digestion', kind: 'meal_plan' });
    // Rex's own complaint stays: the change adds to it.
    expect(meal.action.changes).toEqual({ complaints: ['allergies', 'sensitive_digestion'] });
    expect(product).toMatchObject({
      key: 'product_digestion_powder',
      action: { sku: 'BRK-X-DOG-SUPPLEMENT-DIGESTION', product: expect.stringMatching(/^\/product\/\d+\/$/) },
    });
    const preview = await kit.call('POST', `/api/animal/${rex}/diet_preview/`, alice.token, meal.action.changes);
    expect(preview.statusCode, preview.body).toBe(200);
  });

  it('refuses another customer’s pet, a deleted pet or a survey for the other species, in the request’s language', async () => {
    const body = { survey: surveyUrl('dog_weight'), answers: answered('dog_weight_ribs.easy') };
    const foreign = await submit(alice, { ...body, animal: bobsDog }, 'nl-BE');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'validation_error', fields: { animal: ['Kies een van je eigen dieren.'] } });
    const unknown = await submit(alice, { ...body, animal: 2_000_000 }, 'nl-BE');
    expect(unknown.json().fields).toEqual(foreign.json().fields);

    const gone = await pet(alice, dogBody({ name: 'Gone' }));
    expect((await kit.call('DELETE', `/api/animal/${gone}/`, alice.token)).statusCode).toBe(204);
    expect((await submit(alice, { ...body, animal: gone })).json().fields).toEqual({ animal: ['Choose one of your own pets.'] });

    const species = await submit(alice, { ...body, animal: minou }, 'fr');
    expect(species.statusCode).toBe(400);
    expect(species.json().fields).toEqual({
      survey: ['Ce questionnaire n’est pas prévu pour ce type d’animal. Choisissez un questionnaire pour votre chien ou votre chat.'],
    });

    const malformed = await submit(alice, { animal: '/animals/1/', survey: 'dental', answers: ['x'] }, 'de');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toEqual({
      animal: ['Gib das Tier mit seiner ID oder URL an, zum Beispiel /animal/3/.'],
      survey: ['Gib den Fragebogen mit seiner ID oder URL an, zum Beispiel /surveys/3/.'],
      'answers.0': ['Gib jede Antwort mit ihrer ID oder URL an, zum Beispiel /surveyanswers/3/.'],
    });
  });

  it('names each question left unanswered or answered twice, and each answer of another survey', async () => {
    const response = await submit(
      alice,
      {
        animal: rex,
        survey: surveyUrl('dog_weight'),
        answers: answered('dog_weight_ribs.easy', 'dog_weight_ribs.hard', 'dental_breath.fresh', 'dog_weight_exercise.30_60', 'dog_weight_exercise.30_60'),
      },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      'answers.2': ['This answer does not belong to this survey.'],
      'questions.dog_weight_ribs': ['Choose only one answer to this question.'],
      'questions.dog_weight_waist': ['Please answer this question.'],
      'questions.dog_weight_treats': ['Please answer this question.'],
      'questions.dog_weight_change': ['Please answer this question.'],
    });
    // A multiple-choice question takes several answers.
    const several = await submit(alice, {
      animal: minou,
      survey: surveyUrl('itchy_skin'),
      answers: answered('skin_itch.daily', 'skin_where.paws', 'skin_where.tail', 'skin_coat_look.shiny', 'skin_flea_protection.never'),
    });
    expect(several.statusCode, several.body).toBe(201);
    expect(several.json().recommendations.map((recommendation: { key: string }) => recommendation.key)).toEqual([
      'vet_itch',
      'meal_skin_coat',
      'reminder_flea_tick',
      'reminder_coat_check',
    ]);
  });

  it('needs a signed-in customer', async () => {
    const response = await kit.call('POST', '/api/surveyanswerrecommendationsubmissions/', undefined, { animal: rex, survey: 1, answers: [] });
    expect(response.statusCode).toBe(401);
    expect((await kit.call('GET', '/api/surveyanswerrecommendationsubmissions/')).statusCode).toBe(401);
  });
});

describe('GET /surveyanswerrecommendationsubmissions/', () => {
  it('lists only the customer’s own submissions, newest first, per pet', async () => {
    const bobs = await submit(bob, {
      animal: bobsDog,
      survey: surveyUrl('dog_joints'),
      answers: answered('joints_stiffness.never', 'joints_avoids.nothing', 'joints_limping.longer', 'joints_figure.lean'),
    });
    expect(bobs.statusCode, bobs.body).toBe(201);
    expect(bobs.json().recommendations.map((recommendation: { key: string }) => recommendation.key)).toEqual(['vet_limping']);

    const bobsList = (await kit.call('GET', '/api/surveyanswerrecommendationsubmissions/', bob.token)).json();
    expect(bobsList.results.map((submission: { url: string }) => submission.url)).toEqual([bobs.json().url]);

    const alicesList = (await kit.call('GET', '/api/surveyanswerrecommendationsubmissions/?limit=1000', alice.token)).json();
    expect(alicesList.results.every((submission: { animal: string }) => submission.animal !== `/animal/${bobsDog}/`)).toBe(true);
    const ids = alicesList.results.map((submission: { id: number }) => submission.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const minous = (await kit.call('GET', `/api/surveyanswerrecommendationsubmissions/?animal=${minou}`, alice.token)).json();
    expect(minous.count).toBeGreaterThan(0);
    expect(minous.results.every((submission: { animal: string }) => submission.animal === `/animal/${minou}/`)).toBe(true);

    expect((await kit.call('GET', `/api${bobs.json().url}`, alice.token)).statusCode).toBe(404);
  });
});
