import { useId, type ReactNode } from 'react';
import styles from './agent-overview.module.css';

export interface DayValue {
  date: string;
  value: number;
}

/**
 * A small bar chart of one figure by day, drawn in SVG (no chart library to load). The
 * picture is for the eye only; the same numbers are a table below it for everyone.
 */
export function DayChart({
  title,
  days,
  table,
  tableLabel,
  signed = false,
}: {
  title: string;
  days: readonly DayValue[];
  table: ReactNode;
  tableLabel: string;
  /** Values below zero draw downwards from a middle line, in the loss colour. */
  signed?: boolean;
}) {
  const id = useId();
  const width = Math.max(days.length, 1) * 12;
  const height = 96;
  const largest = Math.max(1, ...days.map((d) => Math.abs(d.value)));
  const base = signed ? height / 2 : height;
  const scale = (signed ? height / 2 - 2 : height - 2) / largest;
  return (
    <figure className={styles.chart} aria-labelledby={id}>
      <figcaption id={id} className={styles.chartTitle}>
        {title}
      </figcaption>
      <svg
        className={styles.svg}
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {signed && <line x1={0} x2={width} y1={base} y2={base} className={styles.axis} />}
        {days.map((d, i) => {
          const h = Math.abs(d.value) * scale;
          return (
            <rect
              key={d.date}
              x={i * 12 + 2}
              width={8}
              y={d.value >= 0 ? base - h : base}
              height={Math.max(h, d.value === 0 ? 0 : 1)}
              rx={1.5}
              className={d.value < 0 ? styles.barMinus : styles.bar}
            />
          );
        })}
      </svg>
      <details className={styles.asTable}>
        <summary>{tableLabel}</summary>
        {table}
      </details>
    </figure>
  );
}
