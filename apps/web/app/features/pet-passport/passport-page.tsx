import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import type { PetPassport } from '@brokkie/contracts/pet-passport';
import { todayIsoDate } from '@brokkie/domain/dates';
import { rabiesValidOn } from '@brokkie/domain/pet-passport';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { PlusIcon, ReceiptIcon, SettingsIcon } from '../../components/icons.tsx';
import { PetPageFrame } from '../../components/pet-page-frame.tsx';
import { toast } from '../../components/toast.tsx';
import { saveBlob } from '../../lib/save-blob.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { fetchPassportPdf, type PassportPageData } from './passport-data.ts';
import { formatDay, WeightChart } from './weight-chart.tsx';
import pageStyles from '../../components/page.module.css';
import styles from './pet-passport.module.css';

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

/** Label and value pairs; an empty value says so, in the page's muted voice. */
function Facts({ rows }: { rows: { label: string; value: string | null | undefined }[] }) {
  const { t } = useTranslation('pet_passport');
  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <div key={row.label} className={styles.fact}>
          <dt>{row.label}</dt>
          <dd className={row.value ? undefined : pageStyles.muted}>{row.value || t('pdf.not_filled_in')}</dd>
        </div>
      ))}
    </dl>
  );
}

function RabiesStatus({ passport }: { passport: PetPassport }) {
  const { t } = useTranslation('pet_passport');
  const { localeTag } = useShellData();
  if (!passport.vaccinations.some((vaccination) => vaccination.rabies)) return null;
  const until = passport.rabies_valid_until;
  if (until === null) return <Alert tone="info">{t('rabies.no_booster')}</Alert>;
  return rabiesValidOn(until, todayIsoDate()) ? (
    <Alert tone="success">{t('rabies.valid_until', { date: formatDay(until, localeTag, { dateStyle: 'long' }) })}</Alert>
  ) : (
    <Alert tone="danger">{t('rabies.expired_on', { date: formatDay(until, localeTag, { dateStyle: 'long' }) })}</Alert>
  );
}

