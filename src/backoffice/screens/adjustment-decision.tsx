import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { ADJUSTMENT_REASON_MAX } from '@schemas/api/ops/adjustment-rules';
import { CallError } from '../../api/call-error';
import { TextField } from '../../ui/form/text-field';
import {
  approveAdjustmentAtom,
  rejectAdjustmentAtom,
  type BalanceAdjustment,
} from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { formatMinor } from './format';
import { ActionDialog } from './action-dialog';
import styles from './back-office.module.css';

export type AdjustmentDecision = 'approve' | 'reject';

/**
 * Approve or reject an adjustment another operator asked for. Approving moves the money at
 * once (once, however many press); rejecting needs a reason, kept in the audit. Told when
 * another operator decided first, or when the platform refuses one's own request.
 */
export function AdjustmentDecisionDialog({
  kind,
  adjustment: a,
  onClose,
  onDone,
}: {
  kind: AdjustmentDecision;
  adjustment: BalanceAdjustment;
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const approve = useSetAtom(approveAdjustmentAtom);
  const reject = useSetAtom(rejectAdjustmentAtom);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const amount = formatMinor(Math.abs(a.amount), a.currency, i18n.locale);
  const member = a.username;
  const by = a.requestedBy;
  const id = a.id;
  const max = ADJUSTMENT_REASON_MAX;
  const title =
    kind === 'approve' ? i18n._(msg`Approve adjustment #${id}`) : i18n._(msg`Reject adjustment #${id}`);
  const what =
    a.amount > 0
      ? i18n._(msg`${by} asks to credit ${amount} to ${member}.`)
      : i18n._(msg`${by} asks to debit ${amount} from ${member}.`);

  async function submit() {
    setProblem(undefined);
    if (kind === 'reject' && !reason.trim())
      return setFieldError(i18n._(msg`Write why (at most ${max} characters): it is kept in the audit.`));
    setFieldError(undefined);
    setBusy(true);
    try {
      if (kind === 'approve') await approve(a.id);
      else await reject({ id: a.id, reason: reason.trim() });
      onDone();
    } catch (err) {
      setBusy(false);
      const code = err instanceof CallError ? err.code : '';
      if (code === 'CONFLICT')
        setProblem(
          i18n._(msg`This adjustment was decided meanwhile by another operator. Close and look again.`),
        );
      else if (code === 'FORBIDDEN')
        setProblem(i18n._(msg`You asked for this adjustment: another operator must approve it.`));
      else if (code === 'INSUFFICIENT_FUNDS')
        setProblem(i18n._(msg`The main wallet no longer holds this much: the debit cannot be made.`));
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={title}
      confirm={kind === 'approve' ? i18n._(msg`Approve and apply`) : i18n._(msg`Reject adjustment`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{what}</p>
      <p className={styles.muted}>{a.reason}</p>
      {kind === 'reject' && (
        <TextField
          label={i18n._(msg`Reason (kept in the audit)`)}
          value={reason}
          onChange={setReason}
          maxLength={ADJUSTMENT_REASON_MAX}
          autoComplete="off"
          required
          error={fieldError}
        />
      )}
    </ActionDialog>
  );
}
