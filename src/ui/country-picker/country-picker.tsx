import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styles from './country-picker.module.css';

export interface CountryOption {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

/** Milliseconds the list stays after the picker loses focus, so a click on an option lands (spec §9). */
export const BLUR_CLOSE_MS = 200;

/** Flag image of a country (spec §2: COUNTRY_FLAG/{countryCode}.png). */
export function flagUrl(countryCode: string): string {
  return `/COUNTRY_FLAG/${countryCode}.png`;
}

/**
 * The starting dialing code (spec §2): the merchant's initial one when it is
 * listed, else the current country's, else the first.
 */
export function defaultDialingCode(
  countries: readonly CountryOption[],
  initialDialingCode: string | undefined,
  currentCountry: string | undefined,
): string {
  if (initialDialingCode && countries.some((c) => c.countryDialingCode === initialDialingCode))
    return initialDialingCode;
  return (
    countries.find((c) => c.countryCode === currentCountry)?.countryDialingCode ??
    countries[0]?.countryDialingCode ??
    ''
  );
}

/**
 * Country-code picker (spec §2): opens on focus, closes 200 ms after it loses focus
 * or at once on a choice; flags are images.
 */
export function CountryPicker({
  countries,
  value,
  onChange,
  label,
}: {
  countries: readonly CountryOption[];
  value: string;
  onChange(dialingCode: string): void;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const listId = useId();
  const selected = countries.find((c) => c.countryDialingCode === value);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openList = () => {
    clearTimeout(closeTimer.current);
    setActive(
      Math.max(
        0,
        countries.findIndex((c) => c.countryDialingCode === value),
      ),
    );
    setOpen(true);
  };
  const choose = (c: CountryOption) => {
    clearTimeout(closeTimer.current);
    onChange(c.countryDialingCode);
    setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') return setOpen(false);
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return openList();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + countries.length) % countries.length);
    }
    if (e.key === 'Enter' && open) {
      e.preventDefault();
      const c = countries[active];
      if (c) choose(c);
    }
  };

  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.trigger}
        role="combobox"
        aria-label={label}
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? `${listId}-${active}` : undefined}
        onFocus={openList}
        onClick={() => (open ? undefined : openList())}
        onBlur={() => {
          closeTimer.current = setTimeout(() => setOpen(false), BLUR_CLOSE_MS);
        }}
        onKeyDown={onKeyDown}
      >
        {selected && (
          <img className={styles.flag} src={flagUrl(selected.countryCode)} alt="" width={24} height={16} />
        )}
        <span>+{value}</span>
      </button>
      {open && (
        <ul className={styles.list} role="listbox" id={listId} aria-label={label}>
          {countries.map((c, i) => (
            <li
              key={c.countryCode}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={c.countryDialingCode === value}
              className={`${styles.option} ${i === active ? styles.active : ''}`}
              onClick={() => choose(c)}
            >
              <img
                className={styles.flag}
                src={flagUrl(c.countryCode)}
                alt=""
                width={24}
                height={16}
                loading="lazy"
              />
              <span className={styles.name}>{c.name}</span>
              <span className={styles.code}>+{c.countryDialingCode}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
