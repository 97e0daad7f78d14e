import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { MEMBER_REASON_MAX } from '@schemas/api/ops/member-action-rules';
import { CallError } from '../../api/call-error';
import { Button } from '../../ui/form/button';
import { TextField } from '../../ui/form/text-field';
import { Modal } from '../../ui/modal/modal';
import { resetMemberPasswordAtom } from '../atoms/back-office-atoms';
import { ActionDialog } from './action-dialog';
import { callProblem } from './call-problem';
import styles from './back-office.module.css';

/**
 * Give a member who lost their password a one-time password. The platform answers it once and
 * keeps only its hash, so it is shown here once, to be told to the member over a channel the
 * operator trusts; closing the dialog forgets it.
 */
export function MemberPasswordDialog({
  memberId,
  username,
  onClose,
  onDone,
}: {
  memberId: number;
  username: string;
  onClose(): void;
  /** With how many sessions the reset ended, once the operator has read the password. */
  onDone(sessionsEnded: number): void;
}) {
  const { i18n } = useLingui();
  const reset = useSetAtom(resetMemberPasswordAtom);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<{ temporaryPassword: string; sessionsEnded: number } | undefined>();
  const max = MEMBER_REASON_MAX;
  const title = i18n._(msg`Reset the password of ${username}`);
  const needReason = i18n._(msg`Write why (at most ${max} characters): it is kept in the audit.`);

  async function submit() {
    setProblem(undefined);
    if (reason.trim() === '') return setFieldError(needReason);
    setFieldError(undefined);
    setBusy(true);
    try {
      setDone(await reset({ id: memberId, reason: reason.trim() }));
    } catch (err) {
      if (err instanceof CallError && err.code === 'CONFLICT')
        setProblem(i18n._(msg`This account is closed: its password cannot be reset.`));
      else if (err instanceof CallError && err.fieldMessage('reason') !== undefined)
        setFieldError(needReason);
      else setProblem(i18n._(callProblem(err)));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    const password = done.temporaryPassword;
    const finished = () => onDone(done.sessionsEnded);
    return (
      <Modal open label={title} onClose={finished} height="auto" width={440}>
        <div className={styles.dialog}>
          <h2 className={styles.subtitle}>{title}</h2>
          <p>{i18n._(msg`One-time password of ${username}:`)}</p>
          <output className={styles.secret} aria-label={i18n._(msg`One-time password`)}>
            {password}
          </output>
          <p className={styles.muted}>
            {i18n._(
              msg`It is shown only now. Tell it to the member over a channel you trust: their next login with it must choose a new password. Every session of theirs has ended.`,
            )}
          </p>
          <div className={styles.actions}>
            <Button type="button" onClick={finished}>
              {i18n._(msg`Done`)}
            </Button>
          </div>
        </div>
      </Modal>
    );
  }

  return (
    <ActionDialog
      title={title}
      confirm={i18n._(msg`Reset password`)}
      busy={busy}
      problem={problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        {i18n._(
          msg`${username}'s password stops working and every session ends. You get a one-time password to tell them; their next login must choose a new one.`,
        )}
      </p>
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
    </ActionDialog>
  );
}
