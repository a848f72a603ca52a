import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { email, required, zodRule } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { MailIcon } from '../../components/icons.tsx';
import { changeEmail } from '../../shell/reauthentication.ts';
import type { CurrentUser } from '../../shell/auth-store.ts';
import fieldStyles from '../../components/field.module.css';
import { providerLabel, Section, useIdentityChange, useReauthentication } from './profile-section.tsx';
import styles from './profile.module.css';

/** The e-mail address: shown, and changed after re-authentication; the change completes with the link in the e-mail (§4, §5). */
export function EmailSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const { method } = useReauthentication(user);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, run } = useIdentityChange(t);
  const needsPassword = method?.kind !== 'popup';
  const schema = useMemo(
    () =>
      z.object({
        newEmail: z.string().superRefine(zodRule(required)).superRefine(zodRule(email)),
        password: needsPassword ? z.string().superRefine(zodRule(required)) : z.string(),
      }),
    [needsPassword],
  );
  const form = useValidatedForm(schema, { defaultValues: { newEmail: '', password: '' } });

  return (
    <Section id="profile-email" icon={<MailIcon />} title={t('email.title')} text={t('email.text')}>
      <div className={styles.current}>
        <div>
          <span className={styles.currentLabel}>{t('email.current')}</span>
          <span className={styles.currentValue} data-testid="current-email">
            {user.email}
          </span>
        </div>
        {!open && (
          <Button variant="outline" size="sm" onPress={() => setOpen(true)}>
            {t('email.change')}
          </Button>
        )}
      </div>
      {sent && (
        <Alert tone="success" role="status">
          {t('email.sent', { email: sent })}
        </Alert>
      )}
      {error && <AuthErrorAlert error={error} />}
      {open && (
        <Form
          form={form}
          className={fieldStyles.fields}
          aria-labelledby="profile-email"
          onSubmit={async (values) => {
            await run(async () => {
              await changeEmail(values.newEmail, needsPassword ? values.password : undefined, `${location.pathname}${location.search}`);
              setSent(values.newEmail.trim());
              setOpen(false);
              form.reset();
            });
          }}
        >
          <FormTextField name="newEmail" label={t('email.new')} type="email" autoComplete="email" inputMode="email" isRequired />
          {needsPassword && (
            <FormTextField
              name="password"
              label={t('reauth.password')}
              description={t('reauth.password_hint')}
              type="password"
              autoComplete="current-password"
              isRequired
            />
          )}
          <div className={styles.actions}>
            <Button type="submit" isLoading={busy}>
              {method?.kind === 'popup' ? t('reauth.confirm_with', { provider: providerLabel(t, method.provider) }) : t('email.submit')}
            </Button>
            <Button variant="ghost" onPress={() => setOpen(false)} isDisabled={busy}>
              {t('common:cancel')}
            </Button>
          </div>
        </Form>
      )}
    </Section>
  );
}
