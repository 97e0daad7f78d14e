import type { ReactNode } from 'react';
import styles from './filter-chip.module.css';

export interface FilterChipProps {
  /** Whether the chip's filter is on (aria-pressed); a chip that only acts (a shortcut) leaves it out. */
  pressed?: boolean;
  /** The smaller type of the game lobbies' rows of many chips. */
  small?: boolean;
  /** The caller's own additions (a nowrap row, a hover); they add to the chip's look, never undo it. */
  className?: string;
  onClick(): void;
  children: ReactNode;
}

/** A pill-shaped button that turns one filter of a list on, pressed while it is on. */
export function FilterChip({ pressed, small, className, onClick, children }: FilterChipProps) {
  const classes = [styles.chip, small ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
