import { z } from 'zod';
import { toast } from '../components/toast.tsx';
import { addressesAction, addressesSubmission, loadAddressBook } from '../features/profile/addresses-data.ts';
import { loadPrivacy, privacyAction, privacySubmission } from '../features/profile/privacy-data.ts';
import { loadSocialProviders } from '../shell/social-providers.server.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { readSubmission } from '../shell/page-action.ts';
import { clientPageApi, clientPagePath } from '../shell/page-api.ts';
import { serverPageApi } from '../shell/page-api.server.ts';
import { pageMeta } from '../shell/page-meta.ts';
import { forgetSignIn } from '../shell/sign-in-flows.ts';
import { i18nFor } from '../shell/i18n-instances.ts';
import { splitLocalePath } from '@brokkie/domain/locales';
import type { Route } from './+types/dashboard-profile';

export const meta = pageMeta('dashboard-profile');

export async function loader(args: Route.LoaderArgs) {
  const api = serverPageApi(args);
  const [providers, privacy, addresses] = await Promise.all([loadSocialProviders(args.context), api.then(loadPrivacy), api.then(loadAddressBook)]);
  return { providers, privacy, addresses };
}

const profileSubmission = z.discriminatedUnion('intent', [privacySubmission, ...addressesSubmission.options]);

/**
 * The addresses' writes (add, change, delete, the delivery and billing address), and the
 * account's deletion ("Your data"): then signed out here and, as after a logout, on the sign-in
 * page, with a goodbye.
 */
export async function clientAction(args: Route.ClientActionArgs) {
  const submission = await readSubmission(args.request, profileSubmission);
  if (submission.intent !== 'delete_account') return addressesAction(await clientPageApi(args), submission);
  const result = await privacyAction(await clientPageApi(args), submission, {
    forget: async () => {
      const i18n = i18nFor(splitLocalePath(new URL(args.request.url).pathname).locale);
      await forgetSignIn();
      toast.success(i18n.t('privacy:goodbye_title'), i18n.t('privacy:goodbye_text'));
    },
    goodbyePath: clientPagePath(args, '/signin'),
  });
  return result;
}

export default function DashboardProfileRoute({ loaderData }: Route.ComponentProps) {
  return <ProfilePage providers={loaderData.providers} privacy={loaderData.privacy} addresses={loaderData.addresses} />;
}
