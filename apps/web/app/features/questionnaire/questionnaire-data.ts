import { z } from 'zod';
import { todayIsoDate } from '@brokkie/domain/dates';
import { localeTags, splitLocalePath } from '@brokkie/domain/locales';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { attempt, type ActionResult } from '../../shell/page-action.ts';
import { openDraft, type OpenedDraft } from './open-draft.ts';

/** What /question opens with: the draft where the URL asks, and whether opening it changed it. */
export type QuestionnaireData = OpenedDraft;

/**
 * The questionnaire's first read, by its route's loader (on the server for the first request).
 * Today is Brussels' date and the language the URL's, on the server as in the browser, so that
 * both open a pet from `?animal=` with the same estimated age and decimal separator.
 */
export function loadQuestionnaire(api: ApiClient, url: URL): Promise<QuestionnaireData> {
  return openDraft(api, url.searchParams, { today: todayIsoDate(), localeTag: localeTags[splitLocalePath(url.pathname).locale] });
}

/**
 * What the questionnaire submits when a pet's last question is answered: its answers as the
 * animal API takes them (`toAnimalBody`; the API checks them) and the pet's id when it was created before.
 */
export const questionnaireSubmission = z.object({
  intent: z.literal('save-pet'),
  animal: z.number().int().positive().nullable(),
  body: z.looseObject({ name: z.string(), dateOfBirth: z.string(), exact_birthdate: z.boolean() }),
});

export type QuestionnaireOutcome = ActionResult<{ id: number }>;

const savedAnimal = z.object({ id: z.number().int() });

/**
 * The questionnaire's write: the pet is created (POST /animal/), or updated when it was created
 * before (PATCH); one removed meanwhile (another device) is made again from the answers.
 */
export async function questionnaireAction(api: ApiClient, submission: z.output<typeof questionnaireSubmission>): Promise<QuestionnaireOutcome> {
  const { animal, body } = submission;
  return attempt(async () => {
    if (animal) {
      try {
        return { id: (await api.patch(`/animal/${animal}/`, body, { schema: savedAnimal })).id };
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
      }
    }
    return { id: (await api.post('/animal/', body, { schema: savedAnimal })).id };
  });
}
