import { useTranslation } from 'react-i18next';
import { maxStopReasonLength } from '@brokkie/contracts/animal';
import { TextField } from '../../components/text-field.tsx';

/**
 * Why a pet (or the whole subscription) stops: asked once, required, at most the API's length.
 * Typing a reason clears the error the empty one had.
 */
export function StopReasonField({ value, error, onChange }: { value: string; error: string | null; onChange: (value: string, clearsError: boolean) => void }) {
  const { t } = useTranslation('subscription_settings');
  return (
    <TextField
      label={t('pets.reason_label')}
      description={t('pets.reason_help')}
      multiline
      isRequired
      maxLength={maxStopReasonLength}
      value={value}
      onChange={(next) => onChange(next, next.trim() !== '')}
      isInvalid={error !== null}
      errorMessage={error ?? undefined}
    />
  );
}
