import { useLingui } from '@lingui/react/macro';
import styles from './pager.module.css';
import { Chevron } from '../icon/chevron';

interface Props {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation (e.g. "Notice pages"). */
  label: string;
}

/** Page numbers to show: all when few, else the ends and the neighbours of the current one. */
export function visiblePages(page: number, count: number): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const set = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] as number) > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Previous, page numbers, next; nothing when there is one page. */
export function Pager({ page, pageCount, onChange, label }: Props) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t`Previous page`}
      >
        <Chevron direction="left" size={16} />
      </button>
      {visiblePages(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={styles.number}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t`Page ${p}`}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        onClick={() => onChange(page + 1)}
        disabled={page >= pageCount}
        aria-label={t`Next page`}
      >
        <Chevron direction="right" size={16} />
      </button>
    </nav>
  );
}
