import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { parseAmountText } from '@schemas/api/wallet-rules';
import { CallError } from '../../api/call-error';
import { TextField } from '../../ui/form/text-field';
import { payWithdrawalAtom, rejectWithdrawalAtom, type QueuedWithdrawal } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { formatMinor } from './format';
import { ActionDialog } from './action-dialog';
import styles from './back-office.module.css';

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
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatMinor(minor, w.currency, i18n.locale);
  const reference = w.reference;
  const rest = money(w.unsent);
  const asked = money(w.amount);
  const member = w.username;
  const destination = `${w.destination.provider} ${w.destination.maskedNumber}`;
  const max = REASON_MAX;
  const title =
    kind === 'pay' ? i18n._(msg`Pay withdrawal ${reference}`) : i18n._(msg`Reject withdrawal ${reference}`);

  async function submit() {
    setProblem(undefined);
    const target = { reference: w.reference, merchant: w.merchant };
    if (kind === 'pay' && amount.trim() !== '') {
      const parsed = parseAmountText(amount.trim());
      if (!parsed.ok || parsed.minor > w.unsent)
        return setFieldError(i18n._(msg`Enter an amount of at most ${rest}, or leave it empty`));
    }
    if (kind === 'reject' && reason.trim() === '')
      return setFieldError(i18n._(msg`Write the reason the member will read`));
    setFieldError(undefined);
    setBusy(true);
    try {
      if (kind === 'pay')
        await pay({ ...target, ...(amount.trim() !== '' ? { amount: amount.trim() } : {}) });
      else await reject({ ...target, reason: reason.trim() });
      onDone();
    } catch (err) {
      setBusy(false);
      if (err instanceof CallError && err.code === 'CONFLICT')
        setProblem(
          i18n._(
            msg`This withdrawal has changed meanwhile (another operator may have acted). Close and look again.`,
          ),
        );
      else if (err instanceof CallError && err.code === 'VALIDATION')
        setFieldError(
          i18n._(kind === 'pay' ? msg`This amount cannot be sent.` : msg`This reason cannot be used.`),
        );
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={title}
      confirm={kind === 'pay' ? i18n._(msg`Send payment`) : i18n._(msg`Reject withdrawal`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.muted}>{i18n._(msg`${member} asked for ${asked} to ${destination}.`)}</p>
      {kind === 'pay' ? (
        <TextField
          label={i18n._(msg`Amount sent`)}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          autoComplete="off"
          helper={i18n._(msg`Leave empty to send the rest: ${rest}. The member confirms receipt.`)}
          error={fieldError}
        />
      ) : (
        <TextField
          label={i18n._(msg`Reason (the member reads it)`)}
          value={reason}
          onChange={setReason}
          maxLength={REASON_MAX}
          autoComplete="off"
          required
          helper={i18n._(msg`At most ${max} characters. What was not received returns to the main wallet.`)}
          error={fieldError}
        />
      )}
    </ActionDialog>
  );
}
