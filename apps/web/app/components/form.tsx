import { useCallback, useEffect, useMemo, useRef, type FormHTMLAttributes, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  useFormContext,
  useFormState,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type SubmitHandler,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type { z } from 'zod';
import { toValidationIssue, validationDebounceMs, validationErrorMap } from '@brokkie/domain/validation-rules';
import { checksOnBlur } from './blur-check.ts';
import { focusField, focusFirstInvalid } from './focus-field.ts';
import type { FieldErrorWithParams } from './validation-message.ts';

type Schema = z.ZodType<FieldValues, FieldValues>;

function collectErrors(issues: readonly z.core.$ZodIssue[]): Record<string, FieldErrorWithParams> {
  const errors: Record<string, FieldErrorWithParams> = {};
  for (const zodIssue of issues) {
    const path = zodIssue.path.map(String).join('.');
    // The first issue of a field is the one shown, as the rules are listed most basic first.
    if (errors[path]) continue;
    const { key, params } = toValidationIssue(zodIssue);
    errors[path] = { type: zodIssue.code, message: key, ...(params ? { params } : {}) };
  }
  return errors;
}

/**
 * A form's schema, or how to load it. Public pages pass a loader (`() => import('./x-schema.ts')`),
 * so that zod is not part of their first load: the schema arrives when the visitor first focuses
 * the form, and at the latest when a rule is first checked.
 */
export type SchemaSource<S extends Schema> = S | (() => Promise<S>);

function schemaGetter<S extends Schema>(source: SchemaSource<S>): () => Promise<S> {
  if (typeof source !== 'function') return () => Promise.resolve(source);
  let loading: Promise<S> | undefined;
  return () => {
    // A failed load (offline for a moment) is tried again at the next check, not kept.
    loading ??= source().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * A react-hook-form resolver for our zod schemas. Unlike `zodResolver` it keeps each issue's
 * `params` next to its i18n key, so that 'The maximum length is {count} characters.' gets its
 * number when translated (see `validation-message.ts`).
 */
export function validationResolver<S extends Schema>(source: SchemaSource<S>): Resolver<z.input<S>, unknown, z.output<S>> {
  const schema = schemaGetter(source);
  return async (values, _context, options) => {
    const result = await (await schema()).safeParseAsync(values, { error: validationErrorMap });
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toNestErrors(collectErrors(result.error.issues) as FieldErrors, options) };
  };
}

/** What a form knows of its schema besides the resolver: one field's check, and the early load. */
interface FormSchema {
  checkField: (values: FieldValues, name: string) => Promise<FieldErrorWithParams | undefined>;
  load: () => Promise<unknown>;
}
const formSchemas = new WeakMap<object, FormSchema>();
/** Per form (its control): the fields typed into before the form's code ran (`adoptEarlyInput`). */
const fieldsEditedEarly = new WeakMap<object, ReadonlySet<string>>();
/** What deferred-part.tsx sets on a field typed into before its form's code ran (`editedBeforeCodeKey` there). */
const editedBeforeCodeKey = Symbol.for('brokkie.editedBeforeCode');
const editedBeforeItsCode = (field: Element) => (field as unknown as Record<symbol, boolean | undefined>)[editedBeforeCodeKey] === true;

export type ValidatedFormOptions<S extends Schema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver' | 'mode' | 'reValidateMode'>;

/**
 * A react-hook-form form validated by a zod schema the way §5 asks: on blur and on change, never
 * on each keystroke, debounced by 5 ms. react-hook-form's own triggers are off (mode onSubmit);
 * the fields of this folder decide when to validate through {@link useFieldValidation}.
 */
export function useValidatedForm<S extends Schema>(
  source: SchemaSource<S>,
  options: ValidatedFormOptions<S> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // A schema that depends on the page's state (useMemo) is followed; a loader should be stable
  // (declared once, outside the component) so that it is fetched once.
  const schema = useMemo(() => schemaGetter(source), [source]);
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // <Form> focuses the first invalid field itself, in the page's order and with its label in view.
    shouldFocusError: false,
    ...options,
    resolver: validationResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  formSchemas.set(form.control, {
    load: schema,
    checkField: async (values, name) => {
      const result = await (await schema()).safeParseAsync(values, { error: validationErrorMap });
      return result.success ? undefined : collectErrors(result.error.issues)[name];
    },
  });
  return form;
}

/**
 * When a field validates:
 * - `onBlur`: leaving the field validates it (shows or clears its message), once it was changed,
 *   the form was submitted or it shows a message already (`checksOnBlur`): tabbing past an empty
 *   required field says nothing yet;
 * - `onCommit`: a committed change (a chosen option, a ticked box, a complete date) validates it;
 * - `onInput`: typing never shows a new message, but clears the current one as soon as the value
 *   is right again, so a fixed mistake does not keep shouting until the next blur.
 * Each is debounced by {@link validationDebounceMs} per field.
 */
export function useFieldValidation(name: string) {
  const { trigger, getValues, clearErrors, control, getFieldState } = useFormContext();
  // Read at render, so that a submit attempt re-renders the field with the new count.
  const { submitCount } = useFormState({ control });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const edited = useRef(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = useCallback((run: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(run, validationDebounceMs);
  }, []);

  const validate = useCallback(() => schedule(() => void trigger(name)), [schedule, trigger, name]);

  const onBlur = useCallback(() => {
    const state = getFieldState(name);
    const editedEarly = fieldsEditedEarly.get(control)?.has(name) ?? false;
    if (checksOnBlur({ edited: edited.current || editedEarly, submitted: submitCount > 0, showsError: state.error !== undefined })) validate();
  }, [getFieldState, control, name, submitCount, validate]);

  const onCommit = useCallback(() => {
    edited.current = true;
    validate();
  }, [validate]);

  const onInput = useCallback(() => {
    edited.current = true;
    if (!getFieldState(name).error) return;
    schedule(() => {
      const schema = formSchemas.get(control);
      if (!schema) return;
      void schema.checkField(getValues(), name).then((error) => {
        if (!error) clearErrors(name);
      });
    });
  }, [schedule, getFieldState, control, getValues, clearErrors, name]);

  return useMemo(() => ({ onBlur, onCommit, onInput }), [onBlur, onCommit, onInput]);
}

export interface FormProps<TFieldValues extends FieldValues, TTransformed> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  form: UseFormReturn<TFieldValues, unknown, TTransformed>;
  onSubmit: SubmitHandler<TTransformed>;
  children: ReactNode;
}

/**
 * What the visitor typed, ticked or the browser filled in before the form's code ran (the page
 * hydrating, or a part loading on first use: deferred-part.tsx) is in the fields but not in the
 * form's values, and React would put the values back at the next render: the form takes it over.
 */
function adoptEarlyInput(element: HTMLFormElement, { getValues, setValue }: FieldAccess): void {
  for (const field of element.elements) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || !field.name) continue;
    const current = getValues(field.name);
    // Only what changed since the HTML was drawn: React keeps a controlled field's attribute in step.
    const checkbox = field instanceof HTMLInputElement && field.type === 'checkbox';
    if (checkbox && typeof current === 'boolean' && field.checked !== field.defaultChecked && field.checked !== current) {
      setValue(field.name, field.checked, { shouldDirty: true });
    } else if (!checkbox && field.type !== 'radio' && typeof current === 'string' && field.value !== field.defaultValue && field.value !== current) {
      setValue(field.name, field.value, { shouldDirty: true });
    }
  }
}

