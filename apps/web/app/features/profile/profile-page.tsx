import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Customer } from '@brokkie/contracts/customer';
import type { Language } from '@brokkie/contracts/reference-data';
import { addValidationIssue, confirmed, email, max, min, passwordMinLength, required, zodRule } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { AuthErrorAlert } from '../../components/auth-error-alert.tsx';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormCheckbox } from '../../components/form-checkbox.tsx';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { LogOutIcon, MailIcon, SettingsIcon, SparkleIcon, UserIcon } from '../../components/icons.tsx';
import { PageBody, PageHeader } from '../../components/page-layout.tsx';
import { ProviderIcon } from '../../components/provider-icon.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { toast } from '../../components/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { authReady, loadAccount, updateCustomer } from '../../shell/auth-session.ts';
import { changeEmail, changePassword, reauthenticationMethod, unlinkProvider, type ReauthenticationMethod } from '../../shell/reauthentication.ts';
import { promoteAnonymousAccount, signOut, startLinkSocial } from '../../shell/sign-in-flows.ts';
import { authErrorText, type AuthErrorText } from '../../shell/auth-errors.ts';
import { authStore, useAuth, type CurrentUser } from '../../shell/auth-store.ts';
import type { SocialProvider } from '../../shell/identity-client.ts';
import { useShellData } from '../../shell/shell-data.ts';
import cardStyles from '../../components/card.module.css';
import fieldStyles from '../../components/field.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './profile.module.css';

const nameMaxLength = 150;
const phonePattern = /^$|^\+?[0-9][0-9 ()./-]{5,30}$/;

const detailsSchema = z.object({
  firstname: z.string().superRefine(zodRule(required)).superRefine(zodRule(max, nameMaxLength)),
  lastname: z.string().superRefine(zodRule(max, nameMaxLength)),
  phone: z.string().superRefine((value, ctx) => addValidationIssue(ctx, phonePattern.test(value.trim()) ? null : { key: 'profile.details.phone_invalid' })),
  preferedLanguage: z.string().nullable(),
  newsletter: z.boolean(),
});

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

/** The message of a failed product API call: its translated detail, or the generic §8 sentence. */
function apiErrorMessage(error: unknown, t: (key: string) => string): string {
  return error instanceof ApiError && error.detail ? error.detail : t('auth:errors.other');
}

/**
 * /dashboard/profile: name, phone, preferred language and newsletter of the customer; the e-mail
 * address and password (each after re-authentication, §4, §5); linked sign-in providers; saving an
 * anonymous account; logout.
 */
export function ProfilePage({ providers }: { providers: SocialProvider[] }) {
  const { t } = useTranslation('profile');
  const auth = useAuth();
  const [params] = useSearchParams();
  const override = params.get('customer_override');
  const linkError = params.get('error');
  const [loadFailed, setLoadFailed] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const waitingForCustomer = auth.initialised && !!auth.currentUser && !auth.customer;

  // The customer loads at start; if that failed (the failure is only logged, §8), try once more here.
  const retry = useCallback(async () => {
    setRetrying(true);
    await loadAccount();
    setRetrying(false);
    setLoadFailed(!authStore.getState().customer);
  }, []);
  useEffect(() => {
    if (!waitingForCustomer) return;
    let active = true;
    void authReady().then(() => {
      if (active && !authStore.getState().customer) void retry();
    });
    return () => {
      active = false;
    };
  }, [waitingForCustomer, retry]);

  if (loadFailed && !auth.customer) {
    return (
      <PageBody width="medium">
        <PageHeader page="dashboard-profile" />
        <Alert tone="danger" role="alert">
          {t('auth:errors.other')}
        </Alert>
        <div className={styles.actions}>
          <Button variant="outline" isLoading={retrying} onPress={() => void retry()}>
            {t('reload')}
          </Button>
        </div>
      </PageBody>
    );
  }

  if (!auth.initialised || waitingForCustomer) {
    return (
      <PageBody width="medium">
        <PageHeader page="dashboard-profile" />
        <LoadingState label={t('loading')} />
      </PageBody>
    );
  }
  const user = auth.currentUser;
  if (!user) return null;

  return (
    <PageBody width="medium">
      <PageHeader page="dashboard-profile" intro={t('intro')} />
      {override && <Alert tone="info">{t('override')}</Alert>}
      {linkError && <AuthErrorAlert error={{ key: 'auth:errors.other' }} />}
      {auth.customer && <DetailsSection customer={auth.customer} readOnly={!!override} />}
      {!override &&
        (auth.anonymous ? (
          <PromoteSection />
        ) : (
          <>
            <EmailSection user={user} />
            <PasswordSection user={user} />
          </>
        ))}
      {!override && <ProvidersSection user={user} providers={providers} anonymous={auth.anonymous} />}
      <SignOutSection />
    </PageBody>
  );
}

function Section({ icon, title, text, children, id }: { icon: ReactNode; title: string; text?: string; children: ReactNode; id: string }) {
  return (
    <Card as="section" padding="lg" className={styles.section} aria-labelledby={id}>
      <div className={cardStyles.head}>
        <span className={cardStyles.icon} aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 id={id} className={styles.sectionTitle}>
            {title}
          </h2>
          {text && <p className={pageStyles.note}>{text}</p>}
        </div>
      </div>
      {children}
    </Card>
  );
}

