import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddressSearch } from '../../app/features/checkout/address-search.tsx';
import { renderWithShell } from '../components/render-with-shell.tsx';
import { fakeApi } from '../support/fake-api.ts';

// The address lookup credits the data it shows where the data's licence asks for it (German
// postal codes come from OpenStreetMap, ODbL), and only then.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const berlin = { id: 'DE|10115|0', type: 'Locality', text: '10115 Berlin', description: 'Germany' };
const gent = { id: 'BE|9000|0', type: 'Locality', text: '9000 Gent', description: 'Belgium' };

async function search(country: 'DE' | 'BE', answer: { items: unknown[]; credits: string[] }) {
  fakeApi({ 'GET /address-lookup/find/': () => answer });
  renderWithShell(<AddressSearch country={country} lookupKey="brokkie-local" onPick={() => undefined} />, { path: '/en/checkout' });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('combobox', { name: 'Find your postal code or town' }), country === 'DE' ? '10115' : '9000');
  await screen.findByRole('option', { name: new RegExp(country === 'DE' ? 'Berlin' : 'Gent') }, { timeout: 5_000 });
}

describe('the address lookup', () => {
  it('credits OpenStreetMap under German suggestions', async () => {
    await search('DE', { items: [berlin], credits: ['openstreetmap'] });
    expect(screen.getByText('Postal codes in Germany: © OpenStreetMap contributors, ODbL.')).toBeVisible();
  });

  it('shows no credit for data that asks for none', async () => {
    await search('BE', { items: [gent], credits: [] });
    expect(screen.queryByText(/OpenStreetMap/)).toBeNull();
  });
});
