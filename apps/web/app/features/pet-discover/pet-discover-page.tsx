import { useCallback, useEffect, useRef, useState } from 'react';
import { formatDate } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import type { Survey, SurveySubmission } from '@brokkie/contracts/survey';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, PawIcon, PlusIcon, ReloadIcon, SparkleIcon } from '../../components/icons.tsx';
import { EmptyState, PageHeader } from '../../components/page-layout.tsx';
import { PetTabs } from '../../components/pet-tabs.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import type { PetDiscoverData } from './pet-discover-data.ts';
import { RecommendationCard } from './recommendation-card.tsx';
import { SurveyForm, type SurveyDraft } from './survey-form.tsx';
import styles from './pet-discover.module.css';

/** What a pet's tab shows: its last advice, the surveys to choose from, or one survey being answered. */
type View = { mode: 'results' } | { mode: 'choose' } | { mode: 'answer'; survey: string };

const draftKey = (petId: number, surveyUrl: string) => `${petId} ${surveyUrl}`;

/** A panel's heading that takes focus when the owner opened the panel (not when the page opens), so that reading goes on there. */
function useFocusedHeading(focus: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(focus);
  useEffect(() => {
    if (first.current) heading.current?.focus();
  }, []);
  return heading;
}

/** The surveys for a pet's species, by category. */
function SurveyChooser({
  pet,
  data,
  focus,
  onStart,
  onShowLast,
}: {
  pet: Animal;
  data: PetDiscoverData;
  focus: boolean;
  onStart: (survey: Survey) => void;
  onShowLast?: () => void;
}) {
  const { t } = useTranslation('pet_discover');
  const heading = useFocusedHeading(focus);
  const { content } = data;
  const forPet = content.surveys.filter((survey) => survey.animal_types.includes(pet.type));
  const categories = content.categories.filter((category) => forPet.some((survey) => survey.category === category.url));
  return (
    <div className={styles.stack}>
      <div className={styles.panelHead}>
        <h2 ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {t('choose.title', { name: pet.name })}
        </h2>
        <p className={styles.muted}>{t('choose.intro', { name: pet.name })}</p>
        {onShowLast && (
          <div>
            <Button variant="link" size="sm" onPress={onShowLast}>
              {t('choose.show_last', { name: pet.name })}
            </Button>
          </div>
        )}
      </div>
      {forPet.length === 0 ? (
        <p className={styles.muted}>{t('choose.none', { name: pet.name })}</p>
      ) : (
        categories.map((category) => (
          <section key={category.url} className={styles.category} aria-labelledby={`category-${pet.id}-${category.id}`}>
            <h3 id={`category-${pet.id}-${category.id}`} className={styles.categoryTitle}>
              {category.name}
            </h3>
            <ul className={styles.surveyList}>
              {forPet
                .filter((survey) => survey.category === category.url)
                .map((survey) => {
                  const count = survey.question_count ?? content.questions[survey.url]?.length ?? 0;
                  return (
                    <li key={survey.url} className={styles.surveyCard}>
                      <h4 className={styles.surveyName}>{survey.name}</h4>
                      <p className={styles.muted}>{survey.description}</p>
                      <div className={styles.surveyCardEnd}>
                        <span className={styles.note}>{t('choose.questions', { count })}</span>
                        <Button
                          variant="outline"
                          size="sm"
                          iconEnd={<ArrowRightIcon size={16} />}
                          onPress={() => onStart(survey)}
                          aria-label={t('choose.start_named', { survey: survey.name, name: pet.name })}
                        >
                          {t('choose.start')}
                        </Button>
                      </div>
                    </li>
                  );
                })}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

/** The pet's last survey and what it recommended, each with its source and action. */
function LastAdvice({
  pet,
  data,
  submission,
  focus,
  onAgain,
  onChoose,
}: {
  pet: Animal;
  data: PetDiscoverData;
  submission: SurveySubmission;
  focus: boolean;
  onAgain: (() => void) | null;
  onChoose: () => void;
}) {
  const { t } = useTranslation('pet_discover');
  const { localeTag } = useShellData();
  const heading = useFocusedHeading(focus);
  const survey = data.content.surveys.find((candidate) => candidate.url === submission.survey);
  const recommendations = [...submission.recommendations].sort((a, b) => a.priority - b.priority);
  return (
    <div className={styles.stack}>
      <div className={styles.panelHead}>
        <h2 ref={heading} tabIndex={-1} className={styles.panelTitle}>
          {t('results.title', { name: pet.name })}
        </h2>
        <p className={styles.muted}>
          {survey
            ? t('results.from_survey', { survey: survey.name, date: formatDate(submission.created_at, localeTag) })
            : t('results.from_date', { date: formatDate(submission.created_at, localeTag) })}
        </p>
      </div>
      {recommendations.length === 0 ? (
        <p className={styles.muted}>{t('results.none', { name: pet.name })}</p>
      ) : (
        <ul className={styles.recommendations}>
          {recommendations.map((recommendation) => (
            <RecommendationCard key={recommendation.url} pet={pet} recommendation={recommendation} products={data.products} country={data.country} />
          ))}
        </ul>
      )}
      <p className={styles.note}>{t('results.disclaimer')}</p>
      <div className={styles.actions}>
        {onAgain && (
          <Button variant="outline" iconStart={<ReloadIcon size={18} />} onPress={onAgain}>
            {t('results.again')}
          </Button>
        )}
        <Button variant="ghost" iconStart={<SparkleIcon size={18} />} onPress={onChoose}>
          {t('results.choose')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /e-health/pet-discover: per pet (tabs, or `?pet=` from a link), short surveys by category for its
 * species; the answers give advice, each citing its source, with what can be done about it: add a
 * reminder, see a vet, a product that suits, or a change of the meal plan shown as old vs new before
 * it is applied. The pet's last advice shows when the page opens, so it is not lost on a reload.
 */
export function PetDiscoverPage({ data }: { data: PetDiscoverData }) {
  const { t } = useTranslation('pet_discover');
  const localize = useLocalizedPath();
  const { pets, content } = data;
  const [selected, setSelected] = useState(data.selectedId);
  const [views, setViews] = useState<Record<number, View>>({});
  const [drafts, setDrafts] = useState<Record<string, SurveyDraft>>({});

  const viewOf = (pet: Animal): View => views[pet.id] ?? (data.last[pet.id] ? { mode: 'results' } : { mode: 'choose' });
  const show = (pet: Animal, view: View) => setViews((current) => ({ ...current, [pet.id]: view }));
  const submitted = useCallback((pet: Animal, surveyUrl: string) => {
    setDrafts(({ [draftKey(pet.id, surveyUrl)]: _sent, ...rest }) => rest);
    setViews((current) => ({ ...current, [pet.id]: { mode: 'results' } }));
  }, []);

  /** Start a survey; taken again, it starts from the answers given last time. */
  const start = (pet: Animal, survey: Survey) => {
    const last = data.last[pet.id];
    const key = draftKey(pet.id, survey.url);
    if (!drafts[key] && last && last.survey === survey.url) {
      const draft: SurveyDraft = {};
      for (const question of content.questions[survey.url] ?? []) {
        const chosen = (content.answers[question.url] ?? []).filter((answer) => last.answers.includes(answer.url)).map((answer) => answer.url);
        if (chosen.length) draft[question.url] = chosen;
      }
      setDrafts((current) => ({ ...current, [key]: draft }));
    }
    show(pet, { mode: 'answer', survey: survey.url });
  };

  const header = <PageHeader page="e-health-pet-discover" intro={t('intro')} />;

  if (pets.length === 0) {
    return (
      <div className={styles.page}>
        {header}
        <EmptyState
          title={t('no_pets.title')}
          icon={<PawIcon size={28} />}
          action={
            <ButtonLink to={localize('/dashboard/pets')} iconStart={<PlusIcon />}>
              {t('no_pets.action')}
            </ButtonLink>
          }
        >
          {t('no_pets.text')}
        </EmptyState>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      {header}
      <PetTabs pets={pets} selected={selected} onSelect={setSelected} label={t('pets_label')}>
        {(pet) => {
          const view = viewOf(pet);
          const last = data.last[pet.id];
          const survey = view.mode === 'answer' ? content.surveys.find((candidate) => candidate.url === view.survey) : undefined;
          if (view.mode === 'answer' && survey) {
            const key = draftKey(pet.id, survey.url);
            return (
              <SurveyForm
                key={key}
                pet={pet}
                survey={survey}
                questions={content.questions[survey.url] ?? []}
                answers={content.answers}
                draft={drafts[key] ?? {}}
                onDraft={(draft) => setDrafts((current) => ({ ...current, [key]: draft }))}
                onBack={() => show(pet, last ? { mode: 'results' } : { mode: 'choose' })}
                onSubmitted={() => submitted(pet, survey.url)}
              />
            );
          }
          if (view.mode === 'results' && last) {
            const lastSurvey = content.surveys.find((candidate) => candidate.url === last.survey);
            return (
              <LastAdvice
                pet={pet}
                data={data}
                submission={last}
                focus={views[pet.id] !== undefined}
                onAgain={lastSurvey ? () => start(pet, lastSurvey) : null}
                onChoose={() => show(pet, { mode: 'choose' })}
              />
            );
          }
          return (
            <SurveyChooser
              pet={pet}
              data={data}
              focus={views[pet.id] !== undefined}
              onStart={(chosen) => start(pet, chosen)}
              onShowLast={last ? () => show(pet, { mode: 'results' }) : undefined}
            />
          );
        }}
      </PetTabs>
    </div>
  );
}
