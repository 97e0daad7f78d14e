import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import {
  customRangeProblem,
  earliestDay,
  presetRange,
  type RangeChoice,
  type StatementRange,
} from './statement-range';
import styles from './activity-statement.module.css';

/**
 * The statement's range: the last 30 days or 3 months at a click, or two dates within the
 * last 3 months. A custom range is checked here first and shown once the member asks for it.
 */
export function StatementRangePicker({
  today,
  choice,
  onChoose,
}: {
  today: string;
  choice: RangeChoice;
  onChoose(choice: RangeChoice, range?: StatementRange): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [custom, setCustom] = useState<StatementRange>(() => presetRange('last30', today));
  const [error, setError] = useState<{ field: 'from' | 'to'; text: string }>();
  const earliest = earliestDay(today);

  const show = (e: FormEvent) => {
    e.preventDefault();
    const problem = customRangeProblem(custom, today);
    if (!problem) {
      setError(undefined);
      onChoose('custom', custom);
      return;
    }
    const text = {
      format: i18n._(msg`Please choose a date`),
      'too-old': i18n._(msg`Choose a date from ${earliest}; ask customer service for older statements`),
      future: i18n._(msg`The end date cannot be after today`),
      inverted: i18n._(msg`The end date cannot be before the start date`),
    }[problem.problem];
    setError({ field: problem.field, text });
  };

  const preset = (c: RangeChoice, label: string) => (
    <button type="button" className={styles.preset} aria-pressed={choice === c} onClick={() => onChoose(c)}>
      {label}
    </button>
  );
  return (
    <div className={styles.picker}>
      <div className={styles.presets} role="group" aria-label={i18n._(msg`Period`)}>
        {preset('last30', i18n._(msg`Last 30 days`))}
        {preset('last3Months', i18n._(msg`Last 3 months`))}
        {preset('custom', i18n._(msg`Custom dates`))}
      </div>
      {choice === 'custom' && (
        <form className={styles.custom} onSubmit={show} noValidate aria-label={i18n._(msg`Custom dates`)}>
          {(['from', 'to'] as const).map((field) => (
            <label key={field} className={styles.date} htmlFor={`${id}-${field}`}>
              <span className={styles.caption}>{field === 'from' ? i18n._(msg`From`) : i18n._(msg`To`)}</span>
              <input
                id={`${id}-${field}`}
                type="date"
                value={custom[field]}
                min={earliest}
                max={today}
                aria-invalid={error?.field === field || undefined}
                aria-describedby={error?.field === field ? `${id}-error` : undefined}
                onChange={(e) => setCustom({ ...custom, [field]: e.target.value })}
              />
            </label>
          ))}
          <Button type="submit" size="small">
            {i18n._(msg`Show`)}
          </Button>
          {error && (
            <div id={`${id}-error`} className={styles.wide}>
              <FormMessage tone="error">{error.text}</FormMessage>
            </div>
          )}
        </form>
      )}
    </div>
  );
}
