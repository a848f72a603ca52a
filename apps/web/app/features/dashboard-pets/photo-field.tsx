import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnimalType } from '@brokkie/domain/pet-profile';
import { image, imageExtensions, size } from '@brokkie/domain/validation-rules';
import { Button } from '../../components/button.tsx';
import { AlertIcon, TrashIcon } from '../../components/icons.tsx';
import { resolveApiUrl } from '../../lib/api-client.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { PetAvatar } from './pet-avatar.tsx';
import fieldStyles from '../../components/field.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './dashboard-pets.module.css';

/** The API refuses larger photos (413); checking first saves the owner a long upload. */
export const maxPhotoKilobytes = 10 * 1024;

/** The media types §5's image rule names, for the file picker. */
export const photoTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml', 'image/bmp'];
const acceptedTypes = [...photoTypes, ...imageExtensions.map((extension) => `.${extension}`)];

export const photoErrorKeys = {
  wrongType: 'dashboard_pets.photo.wrong_type',
  tooLarge: 'dashboard_pets.photo.too_large',
} as const;

/** The message key of a file the photo rules refuse, or null: §5's image rule, then at most 10 MB. */
export function photoProblem(file: File): string | null {
  if (image(file)) return photoErrorKeys.wrongType;
  if (size(file, maxPhotoKilobytes)) return photoErrorKeys.tooLarge;
  return null;
}

export interface PhotoChoice {
  /** A new photo to upload. */
  file: File | null;
  /** Remove the current photo. */
  remove: boolean;
}

export const noPhotoChange: PhotoChoice = { file: null, remove: false };

interface PhotoFieldProps {
  type: AnimalType;
  /** The pet's current photo (url from the API), if any. */
  current: string | null;
  choice: PhotoChoice;
  onChange: (choice: PhotoChoice) => void;
  /** A translated message: a refused file or an upload the API refused. */
  errorMessage?: string;
  onError: (messageKey: string | null) => void;
}

/**
 * The pet's photo: a preview of what will be shown (the chosen file, the current photo, or the
 * drawing), a button that opens the file picker (keyboard and screen readers included), and
 * "Remove". A refused file leaves the previous choice as it was.
 */
export function PhotoField({ type, current, choice, onChange, errorMessage, onError }: PhotoFieldProps) {
  const { t } = useTranslation('dashboard_pets');
  const { config } = useShellData();
  const labelId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const previewUrl = useMemo(() => (choice.file ? URL.createObjectURL(choice.file) : null), [choice.file]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const shown = previewUrl ?? (choice.remove || !current ? null : resolveApiUrl(config.apiBaseUrl, current));

  return (
    <div className={styles.photoField} role="group" aria-labelledby={labelId} aria-describedby={errorMessage ? errorId : undefined}>
      <span id={labelId} className={styles.groupLabel}>
        {t('photo.label')}
      </span>
      <div className={styles.photoRow}>
        {shown ? <img src={shown} alt={t('photo.preview')} className={styles.photoPreview} /> : <PetAvatar type={type} image={null} size="lg" />}
        <div className={styles.photoControls}>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={acceptedTypes.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Emptied, so that choosing the same file again is a change too.
              event.target.value = '';
              if (!file) return;
              const problem = photoProblem(file);
              onError(problem);
              if (!problem) onChange({ file, remove: false });
            }}
          />
          <Button variant="outline" size="sm" onPress={() => fileInput.current?.click()}>
            {shown ? t('photo.replace') : t('photo.choose')}
          </Button>
          {shown && (
            <Button
              variant="ghost"
              size="sm"
              iconStart={<TrashIcon size={18} />}
              onPress={() => {
                onError(null);
                onChange({ file: null, remove: !!current });
              }}
            >
              {t('photo.remove')}
            </Button>
          )}
          <p className={`${pageStyles.note} ${styles.hint}`}>{t('photo.hint')}</p>
        </div>
      </div>
      {errorMessage && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          <AlertIcon />
          <span>{errorMessage}</span>
        </p>
      )}
    </div>
  );
}
