import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { formatMinor } from './format';
import styles from './reports-screen.module.css';
import shared from './back-office.module.css';

/** Height of the drawing in SVG units; bars share it above and below the zero line. */
const HEIGHT = 120;
const BAR = 24;
const GAP = 8;

/**
 * GGR per day as a bar chart drawn by hand in SVG: bars above the line for days the merchant
 * won, below for days it lost. The drawing is for the eye only (hidden from screen readers);
 * the same figures are in a table screen readers read instead.
 */
export function GgrChart({
  merchant,
  currency,
  days,
}: {
  merchant: string;
  currency: string;
  days: readonly { day: string; ggr: number }[];
}) {
  const { i18n } = useLingui();
  const top = Math.max(0, ...days.map((d) => d.ggr));
  const bottom = Math.min(0, ...days.map((d) => d.ggr));
  const span = top - bottom || 1;
  const zero = (top / span) * HEIGHT;
  const width = days.length * (BAR + GAP) + GAP;
  const caption = i18n._(msg`GGR per day, ${merchant}`);
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartCaption}>{caption}</figcaption>
      <svg
        className={styles.chartDrawing}
        viewBox={`0 0 ${width} ${HEIGHT + 18}`}
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={width} y1={zero} y2={zero} className={styles.chartAxis} />
        {days.map((d, i) => {
          const h = (Math.abs(d.ggr) / span) * HEIGHT;
          return (
            <rect
              key={d.day}
              data-day={d.day}
              x={GAP + i * (BAR + GAP)}
              y={d.ggr >= 0 ? zero - h : zero}
              width={BAR}
              height={Math.max(h, d.ggr === 0 ? 0 : 1)}
              className={d.ggr >= 0 ? styles.barWon : styles.barLost}
            >
              <title>{`${d.day}: ${formatMinor(d.ggr, currency, i18n.locale)}`}</title>
            </rect>
          );
        })}
        {days.length > 0 && (
          <>
            <text x={GAP} y={HEIGHT + 14} className={styles.chartLabel}>
              {days[0]?.day.slice(5)}
            </text>
            <text x={width - GAP} y={HEIGHT + 14} textAnchor="end" className={styles.chartLabel}>
              {days.at(-1)?.day.slice(5)}
            </text>
          </>
        )}
      </svg>
      <table className={shared.visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._(msg`Day`)}</th>
            <th scope="col">{i18n._(msg`GGR`)}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{d.day}</th>
              <td>{formatMinor(d.ggr, currency, i18n.locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
