import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, feedbackQuestions } from '@brokkie/db/schema';
import { todayIsoDate } from '@brokkie/domain/dates';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';

let api: TestApi;

interface Signed {
  token: string;
  customerId: string;
}

let ip = 0;
async function signUp(): Promise<Signed> {
  ip += 1;
  const browser = new TestBrowser(api.app, `10.0.160.${ip}`);
  await browser.signUp(uniqueEmail('feedback'), 'woofwoof42', 'Pet Owner');
  const token = await browser.idToken();
  const list = await call('GET', '/api/customer/', token);
  return { token, customerId: list.json().results[0].id };
}

async function signInAsStaff(): Promise<string> {
  const browser = new TestBrowser(api.app, '10.0.160.200');
  expect((await browser.signIn(localStaffAccount.email, localStaffAccount.password)).statusCode).toBe(200);
  return browser.idToken();
}

function call(method: 'GET' | 'POST', url: string, token?: string, body?: unknown, language = 'en') {
  return api.app.inject({
    method,
    url,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': language },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
}

const answer = (token: string, body: unknown, language = 'en') => call('POST', '/api/feedbackquestion/answer/', token, body, language);

interface Question {
  id: number;
  url: string;
  key: string;
  kind: string;
}

async function openQuestions(token: string, language = 'en'): Promise<Question[]> {
  const response = await call('GET', '/api/feedbackquestion/', token, undefined, language);
  expect(response.statusCode).toBe(200);
  return response.json().results;
}

/** A paid first box of `customerId` on `date` (a date before today in Brussels: it has arrived). */
async function paidFirstBox(customerId: string, date: string): Promise<number> {
  const [row] = await api.database.handle.db
    .insert(deliveries)
    .values({ customerId, kind: 'first', status: 'paid', deliveryDate: date, country: 'BE' })
    .returning({ id: deliveries.id });
  return row!.id;
}

function daysFromToday(days: number): string {
  return todayIsoDate(new Date(Date.now() + days * 86_400_000));
}

let alice: Signed;
let bob: Signed;
let staff: string;
let question: Record<string, Question>;

beforeAll(async () => {
  api = await createTestApi();
  alice = await signUp();
  bob = await signUp();
  staff = await signInAsStaff();
  // Both received their first box: every question is put to them.
  await paidFirstBox(alice.customerId, daysFromToday(-3));
  await paidFirstBox(bob.customerId, daysFromToday(-3));
  question = Object.fromEntries((await openQuestions(alice.token)).map((q) => [q.key, q]));
});
afterAll(async () => {
  await api?.close();
});

describe('GET /feedbackquestion/', () => {
  it('lists the questions the customer has not answered, in order, in the request’s language', async () => {
    const response = await call('GET', '/api/feedbackquestion/', bob.token, undefined, 'fr');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 3, next: null, previous: null });
    expect(page.results.map((q: Question) => q.key)).toEqual(['first_box_satisfaction', 'pet_likes_food', 'improvement']);
    const [rating, choice, text] = page.results;
    expect(rating).toEqual({
      id: rating.id,
      url: `/feedbackquestion/${rating.id}/`,
      key: 'first_box_satisfaction',
      kind: 'rating',
      text: 'Êtes-vous satisfait de votre première box Brokkie ?',
      choices: [],
      min: 1,
      max: 5,
      min_label: 'Pas du tout satisfait',
      max_label: 'Très satisfait',
      comment_label: 'Souhaitez-vous nous dire autre chose ? (facultatif)',
    });
    expect(choice).toMatchObject({ kind: 'choice', text: 'Votre animal aime-t-il sa nourriture ?', min: null, max: null });
    expect(choice.choices).toEqual([
      { value: 'loves_it', label: 'Il adore : la gamelle est vide en un rien de temps' },
      { value: 'eats_it', label: 'Il la mange bien' },
      { value: 'getting_used', label: 'Il doit encore s’y habituer' },
      { value: 'refuses', label: 'Il ne veut pas la manger' },
    ]);
    expect(text).toMatchObject({ kind: 'text', text: 'Que pourrions-nous améliorer ?', comment_label: null });

    const dutch = await openQuestions(bob.token, 'nl-be');
    expect(dutch[0]).toMatchObject({ text: 'Hoe tevreden ben je over je eerste Brokkie-box?' });
  });

  it('pages with limit and offset', async () => {
    const page = (await call('GET', '/api/feedbackquestion/?limit=1&offset=1', bob.token)).json();
    expect(page).toMatchObject({
      count: 3,
      next: '/feedbackquestion/?limit=1&offset=2',
      previous: '/feedbackquestion/?limit=1',
    });
    expect(page.results.map((q: Question) => q.key)).toEqual(['pet_likes_food']);
  });

  it('shows one active question by its url', async () => {
    const detail = await call('GET', `/api${question.improvement!.url}`, bob.token, undefined, 'de');
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ key: 'improvement', text: 'Was können wir besser machen?' });
    expect((await call('GET', '/api/feedbackquestion/999999/', bob.token)).statusCode).toBe(404);
  });

  it('needs a signed-in customer', async () => {
    const response = await call('GET', '/api/feedbackquestion/');
    expect(response.statusCode).toBe(401);
  });
});

