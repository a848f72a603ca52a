import { describe, expect, it } from 'vitest';
import { conditionalQuestions, parseDecimal, parseWhole } from '../src/pet-answers.ts';

describe('numbers typed as text', () => {
  it.each([
    ['12,5', 12.5],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['0,125', 0.125],
    ['1000', 1000],
  ])('reads the decimal %j as %d', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });

  it.each(['', '12,3456', '1,2,3', '-1', '12kg', '10000', ',5'])('refuses the decimal %j', (text) => {
    expect(parseDecimal(text)).toBeNaN();
  });

  it('reads whole numbers as digits only', () => {
    expect(parseWhole(' 42 ')).toBe(42);
    expect(parseWhole('0')).toBe(0);
    for (const text of ['', '4,2', '4.0', '-3', '123456', undefined, null]) expect(parseWhole(text)).toBeNaN();
    expect(parseDecimal(undefined)).toBeNaN();
  });
});

describe('questions asked of some pets only', () => {
  it('asks a size of a dog of unknown breed only, indoor of cats, treats of dogs, nurturing of females', () => {
    expect(conditionalQuestions({ type: 'dog', sex: 'male', breed_choice: 'known' })).toEqual({
      size: false,
      nurturing: false,
      indoor: false,
      treats: true,
    });
    expect(conditionalQuestions({ type: 'dog', sex: 'female', breed_choice: 'unknown' })).toEqual({
      size: true,
      nurturing: true,
      indoor: false,
      treats: true,
    });
    expect(conditionalQuestions({ type: 'cat', sex: 'female', breed_choice: 'unknown' })).toEqual({
      size: false,
      nurturing: true,
      indoor: true,
      treats: false,
    });
    expect(conditionalQuestions({})).toEqual({ size: false, nurturing: false, indoor: false, treats: false });
  });

  it('never asks a sterilised female whether she is pregnant or nursing, in either notation of the answer', () => {
    expect(conditionalQuestions({ type: 'cat', sex: 'female', sterilised: true }).nurturing).toBe(false);
    expect(conditionalQuestions({ type: 'dog', sex: 'female', sterilised: 'yes' }).nurturing).toBe(false);
    expect(conditionalQuestions({ type: 'dog', sex: 'female', sterilised: false }).nurturing).toBe(true);
    expect(conditionalQuestions({ type: 'dog', sex: 'female', sterilised: 'no' }).nurturing).toBe(true);
    expect(conditionalQuestions({ type: 'dog', sex: 'male', sterilised: false }).nurturing).toBe(false);
  });
});
