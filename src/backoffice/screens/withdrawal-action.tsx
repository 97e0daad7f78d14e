import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { parseAmountText } from '@schemas/api/wallet-rules';
import { payWithdrawalAtom, rejectWithdrawalAtom, type QueuedWithdrawal } from '../atoms/back-office-atoms';
import { DecisionDialog } from './decision-dialog';
import { formatMinor } from './format';

export type ActionKind = 'pay' | 'reject';

/** The longest reason a member is shown (the contract's bound). */
export const REASON_MAX = 200;

/**
 * Pay or reject one withdrawal: paying sends an amount (the unsent rest when left empty),
 * rejecting needs a reason the member reads. Told when another operator was first.
 */
export function WithdrawalAction({
  kind,
  withdrawal: w,
  onClose,
  onDone,
}: {
  kind: ActionKind;
  withdrawal: QueuedWithdrawal;
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const pay = useSetAtom(payWithdrawalAtom);
  const reject = useSetAtom(rejectWithdrawalAtom);
  const money = (minor: number) => formatMinor(minor, w.currency, i18n.locale);
  const reference = w.reference;
  const rest = money(w.unsent);
  const asked = money(w.amount);
  const member = w.username;
  const destination = `${w.destination.provider} ${w.destination.maskedNumber}`;
  const max = REASON_MAX;
  const target = { reference: w.reference, merchant: w.merchant };
  const decision = {
    summary: i18n._(msg`${member} asked for ${asked} to ${destination}.`),
    conflict: i18n._(
      msg`This withdrawal has changed meanwhile (another operator may have acted). Close and look again.`,
    ),
    onClose,
    onDone,
  };
  if (kind === 'pay')
    return (
      <DecisionDialog
        {...decision}
        title={i18n._(msg`Pay withdrawal ${reference}`)}
        field={{
          label: i18n._(msg`Amount sent`),
          helper: i18n._(msg`Leave empty to send the rest: ${rest}. The member confirms receipt.`),
          inputMode: 'decimal',
          check: (value) => {
            if (value === '') return undefined;
            const parsed = parseAmountText(value);
            return parsed.ok && parsed.minor <= w.unsent
              ? undefined
              : i18n._(msg`Enter an amount of at most ${rest}, or leave it empty`);
          },
          refused: i18n._(msg`This amount cannot be sent.`),
        }}
        submitLabel={i18n._(msg`Send payment`)}
        onSubmit={(amount) => pay({ ...target, ...(amount !== '' ? { amount } : {}) })}
      />
    );
  return (
    <DecisionDialog
      {...decision}
      title={i18n._(msg`Reject withdrawal ${reference}`)}
      field={{
        label: i18n._(msg`Reason (the member reads it)`),
        helper: i18n._(msg`At most ${max} characters. What was not received returns to the main wallet.`),
        maxLength: REASON_MAX,
        required: true,
        check: (value) => (value === '' ? i18n._(msg`Write the reason the member will read`) : undefined),
        refused: i18n._(msg`This reason cannot be used.`),
      }}
      submitLabel={i18n._(msg`Reject withdrawal`)}
      onSubmit={(reason) => reject({ ...target, reason })}
    />
  );
}
