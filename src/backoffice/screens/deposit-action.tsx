import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { CallError } from '../../api/call-error';
import { TextField } from '../../ui/form/text-field';
import { approveDepositAtom, rejectDepositAtom, type QueuedDeposit } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { formatMinor } from './format';
import { REASON_MAX } from './withdrawal-action';
import { ActionDialog } from './action-dialog';
import styles from './back-office.module.css';

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
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const reference = d.reference;
  const amount = formatMinor(d.amount, d.currency, i18n.locale);
  const member = d.username;
  const payer = d.payerName || '—';
  const max = REASON_MAX;
  const title =
    kind === 'approve' ? i18n._(msg`Approve deposit ${reference}`) : i18n._(msg`Reject deposit ${reference}`);

  async function submit() {
    setProblem(undefined);
    if (kind === 'reject' && reason.trim() === '')
      return setFieldError(i18n._(msg`Write the reason the member will read`));
    setFieldError(undefined);
    setBusy(true);
    const target = { reference: d.reference, merchant: d.merchant };
    try {
      if (kind === 'approve') await approve(target);
      else await reject({ ...target, reason: reason.trim() });
      onDone();
    } catch (err) {
      setBusy(false);
      if (err instanceof CallError && err.code === 'CONFLICT')
        setProblem(
          i18n._(
            msg`This deposit was decided meanwhile (another operator may have acted). Close and look again.`,
          ),
        );
      else if (err instanceof CallError && err.code === 'VALIDATION')
        setFieldError(i18n._(msg`This reason cannot be used.`));
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={title}
      confirm={kind === 'approve' ? i18n._(msg`Approve and credit`) : i18n._(msg`Reject deposit`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className={styles.muted}>{i18n._(msg`${member} says ${amount} was sent by ${payer}.`)}</p>
      {kind === 'approve' ? (
        <p>
          {i18n._(
            msg`Approve only once the money is in the account: the member's main wallet is credited ${amount} at once.`,
          )}
        </p>
      ) : (
        <TextField
          label={i18n._(msg`Reason (the member reads it)`)}
          value={reason}
          onChange={setReason}
          maxLength={REASON_MAX}
          autoComplete="off"
          required
          helper={i18n._(msg`At most ${max} characters. Nothing is credited.`)}
          error={fieldError}
        />
      )}
    </ActionDialog>
  );
}
