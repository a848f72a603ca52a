import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { z } from 'zod';
import type { ReferralPreview } from '@brokkie/contracts/referral';
import { maxFriendsPerReferralRequest, maxReferralMessageLength, referralTypes, type ReferralType } from '@brokkie/domain/referral';
import { addValidationIssue, email, max, oneOf, required, zodRule } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormRadioGroup } from '../../components/form-radio-group.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { CloseIcon, MailIcon, PlusIcon, ReloadIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/spinner.tsx';
import type { FieldErrorWithParams } from '../../components/validation-message.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { jsonSubmission } from '../../shell/page-action.ts';
import type { ShareOutcome } from './share-data.ts';
import pageStyles from '../../components/page.module.css';
import styles from './share.module.css';

const inviteSchema = z.object({
  type: z.string().superRefine(zodRule(required)).superRefine(zodRule(oneOf, referralTypes)),
  friends: z.array(z.object({ email: z.string().trim().superRefine(zodRule(required)).superRefine(zodRule(email)) })),
  message: z.string().superRefine(zodRule(max, maxReferralMessageLength)),
});
type InviteValues = z.input<typeof inviteSchema>;

/** Waits this long after the last keystroke in the note before the preview follows it. */
const previewDelayMs = 700;

export interface InviteFormProps {
  /** The flavour that fits the household; null: the form asks. */
  householdType: ReferralType | null;
  /** Invitations still allowed in the coming 24 hours. */
  remainingToday: number;
  onSent: (result: { sent: number; remaining_today: number }) => void;
}

/** The mail as the friend gets it: shown in a sandboxed frame (no scripts, no navigation, no forms). */
function PreviewPane({ type, message }: { type: ReferralType | null; message: string }) {
  const { t } = useTranslation('share');
  const api = useApiClient();
  const headingId = useId();
  const [preview, setPreview] = useState<ReferralPreview | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [note, setNote] = useState(message);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => setNote(message), previewDelayMs);
    return () => clearTimeout(timer);
  }, [message]);

  useEffect(() => {
    if (!type) return;
    const controller = new AbortController();
    setState('loading');
    // The data module (and its schemas) loads with the first preview (decision 0021).
    import('./share-data.ts')
      .then((data) => data.loadPreview(api, type, note, controller.signal))
      .then((loaded) => {
        setPreview(loaded);
        setState('idle');
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[share] preview not loaded', error);
        setState('failed');
      });
    return () => controller.abort();
  }, [api, type, note, attempt]);

  return (
    <section className={styles.preview} aria-labelledby={headingId} aria-busy={state === 'loading'}>
      <div className={styles.previewHead}>
        <h3 id={headingId}>{t('preview.heading')}</h3>
        {state === 'loading' && <Spinner size="sm" label={t('preview.loading')} />}
      </div>
      {!type && <p className={pageStyles.note}>{t('preview.choose_type')}</p>}
      {type && state === 'failed' && (
        <Alert tone="warning" role="alert">
          <p>{t('preview.failed')}</p>
          <Button size="sm" variant="outline" iconStart={<ReloadIcon />} onPress={() => setAttempt((n) => n + 1)} className={styles.previewRetry}>
            {t('preview.retry')}
          </Button>
        </Alert>
      )}
      {type && preview && (
        <div className={styles.mail}>
          <p className={styles.mailSubject}>
            <span className={styles.mailLabel}>{t('preview.subject')}</span> {preview.subject}
          </p>
          <iframe
            className={styles.mailFrame}
            title={t('preview.frame_title')}
            // An empty sandbox: the mail's HTML runs no script, opens nothing and cannot reach this page.
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={preview.html}
          />
        </div>
      )}
    </section>
  );
}

/**
 * The invitation e-mails: which flavour (dog or cat people, asked only when the household does not
 * tell), up to ten friends, an optional note, and the mail as the friends will get it.
 */
