import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { z } from 'zod';
import { createI18n } from '@brokkie/i18n/i18n';
import { email, max, required, zodRule } from '@brokkie/domain/validation-rules';
import { validateBirthDateInput } from '@brokkie/domain/birth-date';
import { addValidationIssue } from '@brokkie/domain/validation-rules';
import { Form, useValidatedForm } from '../../app/components/form.tsx';
import { FormCheckbox } from '../../app/components/form-checkbox.tsx';
import { FormDateField } from '../../app/components/form-date-field.tsx';
import { FormSelectField } from '../../app/components/form-select-field.tsx';
import { FormTextField } from '../../app/components/form-text-field.tsx';
import { formatDayMonthYear } from '../../app/components/date-field.tsx';
import type { Locale } from '@brokkie/domain/locales';

// Vitest runs without globals here, so Testing Library cannot unmount between tests by itself.
afterEach(cleanup);

const schema = z.object({
  name: z.string().superRefine(zodRule(required)).superRefine(zodRule(max, 5)),
  email: z.string().superRefine(zodRule(required)).superRefine(zodRule(email)),
  birthDate: z.string().superRefine((value, ctx) => addValidationIssue(ctx, validateBirthDateInput(value))),
  food: z.string().nullable().superRefine(zodRule(required)),
  terms: z.boolean().superRefine(zodRule(required)),
});

function DemoForm({ onValid }: { onValid: (values: z.output<typeof schema>) => void }) {
  const form = useValidatedForm(schema, { defaultValues: { name: '', email: '', birthDate: '', food: null, terms: false } });
  return (
    <Form form={form} onSubmit={onValid}>
      <FormTextField name="name" label="Name" />
      <FormTextField name="email" label="Email" />
      <FormDateField name="birthDate" label="Birth date" />
      <FormSelectField
        name="food"
        label="Food"
        options={[
          { value: 'dry', label: 'Dry' },
          { value: 'wet', label: 'Wet' },
        ]}
      />
      <FormCheckbox name="terms">Terms</FormCheckbox>
      <button type="submit">Send</button>
    </Form>
  );
}

function renderForm(locale: Locale = 'en', onValid: (values: z.output<typeof schema>) => void = () => {}) {
  return render(
    <I18nextProvider i18n={createI18n(locale)}>
      <DemoForm onValid={onValid} />
    </I18nextProvider>,
  );
}

// Typing through user-event is slow on a busy machine; the rules themselves are fast.
describe('form fields (§5: validate on blur and change, not on input)', { timeout: 30_000 }, () => {
  it('shows no message while typing, and the translated message after blur', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const emailInput = screen.getByLabelText('Email');
    await user.type(emailInput, 'not-an-email');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('Invalid email address. Please enter a valid email.')).not.toBeInTheDocument();

    await user.tab();
    expect(await screen.findByText('Invalid email address. Please enter a valid email.')).toBeInTheDocument();
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription('Invalid email address. Please enter a valid email.');
  });

  it('says nothing about an empty required field the visitor only tabbed past', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    await user.tab();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('This field is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('says a required field is empty on blur once the visitor typed in it and deleted it again', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const name = screen.getByLabelText('Name');
    await user.type(name, 'Max');
    await user.clear(name);
    await user.tab();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('This field is required.');
  });

  it('clears the message as soon as the value is right again, without waiting for blur', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const emailInput = screen.getByLabelText('Email');
    await user.type(emailInput, 'max@');
    await user.tab();
    expect(await screen.findByText('Invalid email address. Please enter a valid email.')).toBeInTheDocument();

    await user.click(emailInput);
    await user.type(emailInput, 'brokkie.be');
    await waitFor(() => expect(screen.queryByText('Invalid email address. Please enter a valid email.')).not.toBeInTheDocument());
  });

  it('interpolates the rule parameters, in the interface language', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm('nl');
    await user.type(screen.getByLabelText('Name'), 'Maximiliaan');
    await user.tab();
    expect(await screen.findByText('De maximale lengte is 5 tekens.', { exact: false })).toBeInTheDocument();
  });

  it('validates everything on submit, moves focus to the first invalid field and does not submit', async () => {
    const user = userEvent.setup({ delay: null });
    const submitted: unknown[] = [];
    renderForm('en', (values) => submitted.push(values));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(submitted).toHaveLength(0);
  });

  it('validates a select when an option is chosen (a committed change)', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(4));
    const before = screen.getAllByText('This field is required.').length;

    await user.click(screen.getByRole('button', { name: /Food/ }));
    await user.click(await screen.findByRole('option', { name: 'Dry' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(before - 1));
  });

  it('submits valid values', async () => {
    const user = userEvent.setup({ delay: null });
    const submitted: z.output<typeof schema>[] = [];
    renderForm('en', (values) => submitted.push(values));
    await user.type(screen.getByLabelText('Name'), 'Max');
    await user.type(screen.getByLabelText('Email'), 'max@brokkie.be');
    await user.type(screen.getByLabelText('Birth date'), '24062021');
    await user.click(screen.getByRole('button', { name: /Food/ }));
    await user.click(await screen.findByRole('option', { name: 'Wet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Terms' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({ name: 'Max', email: 'max@brokkie.be', birthDate: '24-06-2021', food: 'wet', terms: true });
  });
});

describe('date field (DD-MM-YYYY)', { timeout: 30_000 }, () => {
  it('shapes digits into DD-MM-YYYY as they are typed', () => {
    expect(formatDayMonthYear('2')).toBe('2');
    expect(formatDayMonthYear('24')).toBe('24');
    expect(formatDayMonthYear('240')).toBe('24-0');
    expect(formatDayMonthYear('24062021')).toBe('24-06-2021');
    expect(formatDayMonthYear('24/06/2021')).toBe('24-06-2021');
    expect(formatDayMonthYear('24-06-20219')).toBe('24-06-2021');
  });

  it('reports a day that does not exist with the translated message', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    const input = screen.getByLabelText('Birth date');
    await user.type(input, '31022021');
    expect(input).toHaveValue('31-02-2021');
    await user.tab();
    expect(await screen.findByText('This date does not exist.')).toBeInTheDocument();
  });
});
