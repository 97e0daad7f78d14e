import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { MIN_BET_FILTERS, type MinBetFilter } from '@schemas/api/game-rules';
import type { ListFilters, ListMode } from '../../atoms/game-list';
import { FilterChip } from '../../ui/filter-chip/filter-chip';
import { useDebouncedValue } from './use-debounced-value';
import styles from './rng-lobby.module.css';

/** Spec §5: the name search runs 500 ms after typing stops, and only when the text changed. */
export const SEARCH_DEBOUNCE_MS = 500;

type Classify = NonNullable<ListFilters['gameClassify']>;

export interface RngToolbarProps {
  mode: ListMode;
  filters: ListFilters;
  /** Offer the bingo classification (the merchant's header languages include TY). */
  bingo: boolean;
  onMode(mode: ListMode): void;
  onClassify(value: Classify | undefined): void;
  onMinBet(value: MinBetFilter | undefined): void;
  onSearch(text: string): void;
}

function Chip({ on, label, onClick }: { on: boolean; label: string; onClick(): void }) {
  return (
    <FilterChip small className={styles.chip} pressed={on} onClick={onClick}>
      {label}
    </FilterChip>
  );
}

/** Modes, classification, minimum bet and name search of the slot list. */
export function RngToolbar({
  mode,
  filters,
  bingo,
  onMode,
  onClassify,
  onMinBet,
  onSearch,
}: RngToolbarProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(filters.gameName ?? '');
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    // A filter change elsewhere clears the search box (R4.27).
    if (filters.gameName === undefined) setText((v) => (v.trim() ? '' : v));
  }, [filters.gameName]);
  useEffect(() => {
    if (settled.trim() !== (filters.gameName ?? '')) onSearch(settled);
    // Only a settled change of the text runs a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filters and onSearch change with every search; the text is the trigger
  }, [settled]);

  const modes: { key: ListMode; label: string }[] = [
    { key: 'all', label: t`All` },
    { key: 'hot', label: t`Hot` },
    { key: 'fav', label: t`Favourites` },
    { key: 'recent', label: t`Recent` },
  ];
  const classes: { key: Classify; label: string }[] = [
    { key: 'jackpot', label: t`Jackpot` },
    { key: 'table', label: t`Table games` },
    { key: 'arcade', label: t`Arcade games` },
    ...(bingo ? [{ key: 'bingo' as const, label: t`Bingo` }] : []),
  ];
  return (
    <div className={styles.toolbar}>
      <div className={styles.modes} role="group" aria-label={t`Show`}>
        {modes.map((m) => (
          <Chip key={m.key} on={mode === m.key} label={m.label} onClick={() => onMode(m.key)} />
        ))}
      </div>
      <label className={styles.search}>
        <span className={styles.visuallyHidden}>{t`Search games`}</span>
        <input
          type="search"
          value={text}
          maxLength={50}
          placeholder={t`Search games`}
          onChange={(e) => setText(e.target.value)}
          enterKeyHint="search"
        />
      </label>
      <div className={styles.filters} role="group" aria-label={t`Classification`}>
        <Chip on={!filters.gameClassify} label={t`All types`} onClick={() => onClassify(undefined)} />
        {classes.map((c) => (
          <Chip
            key={c.key}
            on={filters.gameClassify === c.key}
            label={c.label}
            onClick={() => onClassify(c.key)}
          />
        ))}
      </div>
      <div className={styles.filters} role="group" aria-label={t`Minimum bet`}>
        <Chip on={filters.minBet === undefined} label={t`Any bet`} onClick={() => onMinBet(undefined)} />
        {MIN_BET_FILTERS.map((v) => (
          <Chip
            key={v}
            on={filters.minBet === v}
            label={i18n.number(v, { minimumFractionDigits: 2 })}
            onClick={() => onMinBet(v)}
          />
        ))}
      </div>
    </div>
  );
}