describe('the questions about the food', () => {
  it('are asked only once the paid first box has arrived (its delivery date has passed in Brussels)', async () => {
    const carol = await signUp();
    const keys = async () => (await openQuestions(carol.token)).map((q) => q.key);
    const count = async () => (await call('GET', '/api/customer/feedback_count/', carol.token)).json();

    // Whether the pet eats the food, and how the first box went, wait for the food.
    expect(await keys()).toEqual(['improvement']);
    expect(await count()).toEqual({ total: 1, answered: 0, unanswered: 1 });
    // Nor can they be answered before.
    const early = await answer(carol.token, { question: question.first_box_satisfaction!.id, rating: 5 });
    expect(early.statusCode).toBe(400);
    expect(early.json().fields).toEqual({ question: ['This question is asked once your first box has arrived.'] });
    const eats = await answer(carol.token, { question: question.pet_likes_food!.id, choice: 'loves_it' });
    expect(eats.statusCode).toBe(400);

    // Paid, arriving today: not delivered yet.
    const box = await paidFirstBox(carol.customerId, daysFromToday(0));
    expect(await keys()).toEqual(['improvement']);
    expect(await count()).toMatchObject({ total: 1 });

    // The next day it has arrived.
    await api.database.handle.db.update(deliveries).set({ deliveryDate: daysFromToday(-1) }).where(eq(deliveries.id, box));
    expect(await keys()).toEqual(['first_box_satisfaction', 'pet_likes_food', 'improvement']);
    expect(await count()).toEqual({ total: 3, answered: 0, unanswered: 3 });
  });
});

