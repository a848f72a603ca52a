import { todayIsoDate } from '@brokkie/domain/dates';
import { localeTags, splitLocalePath } from '@brokkie/domain/locales';
import type { ApiClient } from '../../lib/api-client.ts';
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
