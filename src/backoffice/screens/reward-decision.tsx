import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { DECISION_REASON_MAX } from '@schemas/api/ops/reward-rules';
import { parseAmountText } from '@schemas/api/wallet-rules';
import { issueRewardAtom, rejectRewardAtom, type RewardEntry } from '../atoms/reward-atoms';
import { DecisionDialog } from './decision-dialog';
import { formatMinor } from './format';

export type RewardDecisionKind = 'issue' | 'reject';

/**
 * Issue (the activity's prize, or another amount) or reject (with a reason the member reads)
 * one promotion entry.
 */
export function RewardDecision({
  kind,
  entry: e,
  onClose,
  onDone,
}: {
  kind: RewardDecisionKind;
  entry: RewardEntry;
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const issue = useSetAtom(issueRewardAtom);
  const reject = useSetAtom(rejectRewardAtom);
  const id = e.id;
  const member = e.username;
  const activity = e.activityTitle;
  const prize = formatMinor(e.amount, e.currency, i18n.locale);
  const max = DECISION_REASON_MAX;
  const conflict = i18n._(
    msg`This entry has been decided meanwhile (another operator may have acted). Close and look again.`,
  );
  const summary =
    e.mode === 'signup'
      ? i18n._(msg`${member} signed up for the draw ${activity}.`)
      : i18n._(msg`${member} applied for ${activity}.`);
  if (kind === 'issue')
    return (
      <DecisionDialog
        title={i18n._(msg`Issue entry #${id}`)}
        summary={`${summary} ${i18n._(msg`Issued, the member can claim the prize in the portal.`)}`}
        field={{
          label: i18n._(msg`Prize amount`),
          helper: i18n._(msg`Leave empty to issue the activity's prize: ${prize}.`),
          inputMode: 'decimal',
          maxLength: 32,
          check: (value) =>
            value === '' || parseAmountText(value).ok
              ? undefined
              : i18n._(msg`Enter an amount above zero with at most 2 decimals, or leave it empty`),
          refused: i18n._(msg`This amount cannot be issued.`),
        }}
        submitLabel={i18n._(msg`Issue`)}
        conflict={conflict}
        onSubmit={(amount) => issue({ id, ...(amount ? { amount } : {}) })}
        onClose={onClose}
        onDone={onDone}
      />
    );
  return (
    <DecisionDialog
      title={i18n._(msg`Reject entry #${id}`)}
      summary={`${summary} ${i18n._(msg`Nothing is paid.`)}`}
      field={{
        label: i18n._(msg`Reason (the member reads it)`),
        helper: i18n._(msg`At most ${max} characters.`),
        maxLength: DECISION_REASON_MAX,
        check: (value) => (value === '' ? i18n._(msg`Write the reason the member will read`) : undefined),
        refused: i18n._(msg`This reason cannot be used.`),
      }}
      submitLabel={i18n._(msg`Reject entry`)}
      conflict={conflict}
      onSubmit={(reason) => reject({ id, reason })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
