import { mailboxList, mailboxMessage } from '@brokkie/contracts/mail';
import { DevMailboxPage } from '../features/auth/dev-mailbox-page.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import { apiUnavailableData, throwPageNotFound } from '../shell/route-errors.ts';
import { requireDevTools } from '../shell/dev-tools.server.ts';
import { shellRuntime } from '../shell/runtime-config.server.ts';
import type { Route } from './+types/dev-mailbox';

export const meta = pageMeta('dev-mailbox');

const pageSize = 50;

/**
 * The development mailbox: only with the development tools (DEV_TOOLS=on, a caller on this
 * machine), like the API's /dev/mailbox/; for anyone else the page does not exist: 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireDevTools(request, context);
  const url = new URL(request.url);
  const api = shellRuntime(context).apiInternalUrl.replace(/\/+$/, '');
  const to = url.searchParams.get('to')?.trim() ?? '';
  const messageId = Number(url.searchParams.get('message'));
  const query = new URLSearchParams({ limit: String(pageSize), ...(to ? { to } : {}) });
  let listResponse: Response;
  let messageResponse: Response | undefined;
  try {
    [listResponse, messageResponse] = await Promise.all([
      fetch(`${api}/dev/mailbox/?${query.toString()}`, { headers: { Accept: 'application/json' } }),
      Number.isInteger(messageId) && messageId > 0 ? fetch(`${api}/dev/mailbox/${messageId}/`, { headers: { Accept: 'application/json' } }) : undefined,
    ]);
  } catch (error) {
    console.error('[mailbox] could not reach the development mailbox:', error);
    throw apiUnavailableData();
  }
  // An API without the mailbox (DEV_TOOLS off there, or a production API) has none.
  if (listResponse.status === 404) throwPageNotFound(request);
  if (!listResponse.ok) {
    console.error(`[mailbox] the development mailbox answered ${listResponse.status}`);
    throw apiUnavailableData();
  }
  const list = mailboxList.parse(await listResponse.json());
  const selected = messageResponse?.ok ? mailboxMessage.parse(await messageResponse.json()) : null;
  return { messages: list.results, count: list.count, selected, to };
}

export default function DevMailboxRoute({ loaderData }: Route.ComponentProps) {
  return <DevMailboxPage {...loaderData} />;
}
