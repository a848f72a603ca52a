import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeletionPreview } from '@brokkie/contracts/privacy';
import { toastQueue } from '../../app/components/toast.tsx';
import { PrivacySection } from '../../app/features/profile/privacy-section.tsx';
import type { CurrentUser } from '../../app/shell/auth-store.ts';
import * as route from '../../app/routes/dashboard-profile.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi } from '../support/fake-api.ts';

const reauthenticate = vi.fn(async (_password?: string) => {});
const forgetSignIn = vi.fn(async () => {});
vi.mock('../../app/shell/reauthentication.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  reauthenticate: (password?: string) => reauthenticate(password),
}));
vi.mock('../../app/shell/sign-in-flows.ts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  forgetSignIn: () => forgetSignIn(),
}));
const saveBlob = vi.fn();
vi.mock('../../app/lib/save-blob.ts', () => ({ saveBlob: (blob: Blob, name: string) => saveBlob(blob, name) }));

afterEach(() => {
  toastQueue.clear();
  cleanup();
  vi.clearAllMocks();
});

const user: CurrentUser = {
  uid: 'u1',
  email: 'sam@example.com',
  displayName: 'Sam',
  emailVerified: true,
  providerData: [{ providerId: 'credential', uid: 'sam@example.com' } as CurrentUser['providerData'][number]],
  role: 'customer',
};

const preview: DeletionPreview = {
  subscription_active: true,
  open_boxes: 1,
  paid_boxes_to_come: 0,
  payment_methods: 1,
  invoices_kept: 2,
  kept_until: '2036-12-31',
  reauthentication_required: true,
  summary: {
    pets: 2,
    addresses: 1,
    deliveries: 3,
    invoices: 2,
    payments: 3,
    payment_methods: 1,
    reminders: 4,
    weights: 0,
    surveys: 0,
    feedback_answers: 0,
    referrals_sent: 0,
    consent_records: 1,
    tracking_events: 5,
    mails: 6,
  },
};

function renderSection(sectionPreview: DeletionPreview | null = preview) {
  return renderRoute(
    { default: () => <PrivacySection preview={sectionPreview} user={user} anonymous={false} />, clientAction: route.clientAction },
    { path: '/en/dashboard/profile' },
  );
}

describe('the profile\'s "Your data"', { timeout: 20_000 }, () => {
  it('counts what we keep and downloads the export as brokkie-data-<date>.json', async () => {
    const api = fakeApi({ 'GET /customer/export/': () => ({ status: 200, body: { format: 'brokkie-data-export' } }) });
    const clicks = userEvent.setup();
    renderSection();
    const summary = await screen.findByTestId('privacy-summary');
    expect(within(summary).getByText('Pets').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Invoices').nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText('E-mails sent to you').nextSibling).toHaveTextContent('6');
    await clicks.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saveBlob).toHaveBeenCalled());
    expect(saveBlob.mock.calls[0]![1]).toMatch(/^brokkie-data-\d{4}-\d{2}-\d{2}\.json$/);
    expect(api.calls.some((call) => call.method === 'GET' && call.path === '/customer/export/')).toBe(true);
    expect(await screen.findByText('Your data is downloaded')).toBeInTheDocument();
  });

  it('shows the consequences, asks to confirm with the password, deletes, signs out and says goodbye', async () => {
    const api = fakeApi({
      'DELETE /customer/': () => ({ status: 200, body: { erased_at: '2026-11-26T21:00:00Z', invoices_kept: 2, kept_until: '2036-12-31' } }),
    });
    const clicks = userEvent.setup();
    renderSection();
    await clicks.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const consequences = within(dialog).getByTestId('deletion-consequences');
    expect(consequences).toHaveTextContent('Your subscription stops');
    expect(consequences).toHaveTextContent('1 box not paid yet is cancelled.');
    expect(consequences).toHaveTextContent('2 invoices are kept until 31 December 2036');
    expect(consequences).toHaveTextContent('Your payment methods are revoked');

    // Nothing happens without the tick and the password.
    await clicks.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(within(dialog).getByText('Tick the box to confirm.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await clicks.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await clicks.type(within(dialog).getByLabelText(/Your current password/), 'woofwoof4242');
    await clicks.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByTestId('reached')).toHaveTextContent('/en/signin');
    expect(reauthenticate).toHaveBeenCalledWith('woofwoof4242');
    const deletion = api.calls.find((call) => call.method === 'DELETE' && call.path === '/customer/');
    expect(deletion?.body).toEqual({ confirm: true });
    expect(forgetSignIn).toHaveBeenCalled();
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
  });

  it("shows the API's refusal in the dialog and keeps the account", async () => {
    fakeApi({
      'DELETE /customer/': () => ({
        status: 403,
        body: { detail: 'Sign in again first: deleting your account needs a sign-in of at most 10 minutes ago.', code: 'reauthentication_required' },
      }),
    });
    const clicks = userEvent.setup();
    renderSection();
    await clicks.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog');
    await clicks.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await clicks.type(within(dialog).getByLabelText(/Your current password/), 'woofwoof4242');
    await clicks.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText(/Sign in again first/)).toBeInTheDocument();
    expect(forgetSignIn).not.toHaveBeenCalled();
    expect(screen.queryByTestId('reached')).not.toBeInTheDocument();
  });

  it('says so when the summary could not be read', async () => {
    fakeApi({});
    renderSection(null);
    expect(await screen.findByText(/The summary could not be read just now/)).toBeInTheDocument();
  });
});
