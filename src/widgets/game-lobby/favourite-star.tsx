import { useLingui } from '@lingui/react/macro';
import styles from './game-lobby.module.css';

/** The star that marks a category (a vendor) as the member's favourite (R2.60); named inside its card's group. */
export function FavouriteStar({ on, onToggle }: { on: boolean; onToggle(): void }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={on}
      aria-label={t`Favourite`}
      title={on ? t`Remove from favourites` : t`Add to favourites`}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
