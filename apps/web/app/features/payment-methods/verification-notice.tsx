import { useEffect, useState } from 'react';
import { formatCents } from '@brokkie/domain/format';
import { useRevalidator, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mandateVerificationAmountCents } from '@brokkie/contracts/payment';
import { Alert } from '../../components/alert.tsx';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { returnParameter } from './payment-method-kinds.ts';
import type { VerificationOutcome } from './payment-methods-data.ts';

/** How often, and how long, the page asks again while the bank has not confirmed the new method. */
const recheckMs = 2000;
const recheckTimes = 15;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Back from the provider: how the verification of the new method went, as the loader first read it,
 * asked again while the bank confirms; then the list is read again, with the method when it came.
 */
export function VerificationNotice({ initial }: { initial: VerificationOutcome | null }) {
  const { t } = useTranslation('payment_methods');
  const { localeTag } = useShellData();
  const api = useApiClient();
  const { revalidate } = useRevalidator();
  const [params, setParams] = useSearchParams();
  // Both kept from the first reading: the loader runs again once the return marker is out of the address, and reads no verification then.
  const [outcome, setOutcome] = useState(initial);
  const [waitingAtStart] = useState(initial === 'waiting');

  // Taken out of the address, a reload does not repeat the notice.
  useEffect(() => {
    if (!params.has(returnParameter)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(returnParameter);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [params, setParams]);

  useEffect(() => {
    if (!waitingAtStart) return;
    let active = true;
    void (async () => {
      for (let round = 0; round < recheckTimes; round += 1) {
        await wait(recheckMs);
        if (!active) return;
        const result = await (await import('./payment-methods-data.ts')).readVerification(api);
        if (!active) return;
        setOutcome(result);
        if (result !== 'waiting') break;
      }
      if (active) await revalidate();
    })();
    return () => {
      active = false;
    };
  }, [api, revalidate, waitingAtStart]);

  return (
    <>
      {outcome === 'added' && (
        <Alert tone="success" role="status" title={t('returned.added_title')}>
          {t('returned.added_text', { amount: formatCents(mandateVerificationAmountCents, localeTag) })}
        </Alert>
      )}
      {outcome === 'failed' && (
        <Alert tone="danger" role="alert" title={t('returned.failed_title')}>
          {t('returned.failed_text')}
        </Alert>
      )}
      {outcome === 'waiting' && (
        <Alert tone="info" role="status" title={t('returned.waiting_title')}>
          {t('returned.waiting_text')}
        </Alert>
      )}
    </>
  );
}
