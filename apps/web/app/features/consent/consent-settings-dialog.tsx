import { useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay, Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { currentConsent } from '../../shell/consent.ts';
import dialogStyles from '../../components/dialog.module.css';
import styles from './consent.module.css';

export interface ConsentPurposesValue {
  analytics: boolean;
  marketing: boolean;
}

/** One purpose: its name, what it covers in plain words, and its switch. */
function PurposeRow({
  purpose,
  isSelected,
  isDisabled,
  onChange,
}: {
  purpose: 'necessary' | 'analytics' | 'marketing';
  isSelected: boolean;
  isDisabled?: boolean;
  onChange?: (selected: boolean) => void;
}) {
  const { t } = useTranslation('consent');
  const descriptionId = `consent-purpose-${purpose}-text`;
  return (
    <li className={styles.purpose}>
      <Switch className={styles.switch} isSelected={isSelected} isDisabled={isDisabled} onChange={onChange} aria-describedby={descriptionId}>
        <span className={styles.purposeName}>{t(`purposes.${purpose}.name`)}</span>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
      </Switch>
      <p id={descriptionId} className={styles.purposeText}>
        {t(`purposes.${purpose}.text`)}
        {isDisabled && <span className={styles.always}> {t('purposes.necessary.always_on')}</span>}
      </p>
    </li>
  );
}

/**
 * The consent settings: the three purposes, necessary always on, each explained; Save stores the
 * switches, Accept all everything. A modal dialog (focus inside while it is open, Escape closes it,
 * focus returns to what opened it).
 */
export function ConsentSettingsDialog({
  isOpen,
  onOpenChange,
  onSave,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (purposes: ConsentPurposesValue) => void;
}) {
  const { t } = useTranslation('consent');
  const [purposes, setPurposes] = useState<ConsentPurposesValue>({ analytics: false, marketing: false });
  useEffect(() => {
    if (!isOpen) return;
    const current = currentConsent();
    setPurposes({ analytics: current?.analytics ?? false, marketing: current?.marketing ?? false });
  }, [isOpen]);

  return (
    <ModalOverlay className={dialogStyles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={`${dialogStyles.modal} ${styles.settingsModal}`}>
        <Dialog className={`${dialogStyles.dialog} ${styles.settings}`}>
          {({ close }) => (
            <>
              <div className={styles.settingsHead}>
                <Heading slot="title" className={dialogStyles.title}>
                  {t('settings.title')}
                </Heading>
                <Button variant="ghost" size="sm" iconOnly aria-label={t('settings.close')} onPress={close}>
                  <CloseIcon size={20} />
                </Button>
              </div>
              <p className={styles.settingsIntro}>{t('settings.intro')}</p>
              <ul className={styles.purposes}>
                <PurposeRow purpose="necessary" isSelected isDisabled />
                <PurposeRow purpose="analytics" isSelected={purposes.analytics} onChange={(analytics) => setPurposes((p) => ({ ...p, analytics }))} />
                <PurposeRow purpose="marketing" isSelected={purposes.marketing} onChange={(marketing) => setPurposes((p) => ({ ...p, marketing }))} />
              </ul>
              <div className={styles.settingsActions}>
                <Button
                  variant="outline"
                  onPress={() => {
                    onSave({ analytics: true, marketing: true });
                    close();
                  }}
                >
                  {t('accept_all')}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() => {
                    onSave(purposes);
                    close();
                  }}
                >
                  {t('settings.save')}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
