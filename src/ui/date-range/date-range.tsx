import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useId } from 'react';
import { dayNumber, dayString, RECORD_RANGE_PRESETS } from '@schemas/api/wallet-rules';
import styles from './date-range.module.css';

export interface DateRangeValue {
  startDate: string;
  endDate: string;
}

/** The last `days` days up to and including `today`. */
export function lastDays(today: string, days: number): DateRangeValue {
  const end = dayNumber(today) as number;
  return { startDate: dayString(end - days + 1), endDate: today };
}

/**
 * A record date range (spec §9): start and end dates, the last 7 or 30 days at a
 * click, and steps to the previous or next stretch of the same length. Dates before
 * `minDate` or after `today` cannot be chosen.
 */
export function DateRange({
  value,
  onChange,
  today,
  minDate,
}: {
  value: DateRangeValue;
  onChange(next: DateRangeValue): void;
  today: string;
  minDate: string;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const start = dayNumber(value.startDate);
  const end = dayNumber(value.endDate);
  const span = start !== undefined && end !== undefined && end >= start ? end - start + 1 : 7;
  const todayN = dayNumber(today) as number;
  const minN = dayNumber(minDate) as number;
  const step = (direction: -1 | 1) => {
    if (start === undefined || end === undefined) return;
    let s = start + direction * span;
    let e = end + direction * span;
    if (e > todayN) [s, e] = [todayN - span + 1, todayN];
    if (s < minN) [s, e] = [minN, Math.min(todayN, minN + span - 1)];
    onChange({ startDate: dayString(s), endDate: dayString(e) });
  };
  const active = (days: number) => value.endDate === today && span === days;
  return (
    <fieldset className={styles.range}>
      <legend className={styles.legend}>{i18n._(msg`Date range`)}</legend>
      <div className={styles.presets}>
        {RECORD_RANGE_PRESETS.map((days) => (
          <button
            key={days}
            type="button"
            className={styles.preset}
            aria-pressed={active(days)}
            onClick={() => onChange(lastDays(today, Math.min(days, todayN - minN + 1)))}
          >
            {i18n._(msg`Last ${days} days`)}
          </button>
        ))}
      </div>
      <div className={styles.dates}>
        <button
          type="button"
          className={styles.step}
          disabled={start === undefined || start <= minN}
          onClick={() => step(-1)}
          aria-label={i18n._(msg`Previous ${ph({ days: span })} days`)}
        >
          ‹
        </button>
        <label className={styles.date} htmlFor={`${id}-start`}>
          <span className={styles.caption}>{i18n._(msg`From`)}</span>
          <input
            id={`${id}-start`}
            type="date"
            value={value.startDate}
            min={minDate}
            max={today}
            onChange={(e) => onChange({ ...value, startDate: e.target.value })}
          />
        </label>
        <label className={styles.date} htmlFor={`${id}-end`}>
          <span className={styles.caption}>{i18n._(msg`To`)}</span>
          <input
            id={`${id}-end`}
            type="date"
            value={value.endDate}
            min={minDate}
            max={today}
            onChange={(e) => onChange({ ...value, endDate: e.target.value })}
          />
        </label>
        <button
          type="button"
          className={styles.step}
          disabled={end === undefined || end >= todayN}
          onClick={() => step(1)}
          aria-label={i18n._(msg`Next ${ph({ days: span })} days`)}
        >
          ›
        </button>
      </div>
    </fieldset>
  );
}
