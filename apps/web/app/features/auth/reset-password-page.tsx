import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addValidationIssue, confirmed, min, passwordMinLength, required, zodRule } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { SettingsIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { identityClient } from '../../shell/auth-session.ts';
import { authStore } from '../../shell/auth-store.ts';
import { IdentityError } from '../../shell/identity-client.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { authErrorText, type AuthErrorText } from '../../shell/auth-errors.ts';
import { AuthFrame } from './auth-frame.tsx';
import fieldStyles from '../../components/field.module.css';

export const passwordMismatchKey = 'auth.fields.password_mismatch';

/** A new password, twice (`confirmed`, §5); a mismatch has a sentence of its own. */
export const newPasswordSchema = z
  .object({
    password: z.string().superRefine(zodRule(required)).superRefine(zodRule(min, passwordMinLength)),
    repeat: z.string().superRefine(zodRule(required)),
  })
  .superRefine((values, ctx) => addValidationIssue(ctx, confirmed(values.repeat, values.password) && { key: passwordMismatchKey }, ['repeat']));

const invalidCodes = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

/**
 * /reset-password/{code} (§2): the new password twice; afterwards the return URL is the locale
 * home (§2), where a toast says it worked.
 */
export function ResetPasswordPage({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const [error, setError] = useState<AuthErrorText | 'invalid-link' | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useValidatedForm(newPasswordSchema, { defaultValues: { password: '', repeat: '' } });

  return (
    <AuthFrame title={t('reset.heading')} intro={t('reset.intro', { count: passwordMinLength })} icon={<SettingsIcon />}>
      {error === 'invalid-link' ? (
        <Alert tone="danger" role="alert">
          {t('reset.invalid_link')} <Link to={localize('/forgot-password')}>{t('reset.request_new')}</Link>
        </Alert>
      ) : (
        error && <AuthErrorAlert error={error} />
      )}
      <Form
        form={form}
        className={fieldStyles.fields}
        aria-label={t('reset.heading')}
        onSubmit={async (values) => {
          setError(null);
          setBusy(true);
          try {
            await identityClient().resetPassword(code, values.password);
            toast.success(t('reset.done_title'), t('reset.done'));
            await navigate(localize('/'));
          } catch (caught) {
            if (caught instanceof IdentityError && invalidCodes.has(caught.code)) {
              setError('invalid-link');
              authStore.setState({ errorMessage: t('reset.invalid_link') });
            } else {
              const text = authErrorText(caught);
              setError(text);
              authStore.setState({ errorMessage: t(text.key) });
            }
          }
          setBusy(false);
        }}
      >
        <FormTextField
          name="password"
          label={t('fields.new_password')}
          type="password"
          autoComplete="new-password"
          isRequired
          description={t('fields.password_hint', { count: passwordMinLength })}
        />
        <FormTextField name="repeat" label={t('fields.repeat_password')} type="password" autoComplete="new-password" isRequired />
        <Button type="submit" size="lg" fullWidth isLoading={busy}>
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthFrame>
  );
}
