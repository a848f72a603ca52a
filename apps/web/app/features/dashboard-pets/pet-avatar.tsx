import type { AnimalType } from '@brokkie/domain/pet-profile';
import { resolveApiUrl } from '../../lib/api-client.ts';
import { useShellData } from '../../shell/shell-data.ts';
import styles from './dashboard-pets.module.css';

/** A friendly face for a pet without a photo: a round dog or cat drawing in the brand colours. */
function PlaceholderFace({ type }: { type: AnimalType }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={styles.placeholderFace}>
      {type === 'dog' ? (
        <>
          <path d="M14 18c-6 2-8 12-5 20 2 5 6 6 8 3l4-15z" className={styles.faceEar} />
          <path d="M50 18c6 2 8 12 5 20-2 5-6 6-8 3l-4-15z" className={styles.faceEar} />
          <ellipse cx="32" cy="34" rx="16" ry="17" className={styles.faceHead} />
          <ellipse cx="32" cy="42" rx="8" ry="6" className={styles.faceMuzzle} />
          <path d="M28.5 39.5h7l-3.5 3.5z" className={styles.faceNose} />
          <circle cx="25.5" cy="31" r="2" className={styles.faceEye} />
          <circle cx="38.5" cy="31" r="2" className={styles.faceEye} />
        </>
      ) : (
        <>
          <path d="M16 30V12l11 8h10l11-8v18z" className={styles.faceHead} />
          <ellipse cx="32" cy="36" rx="17" ry="15" className={styles.faceHead} />
          <ellipse cx="32" cy="42" rx="7" ry="5" className={styles.faceMuzzle} />
          <path d="M29.5 39h5L32 41.5z" className={styles.faceNose} />
          <circle cx="25" cy="33" r="2" className={styles.faceEye} />
          <circle cx="39" cy="33" r="2" className={styles.faceEye} />
          <path d="M12 39l9 1M13 44l8-2M52 39l-9 1M51 44l-8-2" className={styles.faceWhiskers} />
        </>
      )}
    </svg>
  );
}

/**
 * A pet's photo (relative to the API base, like every link of the API), or a drawing of a dog or
 * a cat. Decorative: the pet's name is always next to it.
 */
export function PetAvatar({ type, image, size = 'md' }: { type: AnimalType; image: string | null; size?: 'md' | 'lg' }) {
  const { config } = useShellData();
  return (
    <span className={`${styles.avatar} ${styles[`avatar_${size}`]} ${styles[`avatar_${type}`]}`} aria-hidden="true">
      {image ? <img src={resolveApiUrl(config.apiBaseUrl, image)} alt="" className={styles.avatarImage} /> : <PlaceholderFace type={type} />}
    </span>
  );
}
