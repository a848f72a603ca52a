import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import DashboardLayout from '../../app/layouts/dashboard-layout.tsx';
import { renderRoute } from './render-route.tsx';

afterEach(cleanup);

/** The sidebar's link that says it is the page shown. */
async function currentItem(): Promise<string | null> {
  const [sidebar] = await screen.findAllByRole('navigation', { name: /.+/ });
  const current = within(sidebar!)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');
  expect(current.length).toBeLessThanOrEqual(1);
  return current[0]?.textContent ?? null;
}

describe("the dashboard's navigation", () => {
  it('marks the page shown, and only the home on the dashboard itself', async () => {
    renderRoute({ default: DashboardLayout }, { path: '/en/e-health/pet-passport' });
    expect(await currentItem()).toBe('E-health');
    cleanup();
    renderRoute({ default: DashboardLayout }, { path: '/en/dashboard' });
    expect(await currentItem()).toBe('Dashboard');
  });

  it('marks it too under an alias prefix of the default locale, linking to the canonical address', async () => {
    renderRoute({ default: DashboardLayout }, { path: '/nl-be/e-health', locale: 'nl-be' });
    expect(await currentItem()).toBe('E-health');
    const [sidebar] = screen.getAllByRole('navigation');
    expect(within(sidebar!).getByRole('link', { name: 'E-health' })).toHaveAttribute('href', '/e-health');
  });
});
