import styles from './game-art-placeholder.module.css';

/** Up to two letters naming the game: the first of its first two words (one character for CJK names). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (w: string) => Array.from(w)[0] ?? '';
  if (words.length === 0) return '';
  if (words.length === 1 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(words[0] ?? ''))
    return first(words[0] as string).toUpperCase();
  return (first(words[0] as string) + first(words[1] as string)).toUpperCase();
}

export interface GameArtPlaceholderProps {
  name: string;
  /** `loading`: the artwork is on its way (a slow shine); `failed`: it could not load. */
  state: 'loading' | 'failed';
}

/**
 * The tile's face until its artwork shows, and in its place when the artwork cannot load: the
 * merchant's colours and the game's initials, filling the artwork's box. Hidden from assistive
 * technology: the tile's button is already named by the game's name.
 */
export function GameArtPlaceholder({ name, state }: GameArtPlaceholderProps) {
  return (
    <span className={styles.face} data-state={state} data-testid="game-art-placeholder" aria-hidden="true">
      <span className={styles.initials}>{initialsOf(name)}</span>
      <svg className={styles.glyph} viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <rect x="3" y="7" width="18" height="11" rx="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <circle cx="9" cy="12.5" r="1.4" fill="currentColor" />
        <circle cx="15" cy="12.5" r="1.4" fill="currentColor" />
      </svg>
    </span>
  );
}
