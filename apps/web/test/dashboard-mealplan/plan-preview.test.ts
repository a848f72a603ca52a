import { describe, expect, it } from 'vitest';
import { figuresOfDiet, formulaFor, planFigures } from '../../app/features/dashboard-mealplan/plan-preview.ts';
import { breed, diet, formulas, heavyDiet, heavyPricing, heavyRex, pricing, recordedOn, rex } from './recorded-plans.ts';

describe('the meal plan preview, worked out in the browser', () => {
  it('prices the kept plan exactly as POST /pricings/ does', () => {
    const figures = figuresOfDiet(diet);
    const priced = pricing.animals[0]!;
    expect(figures.gramsPerDay).toBe(priced.grams_per_day);
    expect(figures.gramsPerDelivery).toBe(priced.grams_per_delivery);
    expect(figures.sacs).toEqual(priced.sacs);
    expect(figures.pricePerDelivery).toBe(priced.price_per_delivery);
    expect(figures.pricePerDay).toBe(priced.price_per_day);
  });

  it('finds the same plan as the API for the pet as it is', () => {
    const formula = formulaFor(rex, [breed], formulas, recordedOn)!;
    expect(formula.url).toBe(diet.selected_formula_product.url);
    const figures = planFigures(rex, [breed], formula, diet.interval_weeks, recordedOn);
    expect(figures.kcalPerDay).toBe(diet.kcal_per_day);
    expect(figures.gramsPerDay).toBe(diet.grams_per_day);
    expect(figures.pricePerDelivery).toBe(pricing.animals[0]!.price_per_delivery);
  });

  it('predicts the API’s new plan after a new weight and condition, formula included', () => {
    // 28 kg and a bit heavy: the suggestion moves to the light formula, as the API decided.
    const changed = { ...rex, weight: 28, condition: 'overweight' as const };
    const formula = formulaFor(changed, [breed], formulas, recordedOn)!;
    expect(formula.url).toBe(heavyDiet.selected_formula_product.url);
    expect(formula.url).not.toBe(diet.selected_formula_product.url);
    const figures = planFigures(changed, [breed], formula, heavyDiet.interval_weeks, recordedOn);
    expect(figures.kcalPerDay).toBe(heavyDiet.kcal_per_day);
    expect(figures.gramsPerDay).toBe(heavyDiet.grams_per_day);
    expect(figures.sacs).toEqual(heavyPricing.animals[0]!.sacs);
    expect(figures.pricePerDelivery).toBe(heavyPricing.animals[0]!.price_per_delivery);
    expect(figures.pricePerDay).toBe(heavyPricing.animals[0]!.price_per_day);
    expect(heavyRex.weight).toBe(28);
  });

  it('keeps the owner’s formula while it still suits, and drops it when it no longer does', () => {
    const active = formulas.find((product) => product.sku.includes('ACTIVE'))!;
    const chosen = { ...rex, selected_product: active.url };
    expect(formulaFor(chosen, [breed], formulas, recordedOn)?.url).toBe(active.url);
    // The active formula is not for overweight dogs: the suggestion takes over.
    const heavy = { ...chosen, condition: 'overweight' as const };
    expect(formulaFor(heavy, [breed], formulas, recordedOn)?.url).toBe(heavyDiet.selected_formula_product.url);
  });
});