describe('POST /feedbackquestion/answer/', () => {
  it('stores a rating, drops the question from the list and counts it in feedback_count', async () => {
    expect((await call('GET', '/api/customer/feedback_count/', alice.token)).json()).toEqual({
      total: 3,
      answered: 0,
      unanswered: 3,
    });
    const response = await answer(alice.token, {
      question: question.first_box_satisfaction!.id,
      rating: 4,
      comment: '  The portions are just right.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      question: question.first_box_satisfaction!.url,
      rating: 4,
      choice: null,
      comment: 'The portions are just right.',
      answered_at: expect.any(String),
    });
    expect((await openQuestions(alice.token)).map((q) => q.key)).toEqual(['pet_likes_food', 'improvement']);
    expect((await call('GET', '/api/customer/feedback_count/', alice.token)).json()).toEqual({
      total: 3,
      answered: 1,
      unanswered: 2,
    });
    // Another customer's questions are untouched.
    expect((await openQuestions(bob.token)).map((q) => q.key)).toHaveLength(3);
  });

  it('answers 409 when the question was answered before', async () => {
    const again = await answer(alice.token, { question: question.first_box_satisfaction!.url, rating: 2 }, 'nl');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'already_answered', detail: 'Je hebt deze vraag al beantwoord. Bedankt!' });
  });

  it('takes a choice by the question’s url, and only one of the offered choices', async () => {
    const url = question.pet_likes_food!.url;
    const wrong = await answer(alice.token, { question: url, choice: 'adores_it', rating: 5 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'validation_error',
      detail: 'Some fields are not valid.',
      fields: {
        choice: ['Please choose one of the answers offered.'],
        rating: ['This question does not take this kind of answer.'],
      },
    });
    const missing = await answer(alice.token, { question: url });
    expect(missing.json().fields).toEqual({ choice: ['Please choose an answer.'] });

    const response = await answer(alice.token, { question: url, choice: 'getting_used' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ question: url, choice: 'getting_used', rating: null, comment: null });
  });

  it('needs the text of a text question', async () => {
    const id = question.improvement!.id;
    const empty = await answer(alice.token, { question: id, comment: '   ' }, 'de');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ comment: ['Bitte schreib deine Antwort.'] });
    const rated = await answer(alice.token, { question: id, rating: 3, comment: 'More cat recipes.' });
    expect(rated.json().fields).toEqual({ rating: ['This question does not take this kind of answer.'] });

    const response = await answer(alice.token, { question: id, comment: 'More cat recipes, please.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ comment: 'More cat recipes, please.', rating: null, choice: null });
    expect(await openQuestions(alice.token)).toEqual([]);
    expect((await call('GET', '/api/customer/feedback_count/', alice.token)).json()).toEqual({
      total: 3,
      answered: 3,
      unanswered: 0,
    });
  });

  it('checks the rating and the rest of the body', async () => {
    const id = question.first_box_satisfaction!.id;
    const outOfRange = await answer(bob.token, { question: id, rating: 6 });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().fields).toEqual({ rating: ['Number must be less than or equal to 5.'] });
    const noRating = await answer(bob.token, { question: id, comment: 'Nice' });
    expect(noRating.json().fields).toEqual({ rating: ['Please choose a rating.'] });
    const extra = await answer(bob.token, { question: id, rating: 3, mood: 'happy' });
    expect(extra.json().fields).toEqual({ mood: ['This field is not allowed.'] });
    const tooLong = await answer(bob.token, { question: question.improvement!.id, comment: 'x'.repeat(2001) });
    expect(tooLong.json().fields).toEqual({ comment: ['The maximum length is 2000 characters.'] });
  });

  it('refuses an unknown, malformed or retired question as a field error', async () => {
    const unknown = await answer(bob.token, { question: 999999, rating: 3 }, 'fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ question: ['Cette question n’existe pas ou n’est plus posée.'] });
    const malformed = await answer(bob.token, { question: '/animal/3/', rating: 3 });
    expect(malformed.json().fields).toEqual({
      question: ['Give the question by its id or its url, for example /feedbackquestion/3/.'],
    });

    const db = api.database.handle.db;
    const retired = question.pet_likes_food!.id;
    await db.update(feedbackQuestions).set({ active: false }).where(eq(feedbackQuestions.id, retired));
    try {
      const response = await answer(bob.token, { question: retired, choice: 'loves_it' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ question: ['This question does not exist or is no longer asked.'] });
      expect((await openQuestions(bob.token)).map((q) => q.key)).toEqual(['first_box_satisfaction', 'improvement']);
      expect((await call('GET', `/api/feedbackquestion/${retired}/`, bob.token)).statusCode).toBe(404);
      expect((await call('GET', '/api/customer/feedback_count/', bob.token)).json()).toMatchObject({ total: 2 });
    } finally {
      await db.update(feedbackQuestions).set({ active: true }).where(eq(feedbackQuestions.id, retired));
    }
  });
});

describe('staff acting as a customer (customer_override)', () => {
  it('may read the open questions but never answer for the customer', async () => {
    const list = await call('GET', `/api/feedbackquestion/?customer_override=${bob.customerId}`, staff);
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(3);
    const response = await call(
      'POST',
      `/api/feedbackquestion/answer/?customer_override=${bob.customerId}`,
      staff,
      { question: question.first_box_satisfaction!.id, rating: 1 },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'permission_denied',
      detail: 'You are viewing this customer as staff (customer_override): changes are not allowed.',
    });
    expect((await openQuestions(bob.token)).map((q) => q.key)).toHaveLength(3);
  });
});
