import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { MEMBER_ACTORS } from '@schemas/api/ops/member-action-rules';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { operatorSessionAtom, type MemberDetail } from '../atoms/back-office-atoms';
import { MemberAccountDialog, type AccountAction } from './member-account-dialog';
import { MemberMessageDialog } from './member-message-dialog';
import styles from './back-office.module.css';

type Open = AccountAction | 'message' | null;

/**
 * What an owner or support operator may do to the member on the page: lock or unlock, sign
 * them out everywhere, write to their inbox. Other roles see none of it (the server refuses
 * them anyway). After an action the page reloads, so the status shown is the platform's.
 */
export function MemberActions({ member, onChanged }: { member: MemberDetail['member']; onChanged(): void }) {
  const { i18n } = useLingui();
  const session = useAtomValue(operatorSessionAtom);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | undefined>();
  if (!session || !MEMBER_ACTORS.includes(session.operator.role)) return null;
  const username = member.username;
  const close = () => setOpen(null);
  const finish = (text: string) => {
    setOpen(null);
    setDone(text);
    onChanged();
  };
  const ended = (kind: AccountAction, n: number) =>
    finish(
      kind === 'lock'
        ? i18n._(msg`${username} is locked; ${n} session(s) ended.`)
        : kind === 'unlock'
          ? i18n._(msg`${username} is unlocked.`)
          : i18n._(msg`${n} session(s) of ${username} ended.`),
    );

  return (
    <>
      <div className={styles.memberActions} role="group" aria-label={i18n._(msg`Member actions`)}>
        {member.status === 'active' && (
          <Button variant="secondary" size="small" onClick={() => setOpen('lock')}>
            {i18n._(msg`Lock`)}
          </Button>
        )}
        {member.status === 'locked' && (
          <Button variant="secondary" size="small" onClick={() => setOpen('unlock')}>
            {i18n._(msg`Unlock`)}
          </Button>
        )}
        <Button variant="secondary" size="small" onClick={() => setOpen('endSessions')}>
          {i18n._(msg`End sessions`)}
        </Button>
        {member.isAgent !== 4 && (
          <Button variant="secondary" size="small" onClick={() => setOpen('message')}>
            {i18n._(msg`Send message`)}
          </Button>
        )}
      </div>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {open === 'message' && (
        <MemberMessageDialog
          memberId={member.id}
          username={username}
          onClose={close}
          onDone={() => finish(i18n._(msg`The message is in ${username}'s inbox.`))}
        />
      )}
      {open !== null && open !== 'message' && (
        <MemberAccountDialog
          kind={open}
          memberId={member.id}
          username={username}
          onClose={close}
          onDone={(n) => ended(open, n)}
        />
      )}
    </>
  );
}