function PassportOfPet({ pet, data }: { pet: Animal; data: PassportPageData }) {
  const { t } = useTranslation('pet_passport');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const api = useApiClient();
  const [downloading, setDownloading] = useState(false);
  const passport = data.passport;
  if (!passport) return null;
  const forPet = (path: string) => localize(`${path}?pet=${pet.id}`);
  const owner = data.owner;

  const download = () => {
    setDownloading(true);
    fetchPassportPdf(api, pet.id)
      .then((pdf) =>
        saveBlob(
          pdf,
          `${t('pdf.file_name')}-${pet.name
            .normalize('NFD')
            .replace(/[^A-Za-z0-9]+/g, '-')
            .toLowerCase()}.pdf`,
        ),
      )
      .catch((error: unknown) => {
        console.error('[passport] the PDF could not be downloaded', error);
        toast.error(t('download_failed'));
      })
      .finally(() => setDownloading(false));
  };

  return (
    <div className={styles.stack}>
      <Card tone="sun" className={styles.identityCard}>
        {pet.image ? <img src={pet.image} alt="" className={styles.photo} width={96} height={96} /> : null}
        <div className={styles.identityText}>
          <p className={styles.petName}>{pet.name}</p>
          <p className={pageStyles.muted}>{[t(`species.${pet.type}`), data.breeds.join(' × ') || null, t(`sexes.${pet.sex}`)].filter(Boolean).join(' · ')}</p>
          <p className={pageStyles.muted}>{t('born_on', { date: formatDay(pet.dateOfBirth, localeTag, { dateStyle: 'long' }) })}</p>
        </div>
        <div className={styles.identityActions}>
          <Button iconStart={<ReceiptIcon />} isLoading={downloading} onPress={download}>
            {t('download_pdf')}
          </Button>
          <ButtonLink variant="outline" to={forPet('/e-health/edit-pet-profile')} iconStart={<SettingsIcon />}>
            {t('edit')}
          </ButtonLink>
        </div>
      </Card>

      <RabiesStatus passport={passport} />

      <Section title={t('sections.identity')}>
        <Facts
          rows={[
            { label: t('fields.chip_number'), value: passport.chip_number },
            { label: t('fields.passport_number'), value: passport.passport_number },
            { label: t('fields.markings'), value: passport.markings },
          ]}
        />
      </Section>

      <Section title={t('sections.vaccinations')}>
        {passport.vaccinations.length === 0 ? (
          <p className={pageStyles.muted}>{t('vaccinations.none_yet')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table} aria-label={t('sections.vaccinations')}>
              <thead>
                <tr>
                  <th scope="col">{t('vaccinations.vaccine')}</th>
                  <th scope="col">{t('vaccinations.date')}</th>
                  <th scope="col">{t('vaccinations.note')}</th>
                  <th scope="col">{t('vaccinations.valid_until')}</th>
                </tr>
              </thead>
              <tbody>
                {passport.vaccinations.map((vaccination) => (
                  <tr key={`${vaccination.reminder}${vaccination.date}`}>
                    <th scope="row">{vaccination.title}</th>
                    <td>{formatDay(vaccination.date, localeTag)}</td>
                    <td>{vaccination.note || '–'}</td>
                    <td>{vaccination.valid_until ? formatDay(vaccination.valid_until, localeTag) : t('vaccinations.no_booster')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div>
          <ButtonLink variant="outline" size="sm" to={localize(`/e-health/new-reminder?pet=${pet.id}&kind=vaccination`)} iconStart={<PlusIcon />}>
            {t('vaccinations.add')}
          </ButtonLink>
        </div>
      </Section>

      <Section title={t('sections.health')}>
        <Facts
          rows={[
            { label: t('fields.allergies'), value: passport.allergies },
            { label: t('fields.medication'), value: passport.medication },
          ]}
        />
      </Section>

      <Section title={t('sections.weight')}>
        {data.weights.length === 0 ? <p className={pageStyles.muted}>{t('weights.none')}</p> : <WeightChart weights={data.weights} name={pet.name} />}
        <div>
          <ButtonLink variant="outline" size="sm" to={forPet('/e-health/edit-pet-condition')} iconStart={<PlusIcon />}>
            {t('weights.record')}
          </ButtonLink>
        </div>
      </Section>

      <Section title={t('sections.contacts')}>
        <Facts
          rows={[
            { label: t('fields.owner_name'), value: owner ? [owner.firstname, owner.lastname].filter(Boolean).join(' ') : null },
            { label: t('fields.owner_email'), value: owner?.email },
            { label: t('fields.owner_phone'), value: owner?.phone },
            { label: t('fields.vet_name'), value: passport.vet_name },
            { label: t('fields.vet_phone'), value: passport.vet_phone },
            { label: t('fields.vet_address'), value: passport.vet_address },
          ]}
        />
      </Section>
    </div>
  );
}

/**
 * /e-health/pet-passport: per pet (tabs, `?pet=`) what a vet, a pet sitter or a border check
 * reads: identification, vaccinations with the rabies validity against today, allergies and
 * medication, the weight history, owner and vet; "Download PDF" prints it in the page's language.
 */
export function PassportPage({ data }: { data: PassportPageData }) {
  const { t } = useTranslation('pet_passport');
  return (
    <PetPageFrame
      page="e-health-pet-passport"
      intro={t('intro')}
      pets={data.pets}
      selectedId={data.selectedId}
      petsLabel={t('pets_label')}
      noPets={{ title: t('no_pets_title'), text: t('no_pets_text'), action: t('no_pets_action') }}
      className={styles.page}
    >
      {(pet) => <PassportOfPet pet={pet} data={data} />}
    </PetPageFrame>
  );
}
