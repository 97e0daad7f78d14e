import { useLingui } from '@lingui/react/macro';
import styles from './favourite-star.module.css';

export interface FavouriteStarProps {
  /** Whether the card's thing (a vendor, a lottery game) is a favourite: the star is filled and pressed. */
  on: boolean;
  onToggle(): void;
  /** The star's size in CSS pixels. */
  size?: number;
  /** Where the star sits in its card and how it is shaped there. */
  className?: string;
}

/**
 * The star that marks the thing of its card as the member's favourite (R2.60). Named
 * "Favourite" inside its card's named group, so it reads "Vietnam 5-Minute, Favourite, pressed".
 */
export function FavouriteStar({ on, onToggle, size = 18, className }: FavouriteStarProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={className ? `${styles.star} ${className}` : styles.star}
      aria-pressed={on}
      aria-label={t`Favourite`}
      title={on ? t`Remove from favourites` : t`Add to favourites`}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
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
