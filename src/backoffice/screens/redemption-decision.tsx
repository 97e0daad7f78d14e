import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { DECISION_REASON_MAX } from '@schemas/api/ops/reward-rules';
import { approveRedemptionAtom, rejectRedemptionAtom, type QueuedRedemption } from '../atoms/reward-atoms';
import { DecisionDialog } from './decision-dialog';

export type RedemptionDecisionKind = 'approve' | 'reject';

/**
 * Approve (the goods or the top-up were sent) or reject (with a reason the member reads; the
 * points and the stock come back) one point-mall redemption.
 */
export function RedemptionDecision({
  kind,
  redemption: r,
  onClose,
  onDone,
}: {
  kind: RedemptionDecisionKind;
  redemption: QueuedRedemption;
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const approve = useSetAtom(approveRedemptionAtom);
  const reject = useSetAtom(rejectRedemptionAtom);
  const reference = r.reference;
  const member = r.username;
  const item = r.item;
  const quantity = r.quantity;
  const points = r.points;
  const max = DECISION_REASON_MAX;
  const summary = i18n._(msg`${member} redeemed ${quantity} × ${item} for ${points} points.`);
  const conflict = i18n._(
    msg`This redemption has been decided meanwhile (another operator may have acted). Close and look again.`,
  );
  if (kind === 'approve')
    return (
      <DecisionDialog
        title={i18n._(msg`Approve redemption ${reference}`)}
        summary={`${summary} ${i18n._(msg`Approve once the goods or the top-up have been sent.`)}`}
        submitLabel={i18n._(msg`Approve redemption`)}
        conflict={conflict}
        onSubmit={() => approve({ id: r.id })}
        onClose={onClose}
        onDone={onDone}
      />
    );
  return (
    <DecisionDialog
      title={i18n._(msg`Reject redemption ${reference}`)}
      summary={`${summary} ${i18n._(msg`The points go back to the member and the item back in stock.`)}`}
      field={{
        label: i18n._(msg`Reason (the member reads it)`),
        helper: i18n._(msg`At most ${max} characters.`),
        maxLength: DECISION_REASON_MAX,
        check: (value) => (value === '' ? i18n._(msg`Write the reason the member will read`) : undefined),
        refused: i18n._(msg`This reason cannot be used.`),
      }}
      submitLabel={i18n._(msg`Reject redemption`)}
      conflict={conflict}
      onSubmit={(reason) => reject({ id: r.id, reason })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
