import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { email, max, min, passwordMinLength, required, zodRule } from '@brokkie/domain/validation-rules';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { SparkleIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { promoteAnonymousAccount } from '../../shell/sign-in-flows.ts';
import { useAuth } from '../../shell/auth-store.ts';
import fieldStyles from '../../components/field.module.css';
import { nameMaxLength } from './details-section.tsx';
import { Section, useIdentityChange } from './profile-section.tsx';
import styles from './profile.module.css';

const promoteSchema = z.object({
  firstname: z.string().superRefine(zodRule(required)).superRefine(zodRule(max, nameMaxLength)),
  email: z.string().superRefine(zodRule(required)).superRefine(zodRule(email)),
  password: z.string().superRefine(zodRule(required)).superRefine(zodRule(min, passwordMinLength)),
});

/** Saving an anonymous account with e-mail and password: same customer, nothing lost (§4). */
export function PromoteSection() {
  const { t } = useTranslation('profile');
  const { customer } = useAuth();
  const { busy, error, run } = useIdentityChange(t);
  const form = useValidatedForm(promoteSchema, { defaultValues: { firstname: customer?.firstname ?? '', email: '', password: '' } });
  return (
    <Section id="profile-promote" icon={<SparkleIcon />} title={t('promote.title')} text={t('promote.text')}>
      {error && <AuthErrorAlert error={error} />}
      <Form
        form={form}
        className={fieldStyles.fields}
        aria-labelledby="profile-promote"
        onSubmit={async (values) => {
          await run(async () => {
            await promoteAnonymousAccount(values);
            toast.success(t('promote.done'));
          });
        }}
      >
        <FormTextField name="firstname" label={t('auth:fields.firstname')} autoComplete="given-name" isRequired />
        <div className={fieldStyles.pair}>
          <FormTextField name="email" label={t('auth:fields.email')} type="email" autoComplete="email" inputMode="email" isRequired />
          <FormTextField
            name="password"
            label={t('auth:fields.password')}
            type="password"
            autoComplete="new-password"
            isRequired
            description={t('auth:fields.password_hint', { count: passwordMinLength })}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" isLoading={busy}>
            {t('promote.submit')}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
