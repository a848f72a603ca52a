import { useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { loadSignInSchema } from '../../components/auth-schema-loaders.ts';
import type { ValueStore } from '../../components/value-store.ts';
import type { AuthErrorText } from '../../shell/auth-errors.ts';
import { signInWithEmail } from '../../shell/sign-in-flows.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import fieldStyles from '../../components/field.module.css';
import styles from './auth.module.css';

/** What the sign-in page is busy with: its form, the anonymous start, or a social sign-in's return. */
export type SignInBusy = 'email' | 'anonymous' | 'callback' | null;

export interface SignInFormProps {
  busy: ValueStore<SignInBusy>;
  /** Where the visitor goes once signed in. */
  returnTo: string;
  setError: (error: AuthErrorText | null) => void;
  onFailure: (caught: unknown) => void;
}

/**
 * The sign-in page's e-mail and password form. It is a deferred part of the page (signin-page.tsx):
 * its code, react-hook-form with it, loads when the visitor first uses it.
 */
export function SignInForm({ busy: busyStore, returnTo, setError, onFailure }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  // Read without the store's module, which would become a chunk of its own between page and form.
  const busy = useSyncExternalStore(busyStore.subscribe, busyStore.get, busyStore.get);
  const form = useValidatedForm(loadSignInSchema, { defaultValues: { email: '', password: '' } });
  return (
    <Form
      form={form}
      className={fieldStyles.fields}
      onSubmit={async (values) => {
        setError(null);
        busyStore.set('email');
        try {
          await signInWithEmail(values.email, values.password);
          await navigate(returnTo);
        } catch (caught) {
          onFailure(caught);
        }
        busyStore.set(null);
      }}
    >
      <FormTextField name="email" label={t('fields.email')} type="email" autoComplete="email" inputMode="email" isRequired />
      <div className={styles.fieldRow}>
        <FormTextField name="password" label={t('fields.password')} type="password" autoComplete="current-password" isRequired />
        <Link className={styles.inlineLink} to={localize('/forgot-password')}>
          {t('signin.forgot')}
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth isLoading={busy === 'email'} isDisabled={busy === 'anonymous'}>
        {t('signin.submit')}
      </Button>
    </Form>
  );
}
