import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { MEMBER_REASON_MAX } from '@schemas/api/ops/member-action-rules';
import { CallError } from '../../api/call-error';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { Modal } from '../../ui/modal/modal';
import { endMemberSessionsAtom, lockMemberAtom, unlockMemberAtom } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import styles from './back-office.module.css';

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

  async function submit(e: FormEvent) {
    e.preventDefault();
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
    <Modal open label={title} onClose={onClose} height="auto" width={440}>
      <form className={styles.dialog} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <h2 className={styles.subtitle}>{title}</h2>
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
        {problem && <FormMessage tone="error">{problem}</FormMessage>}
        <div className={styles.actions}>
          <Button type="submit" busy={busy}>
            {confirm}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {i18n._(msg`Cancel`)}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
