import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Referral } from '@brokkie/contracts/referral';
import { typeForHousehold } from '../../app/features/share/share-data.ts';
import { shareLinks } from '../../app/features/share/share-links.ts';
import * as route from '../../app/routes/dashboard-share.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page } from '../support/fake-api.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function referral(overrides: Partial<Referral> = {}): Referral {
  return {
    eligible: true,
    message: null,
    code: 'SAM-7K3Q',
    share_url: 'http://localhost/en/signup?ref=SAM-7K3Q',
    locale: 'en',
    friend_reward: { discount: 2500, text: '25% off their first box' },
    referrer_reward: { amount: 1000, text: '€10 off your next delivery for every friend who orders' },
    invitations_sent: 2,
    friends_ordered: 1,
    daily_limit: 20,
    remaining_today: 18,
    ...overrides,
  };
}

function renderPage() {
  return renderRoute(route, { path: '/en/dashboard/share' });
}

const preview = { locale: 'en', subject: 'Sam invites you to Brokkie', html: '<p>Hello <script>alert(1)</script></p>', text: 'Hello' };

describe('the share page', { timeout: 20_000 }, () => {
  it('shows the code and link, what both get, and the ways to share', async () => {
    fakeApi({
      'GET /customer/referral/': () => ({ status: 200, body: referral() }),
      'GET /animal/': () => page([{ type: 'dog' }]),
      'GET /customer/referral/preview/': () => ({ status: 200, body: preview }),
    });
    // user-event stands in for the clipboard; jsdom has no native share sheet.
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText('SAM-7K3Q')).toBeInTheDocument();
    expect(screen.getByText('25% off their first box')).toBeInTheDocument();
    expect(screen.getByText('€10 off your next delivery for every friend who orders')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your personal link' })).toHaveValue('http://localhost/en/signup?ref=SAM-7K3Q');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost/en/signup?ref=SAM-7K3Q');

    expect(screen.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=.*SAM-7K3Q/);
    expect(screen.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('http://localhost/en/signup?ref=SAM-7K3Q')}`,
    );
    expect(screen.getByRole('link', { name: 'E-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
    // No native share sheet in this browser.
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
  });

  it('previews the e-mail in a sandboxed frame and sends it to the friends', async () => {
    // The API counts the invitations it sent: the page reads them again after sending.
    let sent = 2;
    const api = fakeApi({
      'GET /customer/referral/': () => ({ status: 200, body: referral({ invitations_sent: sent, remaining_today: 20 - sent }) }),
      'GET /animal/': () => page([{ type: 'dog' }, { type: 'cat' }]),
      'GET /customer/referral/preview/': () => ({ status: 200, body: preview }),
      'POST /customer/send_referral_emails/': () => {
        sent += 2;
        return { status: 200, body: { sent: 2, remaining_today: 20 - sent } };
      },
    });
    const user = userEvent.setup();
    renderPage();

    // A dog and a cat at home: the form asks which invitation.
    const form = await screen.findByRole('form', { name: 'Invite friends' });
    expect(screen.getByText('Choose which invitation to send to see the e-mail.')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: /For cat lovers/ }));
    const frame = await screen.findByTitle('The invitation e-mail as your friends receive it');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Hello');
    expect(screen.getByText('Sam invites you to Brokkie')).toBeInTheDocument();
    expect(api.calls.find((call) => call.path.startsWith('/customer/referral/preview/'))?.path).toBe('/customer/referral/preview/?type=thankyou_cat');

    await user.type(within(form).getByRole('textbox', { name: /Friend 1/ }), 'lou@example.com');
    await user.click(within(form).getByRole('button', { name: 'Add another friend' }));
    await user.type(within(form).getByRole('textbox', { name: /Friend 2/ }), 'kim@example.com');
    await user.type(within(form).getByRole('textbox', { name: /Personal message/ }), 'You will love it');
    await user.click(within(form).getByRole('button', { name: 'Send 2 invitations' }));

    expect(await screen.findByText('Sent to 2 friends')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'thankyou_cat',
      subjects: ['lou@example.com', 'kim@example.com'],
      message: 'You will love it',
    });
    expect(await screen.findByText('Invitations sent: 4 · Friends who ordered: 1')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/customer/referral/')).toHaveLength(2);
    // The form is empty again, for the next friends.
    expect(within(form).getByRole('textbox', { name: /Friend 1/ })).toHaveValue('');
  });

  it('checks the addresses before sending and shows the API’s refusal at the right friend', async () => {
    const api = fakeApi({
      'GET /customer/referral/': () => ({ status: 200, body: referral() }),
      'GET /animal/': () => page([{ type: 'dog' }]),
      'GET /customer/referral/preview/': () => ({ status: 200, body: preview }),
      'POST /customer/send_referral_emails/': () => ({
        status: 400,
        body: { detail: 'Some fields are not valid.', code: 'validation_error', fields: { 'subjects.0': ['That is your own e-mail address.'] } },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite friends' });
    // Only dogs: no question about the kind of invitation.
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
    const friend = within(form).getByRole('textbox', { name: /Friend 1/ });
    await user.type(friend, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(friend).toHaveAttribute('aria-invalid', 'true'));
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(friend);
    await user.type(friend, 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('That is your own e-mail address.')).toBeInTheDocument();
    // It stays while that address is in the field, also after leaving it.
    await user.tab();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(form).getByText('That is your own e-mail address.')).toBeInTheDocument();
    expect(friend).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'thankyou_dog', subjects: ['sam@example.com'] });
  });

  it('shows the API’s reason above the form when it names no field', async () => {
    fakeApi({
      'GET /customer/referral/': () => ({ status: 200, body: referral() }),
      'GET /animal/': () => page([{ type: 'dog' }]),
      'GET /customer/referral/preview/': () => ({ status: 200, body: preview }),
      'POST /customer/send_referral_emails/': () => ({ status: 429, body: { detail: 'You have sent enough invitations for today.', code: 'throttled' } }),
    });
    const user = userEvent.setup();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Invite friends' });
    await user.type(within(form).getByRole('textbox', { name: /Friend 1/ }), 'lou@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You have sent enough invitations for today.');
    // What was typed stays, to send later.
    expect(within(form).getByRole('textbox', { name: /Friend 1/ })).toHaveValue('lou@example.com');
  });

  it('says when the customer cannot refer yet', async () => {
    fakeApi({
      'GET /customer/referral/': () => ({
        status: 200,
        body: referral({ eligible: false, code: null, share_url: null, message: 'You can invite friends once your first box is paid.' }),
      }),
      'GET /animal/': () => page([]),
    });
    renderPage();
    expect(await screen.findByText('You can invite friends once your first box is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('25% off their first box')).toBeInTheDocument();
  });

  it('says when the referral cannot be read, and reads it again', async () => {
    let fail = true;
    fakeApi({
      'GET /customer/referral/': () => (fail ? { status: 503, body: { detail: 'Down', code: 'service_unavailable' } } : { status: 200, body: referral() }),
      'GET /animal/': () => page([{ type: 'dog' }]),
      'GET /customer/referral/preview/': () => ({ status: 200, body: preview }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('This page could not be loaded just now')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('SAM-7K3Q')).toBeInTheDocument();
  });
});

describe('share rules', () => {
  it('chooses the invitation from the household, or asks', () => {
    expect(typeForHousehold(['dog', 'dog'])).toBe('thankyou_dog');
    expect(typeForHousehold(['cat'])).toBe('thankyou_cat');
    expect(typeForHousehold(['dog', 'cat'])).toBeNull();
    expect(typeForHousehold([])).toBeNull();
  });

  it('builds the share links with the message and the link encoded', () => {
    const links = shareLinks({ url: 'https://app.brokkie.be/signup?ref=A-B', message: 'Try it & see', subject: 'Hi' });
    expect(links.whatsapp).toBe(`https://wa.me/?text=${encodeURIComponent('Try it & see https://app.brokkie.be/signup?ref=A-B')}`);
    expect(links.email).toBe(`mailto:?subject=Hi&body=${encodeURIComponent('Try it & see https://app.brokkie.be/signup?ref=A-B')}`);
  });
});