export function InviteForm({ householdType, remainingToday, onSent }: InviteFormProps) {
  const { t } = useTranslation('share');
  // The invitations go out through the route's action: its pending state is the send button's.
  const sending = useFetcher<ShareOutcome>();
  const busy = sending.state !== 'idle';
  const sentValues = useRef<z.output<typeof inviteSchema> | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Addresses the API refused (the customer's own): they stay marked while they are in the form.
  const refused = useRef(new Map<string, string>());
  const schema = useMemo(
    () =>
      inviteSchema.superRefine((values, ctx) =>
        values.friends.forEach((friend, index) => {
          const reason = refused.current.get(friend.email.trim().toLowerCase());
          if (reason) addValidationIssue(ctx, { key: 'share.form.refused', params: { reason } }, ['friends', index, 'email']);
        }),
      ),
    [],
  );
  const maxFriends = Math.max(1, Math.min(maxFriendsPerReferralRequest, remainingToday));
  const defaults = useMemo<InviteValues>(() => ({ type: householdType ?? '', friends: [{ email: '' }], message: '' }), [householdType]);
  const form = useValidatedForm(schema, { defaultValues: defaults });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'friends' });
  const type = useWatch({ control: form.control, name: 'type' });
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const chosenType = (referralTypes as readonly string[]).includes(type) ? (type as ReferralType) : null;

  const submit = (values: z.output<typeof inviteSchema>) => {
    setFormError(null);
    sentValues.current = values;
    void sending.submit(
      { intent: 'invite', type: values.type, subjects: values.friends.map((friend) => friend.email), message: values.message },
      jsonSubmission,
    );
  };

  // The action's answer, once the referral was read again: an empty form, or the API's refusal at
  // the field it names (else above the form). Then forgotten, so the next send answers for itself.
  const answer = sending.state === 'idle' ? sending.data : undefined;
  const forgetAnswer = sending.reset;
  useEffect(() => {
    if (!answer) return;
    forgetAnswer();
    const values = sentValues.current;
    if (answer.ok) {
      form.reset({ ...defaults, type: values?.type ?? defaults.type });
      onSent(answer.value);
      return;
    }
    if (answer.status === 0) {
      setFormError(t('send_failed'));
      return;
    }
    let placed = false;
    for (const [field, messages] of Object.entries(answer.fields)) {
      const friend = /^subjects\.(\d+)$/.exec(field);
      const message = messages[0];
      if (!message) continue;
      if (friend) {
        const index = Number(friend[1]);
        const address = values?.friends[index]?.email;
        if (address === undefined) continue;
        refused.current.set(address.trim().toLowerCase(), message);
        const refusal: FieldErrorWithParams = { type: 'server', message: 'share.form.refused', params: { reason: message } };
        form.setError(`friends.${index}.email`, refusal, { shouldFocus: !placed });
        placed = true;
      } else if (field === 'message' || field === 'type') {
        form.setError(field, { type: 'server', message }, { shouldFocus: !placed });
        placed = true;
      }
    }
    if (!placed) setFormError(answer.detail || t('send_failed'));
  }, [answer, forgetAnswer, defaults, form, onSent, t]);

  return (
    <div className={styles.inviteGrid}>
      <Form form={form} onSubmit={submit} className={styles.form} aria-label={t('form.label')}>
        {formError && (
          <Alert tone="danger" role="alert">
            {formError}
          </Alert>
        )}
        {householdType === null && (
          <FormRadioGroup
            name="type"
            label={t('form.type_label')}
            appearance="cards"
            orientation="horizontal"
            isRequired
            options={[
              { value: 'thankyou_dog', label: t('form.type_dog'), description: t('form.type_dog_hint') },
              { value: 'thankyou_cat', label: t('form.type_cat'), description: t('form.type_cat_hint') },
            ]}
          />
        )}
        <fieldset className={styles.friends}>
          <legend className={styles.legend}>{t('form.friends_legend')}</legend>
          <p className={pageStyles.note}>{t('form.friends_hint', { count: maxFriends })}</p>
          {fields.map((field, index) => (
            <div key={field.id} className={styles.friendRow}>
              <FormTextField
                name={`friends.${index}.email`}
                label={t('form.friend_label', { number: index + 1 })}
                type="email"
                inputMode="email"
                autoComplete="off"
                isRequired
                className={styles.friendField}
              />
              {fields.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  iconStart={<CloseIcon />}
                  aria-label={t('form.remove_friend', { number: index + 1 })}
                  onPress={() => remove(index)}
                  className={styles.removeFriend}
                />
              )}
            </div>
          ))}
          {fields.length < maxFriends && (
            <div>
              <Button variant="outline" size="sm" iconStart={<PlusIcon />} onPress={() => append({ email: '' }, { shouldFocus: true })}>
                {t('form.add_friend')}
              </Button>
            </div>
          )}
        </fieldset>
        <FormTextField name="message" label={t('form.message_label')} description={t('form.message_hint', { max: maxReferralMessageLength })} multiline />
        <Button type="submit" size="lg" iconStart={<MailIcon />} isLoading={busy}>
          {t('form.submit', { count: fields.length })}
        </Button>
      </Form>
      <PreviewPane type={chosenType} message={message} />
    </div>
  );
}
