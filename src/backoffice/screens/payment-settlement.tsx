import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { cancelPaymentAtom, forceReceiptAtom, type QueuedWithdrawal } from '../atoms/back-office-atoms';
import { DecisionDialog } from './decision-dialog';
import { formatMinor } from './format';

export type SettlementKind = 'force' | 'cancel';

/** The longest remark kept with a forced payment (the contract's bound). */
const REMARK_MAX = 200;

/**
 * Settle a payment the member has not confirmed: force its receipt (the held money leaves for
 * good) or cancel it (it never arrived: its amount can be sent again or released).
 */
export function PaymentSettlement({
  kind,
  withdrawal: w,
  payment: p,
  onClose,
  onDone,
}: {
  kind: SettlementKind;
  withdrawal: QueuedWithdrawal;
  payment: QueuedWithdrawal['payments'][number];
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const force = useSetAtom(forceReceiptAtom);
  const cancel = useSetAtom(cancelPaymentAtom);
  const id = p.id;
  const amount = formatMinor(p.amount, w.currency, i18n.locale);
  const member = w.username;
  const reference = w.reference;
  const target = { reference: w.reference, merchant: w.merchant, paymentId: p.id };
  const conflict = i18n._(
    msg`This payment has been settled meanwhile (another operator may have acted). Close and look again.`,
  );
  if (kind === 'force')
    return (
      <DecisionDialog
        title={i18n._(msg`Force receipt of payment ${id}`)}
        summary={i18n._(
          msg`Confirm that ${member} received ${amount} of ${reference}. This cannot be undone: the held amount leaves the member's account for good.`,
        )}
        field={{
          label: i18n._(msg`Remark (optional)`),
          helper: i18n._(msg`The bank's confirmation number, or why the receipt is forced.`),
          maxLength: REMARK_MAX,
          refused: i18n._(msg`This remark cannot be used.`),
        }}
        submitLabel={i18n._(msg`Force receipt`)}
        conflict={conflict}
        onSubmit={(remark) => force({ ...target, ...(remark ? { remark } : {}) })}
        onClose={onClose}
        onDone={onDone}
      />
    );
  return (
    <DecisionDialog
      title={i18n._(msg`Cancel payment ${id}`)}
      summary={i18n._(
        msg`The payment of ${amount} to ${member} never arrived. Cancelled, it can be sent again, or released by rejecting the withdrawal. No money moves now.`,
      )}
      submitLabel={i18n._(msg`Cancel payment`)}
      conflict={conflict}
      onSubmit={() => cancel(target)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
