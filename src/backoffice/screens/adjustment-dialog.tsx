import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { ADJUSTMENT_REASON_MAX } from '@schemas/api/ops/adjustment-rules';
import { parseAmountText } from '@schemas/api/wallet-rules';
import { CallError } from '../../api/call-error';
import { amountProblemText } from '../../i18n/money-errors';
import { newSubmissionKey } from '../../atoms/submission-key';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { requestAdjustmentAtom, type BalanceAdjustment } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { formatMinor } from './format';
import { ActionDialog } from './action-dialog';
import styles from './back-office.module.css';

type Direction = 'credit' | 'debit';
type Field = 'amount' | 'reason';

/**
 * Credit or debit a member's main wallet with a reason the member reads. Above the approval
 * amount it waits for another operator, which the dialog says before it is sent. The request
 * keeps one key until its content changes, so a retry after a lost answer moves money once.
 */
export function AdjustmentDialog({
  memberId,
  username,
  currency,
  approvalAbove,
  onClose,
  onDone,
}: {
  memberId: number;
  username: string;
  currency: string;
  /** The merchant's amount above which another operator must approve (minor units). */
  approvalAbove: number;
  onClose(): void;
  onDone(adjustment: BalanceAdjustment): void;
}) {
  const { i18n } = useLingui();
  const send = useSetAtom(requestAdjustmentAtom);
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newSubmissionKey);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const limit = formatMinor(approvalAbove, currency, i18n.locale);
  const max = ADJUSTMENT_REASON_MAX;
  const title = i18n._(msg`Adjust the balance of ${username}`);
  const texts: Record<Field, string> = {
    amount: i18n._(msg`Write an amount above zero, such as 125.50.`),
    reason: i18n._(msg`Write why (at most ${max} characters): the member reads it.`),
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setKey(newSubmissionKey());
  };

  async function submit() {
    setProblem(undefined);
    const wrong: Partial<Record<Field, string>> = {};
    // Each amount problem says what to change: empty, not a number, three decimals, zero, too large.
    const parsed = parseAmountText(amount);
    if (!parsed.ok) wrong.amount = amountProblemText(parsed.problem);
    if (!reason.trim()) wrong.reason = texts.reason;
    setErrors(wrong);
    if (wrong.amount || wrong.reason) return;
    setBusy(true);
    try {
      const input = { memberId, direction, amount: amount.trim(), reason: reason.trim(), clientKey: key };
      onDone((await send(input)).adjustment);
    } catch (err) {
      setBusy(false);
      const code = err instanceof CallError ? err.code : '';
      const field = err instanceof CallError ? err.errors[0]?.field : undefined;
      if (code === 'INSUFFICIENT_FUNDS')
        setErrors({
          amount: i18n._(msg`The main wallet does not hold this much: a debit never goes below zero.`),
        });
      else if (field === 'amount' || field === 'reason') setErrors({ [field]: texts[field] });
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={title}
      confirm={i18n._(msg`Adjust balance`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
      width={480}
    >
      <p className={styles.muted}>
        {i18n._(
          msg`Moves money in the main wallet through the ledger and tells the member. Above ${limit} another operator must approve it first.`,
        )}
      </p>
      <SelectField
        label={i18n._(msg`Direction`)}
        value={direction}
        onChange={edit((v) => setDirection(v === 'debit' ? 'debit' : 'credit'))}
        options={[
          { value: 'credit', label: i18n._(msg`Credit (add to the wallet)`) },
          { value: 'debit', label: i18n._(msg`Debit (take from the wallet)`) },
        ]}
      />
      <TextField
        label={i18n._(msg`Amount (${currency})`)}
        value={amount}
        onChange={edit(setAmount)}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.amount}
      />
      <TextField
        label={i18n._(msg`Reason (the member reads it)`)}
        value={reason}
        onChange={edit(setReason)}
        maxLength={ADJUSTMENT_REASON_MAX}
        autoComplete="off"
        required
        error={errors.reason}
      />
    </ActionDialog>
  );
}
