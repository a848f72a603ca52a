import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { TrackingForwardEvent } from '@brokkie/contracts/tracking-forwarding';
import { DevTrackingPage } from '../../app/features/dev-tracking/dev-tracking-page.tsx';
import { renderWithShell } from '../components/render-with-shell.tsx';

afterEach(cleanup);

const base = {
  customer: 'hid_AbCd1234',
  created_at: '2027-01-10T08:00:00.000Z',
  next_attempt_at: '2027-01-10T08:00:00.000Z',
  forwarded_at: null,
};

const events: TrackingForwardEvent[] = [
  {
    ...base,
    id: 2,
    channel: 'meta',
    event: 'purchase',
    event_id: 'purchase-12',
    subject_key: '12',
    forward_status: 'sent',
    forward_attempts: 1,
    forwarded_at: '2027-01-10T08:01:00.000Z',
    attempts: [
      {
        attempted_at: '2027-01-10T08:01:00.000Z',
        status: 200,
        ok: true,
        request: { method: 'POST', url: 'https://graph.facebook.com/v21.0/1/events?access_token=[redacted]', body: { data: [{ event_id: 'purchase-12' }] } },
        response: '{"events_received":1}',
      },
    ],
  },
  {
    ...base,
    id: 1,
    channel: 'awin',
    event: 'sale',
    event_id: 'sale-12',
    subject_key: '12',
    forward_status: 'skipped',
    forward_attempts: 0,
    attempts: [
      {
        attempted_at: '2027-01-10T08:01:00.000Z',
        status: null,
        ok: false,
        request: { method: 'GET', url: 'https://www.awin1.com/sread.php?tt=ss&ref=12' },
        response: 'not configured',
      },
    ],
  },
];

describe('the development list of forwarded conversions', () => {
  it('shows each event with its status, id and what was or would have been sent', async () => {
    renderWithShell(<DevTrackingPage events={events} ran={['1', '2']} />, { path: '/en/dev/tracking' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forwarded conversions' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Events handled by this run: 2');
    const [purchase, sale] = screen.getAllByRole('article');
    expect(within(purchase!).getByRole('heading', { name: 'Meta purchase' })).toBeTruthy();
    expect(within(purchase!).getByText('Sent', { selector: 'span' })).toBeTruthy();
    expect(within(purchase!).getByText('purchase-12')).toBeTruthy();
    expect(within(purchase!).getByText(/accepted \(200\)/)).toBeTruthy();
    expect(within(purchase!).getByText('{"events_received":1}')).toBeTruthy();
    expect(within(sale!).getByText('Skipped')).toBeTruthy();
    expect(within(sale!).getByText(/not sent: not configured/)).toBeTruthy();
    expect(within(sale!).getByText('Request that would have been sent')).toBeTruthy();
    expect(within(sale!).getByText(/sread\.php\?tt=ss&ref=12/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forward now' })).toBeTruthy();
  });

  it('says when there is nothing yet, in the page’s language', async () => {
    renderWithShell(<DevTrackingPage events={[]} ran={null} />, { path: '/de/dev/tracking', locale: 'de' });
    expect(await screen.findByText('Noch keine Conversion-Ereignisse.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