/** A form's values read and written by field name (the part of react-hook-form's form that `adoptEarlyInput` needs). */
interface FieldAccess {
  getValues: (name: string) => unknown;
  setValue: (name: string, value: unknown, options: { shouldDirty: boolean }) => void;
}

/** Fetches a lazily loaded schema early; a failure is tried again at the first check. */
function loadSchemaOf(control: object): void {
  void formSchemas
    .get(control)
    ?.load()
    .catch(() => undefined);
}

/**
 * A `<form>` bound to a {@link useValidatedForm} form. Submitting validates every field and
 * moves focus to the first invalid one, its label in view below the sticky header
 * (`focus-field.ts`); the browser's own validation bubbles are off.
 */
export function Form<TFieldValues extends FieldValues, TTransformed>({ form, onSubmit, children, ...props }: FormProps<TFieldValues, TTransformed>) {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!element.current) return;
    adoptEarlyInput(element.current, form as unknown as FieldAccess);
    // Focused before its code ran: the rules load now, as the focus would have made them.
    if (element.current.contains(document.activeElement)) loadSchemaOf(form.control);
    // Typed into while the form's code was on the way: checked as leaving the field checks it,
    // now for the fields already left, at their blur for the one still focused.
    const edited = [...element.current.elements].filter((field) => editedBeforeItsCode(field)).map((field) => (field as HTMLInputElement).name);
    if (edited.length > 0) {
      fieldsEditedEarly.set(form.control, new Set(edited));
      const left = edited.filter((name) => name && element.current?.elements.namedItem(name) !== document.activeElement);
      if (left.length > 0) void form.trigger(left as never);
    }
    // Once, for the server's HTML this form took over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <FormProvider {...form}>
      <form
        ref={element}
        // Sent by the browser itself (its code not running yet), the fields never go into the address.
        method="post"
        {...props}
        noValidate
        onFocus={(event) => {
          // The visitor is about to type: fetch a lazily loaded schema now, so the first check has it.
          loadSchemaOf(form.control);
          props.onFocus?.(event);
        }}
        onSubmit={(event) => {
          const element = event.currentTarget;
          void form.handleSubmit(onSubmit, (errors) => {
            // Once the messages are shown: the first invalid field in the page's order, its label below the sticky header.
            setTimeout(() => {
              if (focusFirstInvalid(element)) return;
              const name = Object.keys(errors)[0];
              const named = name ? element.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) : null;
              if (named) focusField(named);
            }, 0);
          })(event);
        }}
      >
        {children}
      </form>
    </FormProvider>
  );
}
