import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { InsuranceDevLead } from '@brokkie/contracts/insurance';
import { DevInsurancePage } from '../../app/features/dev-insurance/dev-insurance-page.tsx';
import { renderWithShell } from '../components/render-with-shell.tsx';

afterEach(cleanup);

function devLead(overrides: Partial<InsuranceDevLead> = {}): InsuranceDevLead {
  return {
    id: 7,
    url: '/insurancelead/7/',
    status: 'sent',
    offer: 'corona_direct',
    cover: 'comfort',
    deductible_cents: 10000,
    premium_cents: 2250,
    animal: '/animal/3/',
    pet: { name: 'Rex', type: 'dog', date_of_birth: '2021-04-12', size: 'medium' },
    chip_number: '981098104123456',
    conditions: [],
    conditions_text: '',
    owner: {
      firstname: 'Lotte',
      lastname: 'Peeters',
      email: 'lotte@example.com',
      phone: '+32 470 12 34 56',
      street: 'Veldstraat',
      number: '12',
      box: '',
      postal_code: '9000',
      city: 'Gent',
    },
    start_date: '2027-01-01',
    consent_at: '2026-12-10T09:00:00.000Z',
    created_at: '2026-12-10T09:00:00.000Z',
    sent_at: '2026-12-10T09:00:02.000Z',
    decided_at: null,
    customer: 'hid_abcd1234',
    adapter: 'embedded',
    insurer_reference: 'CD-000007',
    handover_attempts: 1,
    next_handover_at: null,
    handover_failed_at: null,
    last_handover_error: null,
    attempts: [
      {
        attempted_at: '2026-12-10T09:00:02.000Z',
        status: 202,
        ok: true,
        request: { url: 'embedded://corona_direct/leads', body: { lead: 7 } },
        response: '{"reference":"CD-000007"}',
      },
    ],
    ...overrides,
  };
}

describe('the development page of the insurance hand-over', () => {
  it('shows each lead with its hand-over and the insurer’s decision for a sent one', async () => {
    renderWithShell(<DevInsurancePage leads={[devLead(), devLead({ id: 6, status: 'accepted', decided_at: '2026-12-11T09:00:00.000Z' })]} ran={['7']} />, {
      path: '/en/dev/insurance',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Insurance leads handed over' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Leads handled in this run: 1');
    const [sent, accepted] = screen.getAllByRole('article');
    expect(within(sent!).getByRole('heading', { name: 'Lead 7 · Rex' })).toBeTruthy();
    expect(within(sent!).getByText('With the insurer')).toBeTruthy();
    expect(within(sent!).getByText('CD-000007')).toBeTruthy();
    expect(within(sent!).getByText(/answer 202/)).toBeTruthy();
    const decision = within(sent!).getByRole('form', { name: 'The insurer’s decision on lead 7' });
    expect(within(decision).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(decision).getByRole('button', { name: 'Refuse' })).toBeTruthy();
    expect(within(accepted!).getByText('Accepted')).toBeTruthy();
    expect(within(accepted!).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Run hand-over now' })).toBeTruthy();
  });

  it('says when there is nothing yet, in the page’s language', async () => {
    renderWithShell(<DevInsurancePage leads={[]} ran={null} />, { path: '/fr-be/dev/insurance', locale: 'fr-be' });
    expect(await screen.findByText('Pas encore de demande d’assurance.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
