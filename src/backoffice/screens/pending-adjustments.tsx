import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import {
  loadPendingAdjustmentsAtom,
  operatorSessionAtom,
  type BalanceAdjustment,
} from '../atoms/back-office-atoms';
import { AdjustmentDecisionDialog, type AdjustmentDecision } from './adjustment-decision';
import { callProblem } from './call-problem';
import { formatDate, formatMinor } from './format';
import { DecisionButtons } from './decision-buttons';
import styles from './back-office.module.css';

type ListState =
  { kind: 'loading' } | { kind: 'done'; items: BalanceAdjustment[] } | { kind: 'failed'; message: string };

/**
 * Adjustments waiting for a second operator, for those who may decide them: one member's on
 * their page, or every member's of the operator's merchants (then each names its member, who
 * opens with `onOpenMember`). One's own request cannot be approved (the platform refuses it
 * too), only withdrawn.
 */
export function PendingAdjustments({
  memberId,
  version,
  onDecided,
  onOpenMember,
}: {
  /** Whose adjustments; every member's when absent. */
  memberId?: number;
  onOpenMember?(memberId: number): void;
  /** Changes when the list may have changed (an adjustment was asked for). */
  version: number;
  /** After a decision, with what was decided. */
  onDecided(kind: AdjustmentDecision, adjustment: BalanceAdjustment): void;
}) {
  const { i18n } = useLingui();
  const load = useSetAtom(loadPendingAdjustmentsAtom);
  const me = useAtomValue(operatorSessionAtom)?.operator.username;
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [open, setOpen] = useState<{ kind: AdjustmentDecision; adjustment: BalanceAdjustment } | null>(null);

  useEffect(() => {
    let current = true;
    load(memberId).then(
      ({ items }) => current && setState({ kind: 'done', items }),
      (err: unknown) => current && setState({ kind: 'failed', message: i18n._(callProblem(err)) }),
    );
    return () => {
      current = false;
    };
  }, [load, memberId, version, reloads, i18n]);

  const heading = <h2 className={styles.subtitle}>{i18n._(msg`Adjustments waiting for approval`)}</h2>;
  if (state.kind === 'loading') return <section aria-busy="true">{heading}</section>;
  if (state.kind === 'failed')
    return (
      <section>
        {heading}
        <ErrorState
          message={state.message}
          retryLabel={i18n._(msg`Try again`)}
          onRetry={() => setReloads((n) => n + 1)}
        />
      </section>
    );
  if (state.items.length === 0)
    return memberId === undefined ? (
      <section>
        {heading}
        <EmptyState title={i18n._(msg`Nothing waits for approval`)} />
      </section>
    ) : null;
  return (
    <section aria-label={i18n._(msg`Adjustments waiting for approval`)}>
      {heading}
      <ul className={styles.pendingList}>
        {state.items.map((a) => {
          const amount = formatMinor(a.amount, a.currency, i18n.locale);
          const mine = a.requestedBy === me;
          const id = a.id;
          const requester = a.requestedBy;
          return (
            <li key={a.id} className={styles.pendingItem}>
              {memberId === undefined && (
                <button type="button" className={styles.link} onClick={() => onOpenMember?.(a.memberId)}>
                  {a.username} · {a.merchant}
                </button>
              )}
              <strong className={a.amount < 0 ? styles.out : styles.in}>{amount}</strong>
              <span>{a.reason}</span>
              <span className={styles.muted}>
                {i18n._(msg`Asked by ${requester}`)} · {formatDate(a.createdAt, i18n.locale)}
              </span>
              <DecisionButtons
                accept={{
                  label: i18n._(msg`Approve`),
                  name: i18n._(msg`Approve adjustment #${id}`),
                  disabled: mine,
                  title: mine ? i18n._(msg`Another operator must approve your own request.`) : undefined,
                  onChoose: () => setOpen({ kind: 'approve', adjustment: a }),
                }}
                refuse={{
                  label: i18n._(msg`Reject`),
                  name: i18n._(msg`Reject adjustment #${id}`),
                  onChoose: () => setOpen({ kind: 'reject', adjustment: a }),
                }}
              />
            </li>
          );
        })}
      </ul>
      {open && (
        <AdjustmentDecisionDialog
          kind={open.kind}
          adjustment={open.adjustment}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setReloads((n) => n + 1);
            onDecided(open.kind, open.adjustment);
          }}
        />
      )}
    </section>
  );
}
