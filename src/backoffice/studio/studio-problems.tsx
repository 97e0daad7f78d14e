import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { SiteProblem } from '../atoms/site-studio-atoms';
import styles from './site-studio.module.css';

/**
 * The platform's check results, one per line as `npm run validate` prints them; a problem
 * with a place is a button that moves the editor's cursor there.
 */
export function StudioProblems({
  problems,
  onPick,
}: {
  problems: readonly SiteProblem[];
  onPick(place: { line: number; column: number }): void;
}) {
  const { i18n } = useLingui();
  if (!problems.length) return null;
  return (
    <section aria-labelledby="studio-problems">
      <h2 id="studio-problems" className={styles.subtitle}>
        {i18n._(msg`Problems`)} ({problems.length})
      </h2>
      <ul className={styles.problems}>
        {problems.map((p, i) => {
          const hint = p.suggestion;
          const body = (
            <>
              <span className={styles.place}>
                {p.line !== undefined ? `${p.line}:${p.column ?? 1}` : '—'}
              </span>{' '}
              <span data-severity={p.severity}>{p.path}</span>: {p.message}
              {hint && ` ${i18n._(msg`(did you mean "${hint}"?)`)}`}
            </>
          );
          const line = p.line;
          return (
            <li key={`${p.pointer}-${i}`}>
              {line !== undefined ? (
                <button
                  type="button"
                  className={styles.problem}
                  onClick={() => onPick({ line, column: p.column ?? 1 })}
                >
                  {body}
                </button>
              ) : (
                <span className={styles.problem}>{body}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
