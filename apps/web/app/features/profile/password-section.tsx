import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { addValidationIssue, confirmed, min, passwordMinLength, required, zodRule } from '@brokkie/domain/validation-rules';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { SettingsIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { changePassword } from '../../shell/reauthentication.ts';
import type { CurrentUser } from '../../shell/auth-store.ts';
import fieldStyles from '../../components/field.module.css';
import { providerLabel, Section, useIdentityChange, useReauthentication } from './profile-section.tsx';
import styles from './profile.module.css';

const mismatch = { key: 'profile.password.mismatch' };

/** The password form: the current password (password accounts only), the new one twice. */
function passwordSchema(needsCurrent: boolean) {
  return z
    .object({
      current: needsCurrent ? z.string().superRefine(zodRule(required)) : z.string(),
      password: z.string().superRefine(zodRule(required)).superRefine(zodRule(min, passwordMinLength)),
      repeat: z.string().superRefine(zodRule(required)),
    })
    .superRefine((values, ctx) => addValidationIssue(ctx, confirmed(values.repeat, values.password) && mismatch, ['repeat']));
}

/** The password: changed with the current one, or set a first time by a social-only account (§4, §5). */
export function PasswordSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { method } = useReauthentication(user);
  const hasPassword = user.providerData.some((provider) => provider.providerId === 'credential');
  const { busy, error, run } = useIdentityChange(t);
  const schema = useMemo(() => passwordSchema(hasPassword), [hasPassword]);
  const form = useValidatedForm(schema, { defaultValues: { current: '', password: '', repeat: '' } });

  return (
    <Section
      id="profile-password"
      icon={<SettingsIcon />}
      title={hasPassword ? t('password.title') : t('password.set_title')}
      text={hasPassword ? t('password.text') : t('password.set_text')}
    >
      {error && <AuthErrorAlert error={error} />}
      <Form
        form={form}
        className={fieldStyles.fields}
        aria-labelledby="profile-password"
        onSubmit={async (values) => {
          await run(async () => {
            const changed = await changePassword(hasPassword ? values.current : undefined, values.password);
            // A failed change itself is only logged (§8).
            if (changed) {
              toast.success(hasPassword ? t('password.changed') : t('password.set_done'));
              form.reset();
            }
          });
        }}
      >
        {hasPassword && <FormTextField name="current" label={t('password.current')} type="password" autoComplete="current-password" isRequired />}
        <div className={fieldStyles.pair}>
          <FormTextField
            name="password"
            label={t('password.new')}
            type="password"
            autoComplete="new-password"
            isRequired
            description={t('auth:fields.password_hint', { count: passwordMinLength })}
          />
          <FormTextField name="repeat" label={t('password.repeat')} type="password" autoComplete="new-password" isRequired />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isLoading={busy}>
            {method?.kind === 'popup' && !hasPassword
              ? t('reauth.confirm_with', { provider: providerLabel(t, method.provider) })
              : hasPassword
                ? t('password.submit')
                : t('password.set_submit')}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
