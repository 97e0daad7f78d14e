import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useId, useState } from 'react';
import type { StatementGroup } from '@schemas/api/protection-statement-rules';
import { loadStatementAtom, type ActivityStatement as Statement } from '../../atoms/activity-statement';
import { Button } from '../../ui/form/button';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import type { ActivityStatementProps } from './activity-statement.props';
import { downloadText, statementCsv } from './statement-csv';
import { presetRange, utcToday, type RangeChoice, type StatementRange } from './statement-range';
import { StatementRangePicker } from './statement-range-picker';
import { StatementTable } from './statement-table';
import { TwelveMonthRequest } from './twelve-month-request';
import styles from './activity-statement.module.css';

type View = { state: 'loading' } | { state: 'error' } | { state: 'ready'; statement: Statement };

/**
 * The member's activity statement: what went in and out and what play cost or paid, over
 * the last 30 days, 3 months or dates within them; as CSV or on paper.
 */
export default function ActivityStatement({
  groupBy: initialGroup = 'day',
  offerTwelveMonths = true,
}: ActivityStatementProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const id = useId();
  const load = useSetAtom(loadStatementAtom);
  // The platform's today, once it answered; the page's own UTC day until then.
  const [today, setToday] = useState(utcToday);
  const [choice, setChoice] = useState<RangeChoice>('last30');
  const [range, setRange] = useState<StatementRange>(() => presetRange('last30', utcToday()));
  const [groupBy, setGroupBy] = useState<StatementGroup>(initialGroup);
  const [view, setView] = useState<View>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    setView({ state: 'loading' });
    load({ ...range, groupBy }, ctrl.signal).then(
      (statement) => {
        setToday(statement.today);
        setView({ state: 'ready', statement });
      },
      () => {
        if (!ctrl.signal.aborted) setView({ state: 'error' });
      },
    );
    return () => ctrl.abort();
  }, [load, range, groupBy, attempt]);

  const choose = (next: RangeChoice, custom?: StatementRange) => {
    setChoice(next);
    if (next !== 'custom') setRange(presetRange(next, today));
    else if (custom) setRange(custom);
  };

  const statement = view.state === 'ready' ? view.statement : undefined;
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`}>
      <div className={styles.printArea}>
        <h3 id={`${id}-title`} className={styles.title}>
          {i18n._(msg`Activity statement`)}
        </h3>
        <p className={styles.text}>
          {i18n._(
            msg`Your deposits, withdrawals, stakes, payouts, net result and bonuses for the period you choose, in your account currency.`,
          )}
        </p>
        <div className={`${styles.controls} ${styles.noPrint}`}>
          <StatementRangePicker today={today} choice={choice} onChoose={choose} />
          <div className={styles.presets} role="group" aria-label={i18n._(msg`Rows per`)}>
            {(['day', 'month'] as const).map((g) => (
              <button
                key={g}
                type="button"
                className={styles.preset}
                aria-pressed={groupBy === g}
                onClick={() => setGroupBy(g)}
              >
                {g === 'day' ? i18n._(msg`By day`) : i18n._(msg`By month`)}
              </button>
            ))}
          </div>
        </div>
        {view.state === 'loading' && <SkeletonRows rows={4} label={i18n._(msg`Loading the statement`)} />}
        {view.state === 'error' && (
          <ErrorState
            message={i18n._(msg`The statement could not be loaded.`)}
            retryLabel={i18n._(msg`Try again`)}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
        {statement && statement.rows.length === 0 && (
          <EmptyState title={i18n._(msg`No activity in this period`)}>
            {i18n._(
              msg`Nothing was deposited, withdrawn or played from ${statement.from} to ${statement.to}.`,
            )}
          </EmptyState>
        )}
        {statement && statement.rows.length > 0 && <StatementTable statement={statement} />}
      </div>
      {statement && statement.rows.length > 0 && (
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button
            variant="secondary"
            onClick={() =>
              downloadText(`statement-${statement.from}-${statement.to}.csv`, statementCsv(statement))
            }
          >
            {i18n._(msg`Download CSV`)}
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            {i18n._(msg`Print`)}
          </Button>
        </div>
      )}
      {offerTwelveMonths && <TwelveMonthRequest />}
    </section>
  );
}
