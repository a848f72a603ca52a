import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@brokkie/i18n/i18n';
import type { SwitchOver } from '@brokkie/contracts/billing';
import { todayIsoDate } from '@brokkie/domain/dates';
import { switchOverGuide } from '@brokkie/domain/switch-over';
import { SwitchOverGuide } from '../../app/components/switch-over-guide.tsx';
import { DashboardHomePage } from '../../app/features/dashboard-home/dashboard-home-page.tsx';
import type { HomeData } from '../../app/features/dashboard-home/dashboard-home-data.ts';
import * as thankYou from '../../app/routes/thank-you.tsx';
import { deliveryFixture } from '../checkout/checkout-fixtures.ts';
import { renderRoute } from '../components/render-route.tsx';
import { fakeApi, page } from '../support/fake-api.ts';
import { pet, subscription } from '../support/fixtures.ts';

// The week of switching to Brokkie, as the thank-you page and the dashboard home show it: per pet
// the grams of Brokkie and old food a day, today's step marked, gone once day 7 has passed.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The API's answer for a first box arriving `startsOn`, from the domain's own rule. */
function guideFrom(startsOn: string, pets: { id: number; name: string; grams: number }[]): SwitchOver {
  const guide = switchOverGuide(
    startsOn,
    pets.map((found) => ({ id: found.id, gramsPerDay: found.grams })),
  )!;
  const url = (id: number) => `/animal/${id}/`;
  return {
    delivery: '/delivery/41/',
    starts_on: guide.startsOn,
    ends_on: guide.endsOn,
    pets: pets.map((found) => ({ animal: url(found.id), name: found.name, grams_per_day: found.grams })),
    steps: guide.steps.map((step) => ({
      first_day: step.firstDay,
      last_day: step.lastDay,
      from: step.from,
      to: step.to,
      new_percentage: step.newPercent,
      portions: step.portions.map((portion) => ({ animal: url(portion.id), new_grams: portion.newGrams, old_grams: portion.oldGrams })),
    })),
  };
}

const today = todayIsoDate();
const rexAndMinou = [
  { id: 3, name: 'Rex', grams: 320 },
  { id: 4, name: 'Minou', grams: 55 },
];

describe('the switch-over guide', () => {
  it('has a table per pet with the grams of Brokkie and old food of each step, before the box arrives', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <SwitchOverGuide guide={guideFrom('2026-12-01', rexAndMinou)} localeTag="en-GB" today="2026-11-27" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Switching to Brokkie, day by day' })).toBeInTheDocument();
    expect(screen.getByText(/^Start on Tuesday 1 December, the day your box arrives\./)).toBeInTheDocument();
    const rex = screen.getByRole('table', { name: 'Rex: 320 g of Brokkie a day' });
    const rows = within(rex).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Days 1–2Tue 1 Dec – Wed 2 Dec25% Brokkie80 g240 g',
      'Days 3–4Thu 3 Dec – Fri 4 Dec50% Brokkie160 g160 g',
      'Days 5–6Sat 5 Dec – Sun 6 Dec75% Brokkie240 g80 g',
      'Day 7Mon 7 Dec100% Brokkie320 g–',
    ]);
    const minou = screen.getByRole('table', { name: 'Minou: 55 g of Brokkie a day' });
    expect(within(minou).getAllByRole('row')[1]).toHaveTextContent(/14 g41 g$/);
    // Nothing is today yet.
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('marks today’s step once it has started, in the page’s language', () => {
    render(
      <I18nextProvider i18n={createI18n('fr-be')}>
        <SwitchOverGuide guide={guideFrom('2026-12-01', rexAndMinou.slice(0, 1))} localeTag="fr-BE" today="2026-12-04" />
      </I18nextProvider>,
    );
    expect(screen.getByText(/^Vous avez commencé le mardi 1 décembre, le jour où votre box est arrivée\./)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Rex\s:\s320\sg de Brokkie par jour$/ });
    const current = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'date');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent(/^Jours 3–4Aujourd’hui/);
    expect(within(table).getByRole('columnheader', { name: 'Ancienne nourriture' })).toBeInTheDocument();
  });
});

describe('on the dashboard home', () => {
  function home(switchOver: SwitchOver | null): HomeData {
    return {
      pets: [pet(3, 'Rex')],
      recurring: subscription([]),
      next: null,
      products: new Map(),
      gramsByPet: { 3: 320 },
      feedbackQuestion: null,
      switchOver,
    };
  }
  const renderHome = (data: HomeData) => renderRoute({ default: () => <DashboardHomePage data={data} /> }, { path: '/en/dashboard' });

  it('shows the guide from the first payment until day 7', async () => {
    renderHome(home(guideFrom(addDays(today, -6), rexAndMinou)));
    const guide = await screen.findByRole('region', { name: 'Switching to Brokkie, day by day' });
    const current = within(within(guide).getByRole('table', { name: 'Rex: 320 g of Brokkie a day' })).getByRole('row', { current: 'date' });
    expect(current).toHaveTextContent(/^Day 7Today/);
  });

  it('no longer once day 7 has passed', async () => {
    renderHome(home(guideFrom(addDays(today, -7), rexAndMinou)));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your pets' })).toBeInTheDocument();
    expect(screen.queryByText('Switching to Brokkie, day by day')).not.toBeInTheDocument();
  });
});

describe('on the thank-you page', { timeout: 30_000 }, () => {
  it('follows the paid first box, with the grams from the API', async () => {
    const paid = deliveryFixture({ status: 'paid', delivery_date: addDays(today, 2) });
    const guide = guideFrom(addDays(today, 2), rexAndMinou.slice(0, 1));
    const api = fakeApi({
      'GET /delivery/?limit=1000': () => page([paid]),
      'GET /recurringdelivery/': () => page([]),
      'GET /couponcode/?channels=thankyou': () => page([]),
      'GET /product/': () => page([]),
      'GET /animal/': () => page([]),
      'GET /recurringdelivery/5/switch_over/': () => guide,
    });
    vi.stubGlobal('fetch', api.fetch);
    renderRoute(thankYou, { path: `/en/thank-you?delivery=${paid.id}` });
    const region = await screen.findByRole('region', { name: 'Switching to Brokkie, day by day' }, { timeout: 10_000 });
    expect(within(region).getByRole('table', { name: 'Rex: 320 g of Brokkie a day' })).toBeInTheDocument();
    expect(within(region).getAllByRole('row')[1]).toHaveTextContent(/80 g240 g$/);
  });
});
