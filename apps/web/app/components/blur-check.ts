/**
 * When leaving a field shows what is wrong with it (§5 validates on blur): once the visitor has
 * changed it (typed, even if they deleted it all again, or chose something), once they tried to
 * submit, or to update a message it already shows. Tabbing past an empty required field is not a
 * mistake yet: "This field is required." waits for a real edit or the submit. Every form follows
 * this one rule: the react-hook-form fields (`useFieldValidation`) and the questionnaire's steps.
 */
export interface BlurState {
  /** The visitor changed the field's value since the form (or the step) opened. */
  edited: boolean;
  /** The visitor tried to submit the form (or to go on from the step). */
  submitted: boolean;
  /** The field shows a message now. */
  showsError: boolean;
}

export function checksOnBlur(state: BlurState): boolean {
  return state.edited || state.submitted || state.showsError;
}
