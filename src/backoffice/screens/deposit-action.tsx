import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { approveDepositAtom, rejectDepositAtom, type QueuedDeposit } from '../atoms/back-office-atoms';
import { DecisionDialog } from './decision-dialog';
import { formatMinor } from './format';
import { REASON_MAX } from './withdrawal-action';

export type DepositDecision = 'approve' | 'reject';

/**
 * Approve or reject one pending deposit: approving credits the member's main wallet (once,
 * however many operators press), rejecting needs a reason the member reads. Told when
 * another operator decided first.
 */
export function DepositAction({
  kind,
  deposit: d,
  onClose,
  onDone,
}: {
  kind: DepositDecision;
  deposit: QueuedDeposit;
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const approve = useSetAtom(approveDepositAtom);
  const reject = useSetAtom(rejectDepositAtom);
  const reference = d.reference;
  const amount = formatMinor(d.amount, d.currency, i18n.locale);
  const member = d.username;
  const payer = d.payerName || '—';
  const max = REASON_MAX;
  const target = { reference: d.reference, merchant: d.merchant };
  const decision = {
    summary: i18n._(msg`${member} says ${amount} was sent by ${payer}.`),
    conflict: i18n._(
      msg`This deposit was decided meanwhile (another operator may have acted). Close and look again.`,
    ),
    onClose,
    onDone,
  };
  if (kind === 'approve')
    return (
      <DecisionDialog
        {...decision}
        title={i18n._(msg`Approve deposit ${reference}`)}
        submitLabel={i18n._(msg`Approve and credit`)}
        onSubmit={() => approve(target)}
      >
        <p>
          {i18n._(
            msg`Approve only once the money is in the account: the member's main wallet is credited ${amount} at once.`,
          )}
        </p>
      </DecisionDialog>
    );
  return (
    <DecisionDialog
      {...decision}
      title={i18n._(msg`Reject deposit ${reference}`)}
      field={{
        label: i18n._(msg`Reason (the member reads it)`),
        helper: i18n._(msg`At most ${max} characters. Nothing is credited.`),
        maxLength: REASON_MAX,
        required: true,
        check: (value) => (value === '' ? i18n._(msg`Write the reason the member will read`) : undefined),
        refused: i18n._(msg`This reason cannot be used.`),
      }}
      submitLabel={i18n._(msg`Reject deposit`)}
      onSubmit={(reason) => reject({ ...target, reason })}
    />
  );
}
