import styles from './progress-meter.module.css';

export interface ProgressMeterProps {
  /** How far along, and out of how much (any unit: minor units of money, rounds). */
  value: number;
  max: number;
  /** What the bar measures, for screen readers (already translated). */
  label: string;
  /** The figures shown under the bar, e.g. "1,200.00 / 4,000.00" (already formatted). */
  valueText: string;
  /** A short note at the other end of the line, e.g. "2,800.00 left". */
  note?: string;
  tone?: 'accent' | 'success';
}

/** A progress bar with its figures: the bar never claims more than 100 %. */
export function ProgressMeter({ value, max, label, valueText, note, tone = 'accent' }: ProgressMeterProps) {
  const percent = max > 0 ? Math.min(100, Math.max(0, Math.floor((value / max) * 100))) : 100;
  return (
    <div className={styles.meter}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={valueText}
        aria-label={label}
        data-tone={tone}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.figures}>
        <span className={styles.value}>{valueText}</span>
        {note && <span className={styles.note}>{note}</span>}
      </div>
    </div>
  );
}
