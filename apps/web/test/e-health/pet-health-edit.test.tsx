import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Animal, DietFigures } from '@brokkie/contracts/animal';
import * as conditionRoute from '../../app/routes/e-health-edit-pet-condition.tsx';
import * as complaintsRoute from '../../app/routes/e-health-edit-pet-complaints.tsx';
import { renderRoute } from '../components/render-route.tsx';
import { callsTo, fakeApi, page, refused } from '../support/fake-api.ts';
import { item, subscription } from '../support/fixtures.ts';
import { diet, heavyDiet, rex } from '../dashboard-mealplan/recorded-plans.ts';

const figures = (grams: number, price: number): DietFigures => ({
  formula: diet.selected_formula_product,
  chosen_by_owner: false,
  kcal_per_day: diet.kcal_per_day,
  grams_per_day: grams,
  sacs_per_delivery: diet.sacs_per_delivery,
  grams_per_delivery: diet.grams_per_delivery,
  price_per_delivery: price,
  price_per_day: Math.round(price / 28),
});
const now = figures(305, 10781);
const lighter = figures(262, 9350);

function household(options: { weighingRefused?: boolean } = {}) {
  let pet: Animal = { ...rex };
  return fakeApi({
    'GET /animal/': () => page([pet]),
    'GET /recurringdelivery/': () =>
      page([subscription([item(1, { kind: 'formula', animal: rex.url, product: diet.selected_formula_product.url, amount: 2 })])]),
    [`GET /animal/${rex.id}/weights/`]: () => page([{ date: '2026-11-01', weight: 24.5 }]),
    [`POST /animal/${rex.id}/diet_preview/`]: ({ body }) => {
      const change = body as Record<string, unknown>;
      const next = Object.keys(change).length === 0 ? now : lighter;
      return { animal: rex.url, country: 'BE', interval_weeks: 4, current: now, preview: next };
    },
    [`POST /animal/${rex.id}/weights/`]: ({ body }) =>
      options.weighingRefused ? refused({ date: ['This date is before your pet was born.'] }) : { status: 201, body },
    [`PATCH /animal/${rex.id}/`]: ({ body }) => {
      pet = { ...pet, ...(body as Partial<Animal>) };
      return pet;
    },
    [`POST /animal/${rex.id}/get_or_create_diet/`]: () => heavyDiet,
    'POST /recurringdelivery/3/follow_plan/': () => ({ kind: 'updated', recurring: subscription([]) }),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('editing complaints', { timeout: 20_000 }, () => {
  it('shows the plan now and after before saving, then saves them and lets the deliveries follow', async () => {
    household();
    renderRoute(complaintsRoute, { path: '/en/e-health/edit-pet-complaints' });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Joint problems/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Sensitive digestion/ }));
    // Nothing is saved while the owner compares.
    const comparison = await screen.findByRole('table', { name: 'Now and after the change' });
    expect(comparison).toHaveTextContent('305 g');
    expect(comparison).toHaveTextContent('262 g');
    expect(callsTo('PATCH', `/animal/${rex.id}/`)).toHaveLength(0);
    const previews = callsTo('POST', `/animal/${rex.id}/diet_preview/`);
    expect(previews.at(-1)?.body).toEqual({ complaints: ['sensitive_digestion', 'joints'] });

    await userEvent.click(save);
    await waitFor(() => expect(callsTo('POST', '/recurringdelivery/3/follow_plan/')).toHaveLength(1));
    expect(callsTo('PATCH', `/animal/${rex.id}/`)[0]?.body).toEqual({ complaints: ['sensitive_digestion', 'joints'] });
    expect(await screen.findByText(/Saved: Rex now gets/)).toBeInTheDocument();
  });
});

describe('editing the weight and condition', { timeout: 20_000 }, () => {
  it('checks the weighing on blur, previews the new weight and records it with the condition', async () => {
    household();
    renderRoute(conditionRoute, { path: '/en/e-health/edit-pet-condition' });
    const weight = await screen.findByRole('textbox', { name: 'Weight in kg' });
    await userEvent.type(weight, 'heavy');
    await userEvent.tab();
    expect(await screen.findByText('Enter the weight as a number, e.g. 12.5.')).toBeInTheDocument();
    await userEvent.clear(weight);
    await userEvent.type(weight, '22,8');
    await userEvent.click(screen.getByRole('radio', { name: /A bit heavy/ }));
    expect(await screen.findByRole('table', { name: 'Now and after the change' })).toHaveTextContent('262 g');
    expect(callsTo('POST', `/animal/${rex.id}/diet_preview/`).at(-1)?.body).toEqual({ weight: 22.8, condition: 'overweight', activity: 'active' });

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('PATCH', `/animal/${rex.id}/`)).toHaveLength(1));
    expect(callsTo('POST', `/animal/${rex.id}/weights/`)[0]?.body).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), weight: 22.8 });
    expect(callsTo('PATCH', `/animal/${rex.id}/`)[0]?.body).toEqual({ condition: 'overweight', activity: 'active' });
  });

  it("puts the API's refusal of the weighing's date on the date field and changes nothing else", async () => {
    household({ weighingRefused: true });
    renderRoute(conditionRoute, { path: '/en/e-health/edit-pet-condition' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Weight in kg' }), '23');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This date is before your pet was born.')).toBeInTheDocument();
    expect(callsTo('PATCH', `/animal/${rex.id}/`)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Weight in kg' })).toHaveValue('23');
  });

  it('refuses a weighing in the future before asking the API', async () => {
    household();
    renderRoute(conditionRoute, { path: '/en/e-health/edit-pet-condition' });
    const date = await screen.findByRole('textbox', { name: 'Weighed on' });
    await userEvent.clear(date);
    await userEvent.type(date, '01-01-2099');
    await userEvent.tab();
    expect(await screen.findByText('The date of a weighing cannot be in the future.')).toBeInTheDocument();
  });
});
