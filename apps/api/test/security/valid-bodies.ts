import { todayIsoDate } from '@brokkie/domain/dates';
import { addCalendarDays } from '@brokkie/domain/reminder-schedule';
import { secondsOf } from '../modules/delivery/delivery-test-kit.ts';
import { leadBody } from '../modules/insurance/insurance-test-kit.ts';
import type { ReadJson } from './openapi-operations.ts';

/**
 * The bodies a schema alone cannot make valid, by operation (`POST /address/`): they need the
 * owner's real things (a question of theirs and its kind, an offered delivery day, an occurrence
 * of their reminder) or a rule's values (a postal code and its city, a chip number). The other
 * operations' bodies come from their schemas (openapi-operations.ts exampleOf). Shared by the
 * authorization matrix (so the owner's own request gets past validation) and the fuzz (so a
 * change of one field is the only thing wrong).
 */
export async function validBodies(read: ReadJson, ownerToken: string, ids: Map<string, number | string>): Promise<Record<string, unknown>> {
  const json = async <T>(token: string | undefined, url: string): Promise<T> => JSON.parse((await read(token, url)).body) as T;
  const pet = `/animal/${ids.get('animal')}/`;
  const extras = await json<{ results: { url: string }[] }>(undefined, '/api/product/?kind=extra&country=BE&animal_type=dog&limit=1');
  const survey = (await json<{ results: { id: number; url: string }[] }>(undefined, '/api/surveys/?animal_type=dog&limit=1')).results[0]!;
  const answers = (await json<{ results: { url: string; question: string }[] }>(undefined, `/api/surveyanswers/?survey=${survey.id}&limit=1000`)).results;
  const onePerQuestion = [...new Map(answers.map((answer) => [answer.question, answer.url])).values()];
  const reminder = await json<{ start_date?: string }>(ownerToken, `/api/reminder/${ids.get('reminder')}/`);
  const question = await json<{ url: string; kind: 'rating' | 'choice' | 'text'; min: number | null; choices: { value: string }[] }>(
    ownerToken,
    `/api/feedbackquestion/${ids.get('feedbackquestion')}/`,
  );
  const answer = { rating: { rating: question.min }, choice: { choice: question.choices?.[0]?.value }, text: { comment: 'Fine' } }[question.kind] ?? {};
  const next = await json<{ delivery_dates?: string[] }>(ownerToken, `/api/recurringdelivery/${ids.get('recurringdelivery')}/next_delivery/`);
  const occurrence = reminder.start_date ?? todayIsoDate();
  return {
    'POST /address/': { street: 'Kerkstraat', number: '12', postal_code: '9000', city: 'Gent', country: 'BE' },
    'PATCH /address/{id}/': { postal_code: '2000', city: 'Antwerpen' },
    'POST /feedbackquestion/answer/': { question: question.url, ...answer },
    'POST /delivery/{id}/date/': { date_timestamp: secondsOf(next.delivery_dates?.at(-1) ?? todayIsoDate()) },
    'POST /customer/send_referral_emails/': { type: 'thankyou_dog', subjects: ['a.friend@example.com'] },
    'POST /recurringdelivery/{id}/upselling/': { recurringdeliveryitem_set: [{ product: extras.results[0]?.url, amount: 1, animal: pet }] },
    'POST /animal/unpause/': { animal_ids: [ids.get('animal')] },
    'PUT /questionnaire-draft/': { pets: [{ type: 'dog', name: 'Rex' }], pet_index: 0, step: 'type' },
    'POST /insurancelead/': leadBody({ pet: { size: 'large' }, animal: pet }),
    'POST /insurancelead/decision/': { lead: ids.get('insurancelead'), status: 'accepted' },
    'POST /surveyanswerrecommendationsubmissions/': { animal: pet, survey: survey.url, answers: onePerQuestion },
    'POST /remindercompletion/': { reminder: `/reminder/${ids.get('reminder')}/`, date: occurrence },
    'POST /reminderdeletion/': { reminder: `/reminder/${ids.get('reminder')}/`, date: occurrence },
    'POST /reminder/': { animal: pet, kind: 'vet_visit', title: 'Checkup', start_date: addCalendarDays(todayIsoDate(), 7), time: '09:00', repeat: 'never' },
    'POST /animal/{id}/weights/': { date: todayIsoDate(), weight: 24 },
  };
}