function languageOptions(languages: Language[], countryLanguages: string[] | undefined) {
  const offered = countryLanguages ? languages.filter((language) => countryLanguages.includes(language.url)) : languages;
  return offered.map((language) => ({ value: language.url, label: language.name }));
}

function DetailsSection({ customer, readOnly }: { customer: Customer; readOnly: boolean }) {
  const { t } = useTranslation('profile');
  const { languages, country } = useShellData();
  const options = useMemo(() => {
    const list = languageOptions(languages, country?.languages);
    // A language the country does not offer stays visible while it is the customer's choice.
    const chosen = customer.prefered_language && languages.find((language) => language.url === customer.prefered_language);
    return chosen && !list.some((option) => option.value === chosen.url) ? [...list, { value: chosen.url, label: chosen.name }] : list;
  }, [languages, country, customer.prefered_language]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useValidatedForm(detailsSchema, {
    defaultValues: {
      firstname: customer.firstname,
      lastname: customer.lastname,
      phone: customer.phone,
      preferedLanguage: customer.prefered_language,
      newsletter: customer.newsletter,
    },
  });

  return (
    <Section id="profile-details" icon={<UserIcon />} title={t('details.title')} text={t('details.text')}>
      {error && (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form
        form={form}
        className={fieldStyles.fields}
        aria-labelledby="profile-details"
        onSubmit={async (values) => {
          setError(null);
          setBusy(true);
          try {
            await updateCustomer({
              firstname: values.firstname.trim(),
              lastname: values.lastname.trim(),
              phone: values.phone.trim(),
              prefered_language: values.preferedLanguage,
              newsletter: values.newsletter,
            });
            toast.success(t('details.saved'));
          } catch (caught) {
            // Field messages of the API are translated already; they show under their fields.
            if (caught instanceof ApiError) {
              const fields: Record<string, 'firstname' | 'lastname' | 'phone' | 'preferedLanguage'> = {
                firstname: 'firstname',
                lastname: 'lastname',
                phone: 'phone',
                prefered_language: 'preferedLanguage',
              };
              for (const [field, messages] of Object.entries(caught.fields)) {
                const name = fields[field];
                if (name && messages[0]) form.setError(name, { message: messages[0] });
              }
            }
            setError(apiErrorMessage(caught, t));
          }
          setBusy(false);
        }}
      >
        <div className={fieldStyles.pair}>
          <FormTextField name="firstname" label={t('details.firstname')} autoComplete="given-name" isRequired isDisabled={readOnly} />
          <FormTextField name="lastname" label={t('details.lastname')} autoComplete="family-name" isDisabled={readOnly} />
          <FormTextField
            name="phone"
            label={t('details.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            description={t('details.phone_hint')}
            isDisabled={readOnly}
          />
          <FormSelectField
            name="preferedLanguage"
            label={t('details.language')}
            placeholder={t('details.language_placeholder')}
            description={t('details.language_hint')}
            options={options}
            isDisabled={readOnly}
          />
        </div>
        <FormCheckbox name="newsletter" description={t('details.newsletter_hint')} isDisabled={readOnly}>
          {t('details.newsletter')}
        </FormCheckbox>
        <div className={styles.actions}>
          <Button type="submit" isLoading={busy} isDisabled={readOnly}>
            {t('details.save')}
          </Button>
        </div>
      </Form>
    </Section>
  );
}

/** How this user re-authenticates, or the error that says it cannot (§5). */
function useReauthentication(user: CurrentUser): { method: ReauthenticationMethod | null; error: Error | null } {
  return useMemo(() => {
    try {
      return { method: reauthenticationMethod(user.providerData), error: null };
    } catch (error) {
      return { method: null, error: error as Error };
    }
  }, [user.providerData]);
}

function providerLabel(t: (key: string, options?: Record<string, unknown>) => string, providerId: string): string {
  return t(`auth:social.providers.${providerId}`, { defaultValue: providerId });
}

function EmailSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const { method } = useReauthentication(user);
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
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
            setError(null);
            setBusy(true);
            try {
              await changeEmail(values.newEmail, needsPassword ? values.password : undefined, `${location.pathname}${location.search}`);
              setSent(values.newEmail.trim());
              setOpen(false);
              form.reset();
            } catch (caught) {
              const text = authErrorText(caught);
              setError(text);
              authStore.setState({ errorMessage: t(text.key) });
            }
            setBusy(false);
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

function PasswordSection({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { method } = useReauthentication(user);
  const hasPassword = user.providerData.some((provider) => provider.providerId === 'credential');
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
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
          setError(null);
          setBusy(true);
          try {
            const changed = await changePassword(hasPassword ? values.current : undefined, values.password);
            // A failed change itself is only logged (§8).
            if (changed) {
              toast.success(hasPassword ? t('password.changed') : t('password.set_done'));
              form.reset();
            }
          } catch (caught) {
            const text = authErrorText(caught);
            setError(text);
            authStore.setState({ errorMessage: t(text.key) });
          }
          setBusy(false);
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

function ProvidersSection({ user, providers, anonymous }: { user: CurrentUser; providers: SocialProvider[]; anonymous: boolean }) {
  const { t } = useTranslation('profile');
  const location = useLocation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<AuthErrorText | null>(null);
  const linked = new Set(user.providerData.map((provider) => provider.providerId));
  const methods = user.providerData.length;
  const [params, setParams] = useSearchParams();
  const justLinked = params.get('linked');

  useEffect(() => {
    if (!justLinked) return;
    if (linked.has(justLinked)) toast.success(t('providers.linked', { provider: providerLabel(t, justLinked) }));
    const next = new URLSearchParams(params);
    next.delete('linked');
    setParams(next, { replace: true });
    // Once, for the provider the page came back from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [justLinked]);

  if (providers.length === 0 && !linked.has('credential')) return null;
  const rows = [...(linked.has('credential') ? [{ id: 'credential', name: t('providers.password') }] : []), ...providers];

  return (
    <Section id="profile-providers" icon={<SparkleIcon />} title={t('providers.title')} text={anonymous ? t('providers.text_anonymous') : t('providers.text')}>
      {error && <AuthErrorAlert error={error} />}
      <ul className={styles.providers}>
        {rows.map((provider) => {
          const isLinked = linked.has(provider.id);
          const label = provider.id === 'credential' ? provider.name : providerLabel(t, provider.id);
          return (
            <li key={provider.id} className={styles.provider}>
              <span className={styles.providerName}>
                <span className={styles.providerIcon} aria-hidden="true">
                  {provider.id === 'credential' ? <MailIcon /> : <ProviderIcon provider={provider.id} />}
                </span>
                <span>
                  {label}
                  <span className={`${styles.providerStatus} ${isLinked ? styles.connected : ''}`}>
                    {isLinked ? t('providers.connected') : t('providers.not_connected')}
                  </span>
                </span>
              </span>
              {provider.id !== 'credential' &&
                (isLinked ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    isLoading={busy === provider.id}
                    isDisabled={methods <= 1}
                    aria-label={t('providers.unlink_label', { provider: label })}
                    onPress={async () => {
                      setError(null);
                      setBusy(provider.id);
                      try {
                        await unlinkProvider(provider.id);
                        toast.success(t('providers.unlinked', { provider: label }));
                      } catch (caught) {
                        setError(authErrorText(caught));
                      }
                      setBusy(null);
                    }}
                  >
                    {t('providers.unlink')}
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    isLoading={busy === provider.id}
                    aria-label={t('providers.link_label', { provider: label })}
                    onPress={async () => {
                      setError(null);
                      setBusy(provider.id);
                      try {
                        const back = new URLSearchParams(location.search);
                        back.delete('error');
                        back.set('linked', provider.id);
                        await startLinkSocial(provider.id, `${location.pathname}?${back.toString()}`);
                      } catch (caught) {
                        setError(authErrorText(caught));
                      }
                      setBusy(null);
                    }}
                  >
                    {t('providers.link')}
                  </Button>
                ))}
            </li>
          );
        })}
      </ul>
      {methods === 1 && !linked.has('credential') && <p className={pageStyles.note}>{t('providers.last_method')}</p>}
    </Section>
  );
}

const promoteSchema = z.object({
  firstname: z.string().superRefine(zodRule(required)).superRefine(zodRule(max, nameMaxLength)),
  email: z.string().superRefine(zodRule(required)).superRefine(zodRule(email)),
  password: z.string().superRefine(zodRule(required)).superRefine(zodRule(min, passwordMinLength)),
});

function PromoteSection() {
  const { t } = useTranslation('profile');
  const { customer } = useAuth();
  const [error, setError] = useState<AuthErrorText | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useValidatedForm(promoteSchema, { defaultValues: { firstname: customer?.firstname ?? '', email: '', password: '' } });
  return (
    <Section id="profile-promote" icon={<SparkleIcon />} title={t('promote.title')} text={t('promote.text')}>
      {error && <AuthErrorAlert error={error} />}
      <Form
        form={form}
        className={fieldStyles.fields}
        aria-labelledby="profile-promote"
        onSubmit={async (values) => {
          setError(null);
          setBusy(true);
          try {
            await promoteAnonymousAccount(values);
            toast.success(t('promote.done'));
          } catch (caught) {
            const text = authErrorText(caught);
            setError(text);
            authStore.setState({ errorMessage: t(text.key) });
          }
          setBusy(false);
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

function SignOutSection() {
  const { t } = useTranslation('profile');
  const { locale } = useShellData();
  const [leaving, setLeaving] = useState(false);
  return (
    <Section id="profile-signout" icon={<LogOutIcon />} title={t('signout.title')} text={t('signout.text')}>
      <div className={styles.actions}>
        <Button
          variant="outline"
          iconStart={<LogOutIcon />}
          isLoading={leaving}
          onPress={() => {
            setLeaving(true);
            void signOut(locale);
          }}
        >
          {t('auth:logout')}
        </Button>
      </div>
    </Section>
  );
}
