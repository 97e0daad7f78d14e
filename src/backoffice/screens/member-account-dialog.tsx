import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { MEMBER_REASON_MAX } from '@schemas/api/ops/member-action-rules';
import { CallError } from '../../api/call-error';
import { TextField } from '../../ui/form/text-field';
import { endMemberSessionsAtom, lockMemberAtom, unlockMemberAtom } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { ActionDialog } from './action-dialog';

export type AccountAction = 'lock' | 'unlock' | 'endSessions';

/**
 * Lock, unlock or sign out a member, after the operator confirms what it does. Locking and
 * unlocking need a reason, kept in the audit; a status changed meanwhile is said so.
 */
export function MemberAccountDialog({
  kind,
  memberId,
  username,
  onClose,
  onDone,
}: {
  kind: AccountAction;
  memberId: number;
  username: string;
  onClose(): void;
  /** With how many sessions the action ended. */
  onDone(sessionsEnded: number): void;
}) {
  const { i18n } = useLingui();
  const lock = useSetAtom(lockMemberAtom);
  const unlock = useSetAtom(unlockMemberAtom);
  const endSessions = useSetAtom(endMemberSessionsAtom);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const max = MEMBER_REASON_MAX;
  const needsReason = kind !== 'endSessions';
  const title = {
    lock: i18n._(msg`Lock ${username}`),
    unlock: i18n._(msg`Unlock ${username}`),
    endSessions: i18n._(msg`Sign ${username} out everywhere`),
  }[kind];
  const explain = {
    lock: i18n._(
      msg`Every session of ${username} ends now and logging in is refused until the account is unlocked.`,
    ),
    unlock: i18n._(msg`${username} may log in again.`),
    endSessions: i18n._(
      msg`Every session of ${username} ends now, on every device. The account stays open: they may log in again.`,
    ),
  }[kind];
  const confirm = {
    lock: i18n._(msg`Lock account`),
    unlock: i18n._(msg`Unlock account`),
    endSessions: i18n._(msg`End all sessions`),
  }[kind];

  async function submit() {
    setProblem(undefined);
    if (needsReason && reason.trim() === '')
      return setFieldError(i18n._(msg`Write why (at most ${max} characters): it is kept in the audit.`));
    setFieldError(undefined);
    setBusy(true);
    try {
      const done =
        kind === 'lock'
          ? await lock({ id: memberId, reason: reason.trim() })
          : kind === 'unlock'
            ? await unlock({ id: memberId, reason: reason.trim() })
            : await endSessions(memberId);
      onDone(done.sessionsEnded);
    } catch (err) {
      setBusy(false);
      if (err instanceof CallError && err.code === 'CONFLICT')
        setProblem(
          i18n._(
            msg`The member's status changed meanwhile (another operator may have acted). Close and look again.`,
          ),
        );
      else if (err instanceof CallError && err.fieldMessage('reason') !== undefined)
        setFieldError(i18n._(msg`Write why (at most ${max} characters): it is kept in the audit.`));
      else setProblem(i18n._(callProblem(err)));
    }
  }

  return (
    <ActionDialog
      title={title}
      confirm={confirm}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>{explain}</p>
      {needsReason && (
        <TextField
          label={i18n._(msg`Reason (kept in the audit)`)}
          value={reason}
          onChange={setReason}
          maxLength={MEMBER_REASON_MAX}
          autoComplete="off"
          required
          helper={i18n._(msg`At most ${max} characters.`)}
          error={fieldError}
        />
      )}
    </ActionDialog>
  );
}
