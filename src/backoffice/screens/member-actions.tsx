import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { ADJUSTERS } from '@schemas/api/ops/adjustment-rules';
import { MEMBER_ACTORS } from '@schemas/api/ops/member-action-rules';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { operatorSessionAtom, type BalanceAdjustment, type MemberDetail } from '../atoms/back-office-atoms';
import type { AdjustmentDecision } from './adjustment-decision';
import { AdjustmentDialog } from './adjustment-dialog';
import { formatMinor } from './format';
import { MemberAccountDialog, type AccountAction } from './member-account-dialog';
import { MemberLabelsDialog } from './member-labels-dialog';
import { MemberMessageDialog } from './member-message-dialog';
import { MemberPasswordDialog } from './member-password-dialog';
import { PendingAdjustments } from './pending-adjustments';
import styles from './back-office.module.css';

type Open = AccountAction | 'message' | 'labels' | 'adjust' | 'password' | null;

/**
 * What the operator's role may do to the member on the page: owners and support lock or
 * unlock, sign them out everywhere, write to their inbox, label them; owners and finance adjust the balance
 * and decide adjustments waiting for approval. Other roles see none of it (the server refuses
 * them anyway). After an action the page reloads, so what it shows is the platform's.
 */
export function MemberActions({ member, onChanged }: { member: MemberDetail['member']; onChanged(): void }) {
  const { i18n } = useLingui();
  const session = useAtomValue(operatorSessionAtom);
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string | undefined>();
  const [version, setVersion] = useState(0);
  const role = session?.operator.role;
  const account = role !== undefined && MEMBER_ACTORS.includes(role);
  const money = role !== undefined && ADJUSTERS.includes(role);
  if (!account && !money) return null;
  const username = member.username;
  const close = () => setOpen(null);
  const finish = (text: string) => {
    setOpen(null);
    setDone(text);
    setVersion((v) => v + 1);
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
  const adjusted = (a: BalanceAdjustment) => {
    const amount = formatMinor(a.amount, a.currency, i18n.locale);
    finish(
      a.status === 'pending'
        ? i18n._(msg`The adjustment of ${amount} waits for another operator's approval.`)
        : i18n._(msg`The balance was adjusted by ${amount}.`),
    );
  };

  const labelled = (labels: string[]) => {
    const list = labels.join(', ');
    finish(
      labels.length
        ? i18n._(msg`${username} is labelled ${list}.`)
        : i18n._(msg`${username} has no labels now.`),
    );
  };

  const decided = (kind: AdjustmentDecision, a: BalanceAdjustment) => {
    const id = a.id;
    const amount = formatMinor(a.amount, a.currency, i18n.locale);
    finish(
      kind === 'approve'
        ? i18n._(msg`Adjustment #${id} is applied: ${amount}.`)
        : i18n._(msg`Adjustment #${id} is rejected: nothing moved.`),
    );
  };

  return (
    <>
      <div className={styles.memberActions} role="group" aria-label={i18n._(msg`Member actions`)}>
        {account && member.status === 'active' && (
          <Button variant="secondary" size="small" onClick={() => setOpen('lock')}>
            {i18n._(msg`Lock`)}
          </Button>
        )}
        {account && member.status === 'locked' && (
          <Button variant="secondary" size="small" onClick={() => setOpen('unlock')}>
            {i18n._(msg`Unlock`)}
          </Button>
        )}
        {account && (
          <Button variant="secondary" size="small" onClick={() => setOpen('endSessions')}>
            {i18n._(msg`End sessions`)}
          </Button>
        )}
        {account && member.status !== 'closed' && (
          <Button variant="secondary" size="small" onClick={() => setOpen('password')}>
            {i18n._(msg`Reset password`)}
          </Button>
        )}
        {account && member.isAgent !== 4 && (
          <Button variant="secondary" size="small" onClick={() => setOpen('message')}>
            {i18n._(msg`Send message`)}
          </Button>
        )}
        {account && (
          <Button variant="secondary" size="small" onClick={() => setOpen('labels')}>
            {i18n._(msg`Labels`)}
          </Button>
        )}
        {money && (
          <Button variant="secondary" size="small" onClick={() => setOpen('adjust')}>
            {i18n._(msg`Adjust balance`)}
          </Button>
        )}
      </div>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {money && <PendingAdjustments memberId={member.id} version={version} onDecided={decided} />}
      {open === 'adjust' && (
        <AdjustmentDialog
          memberId={member.id}
          username={username}
          currency={member.currency}
          approvalAbove={member.adjustmentApprovalAbove}
          onClose={close}
          onDone={adjusted}
        />
      )}
      {open === 'password' && (
        <MemberPasswordDialog
          memberId={member.id}
          username={username}
          onClose={close}
          onDone={(n) => finish(i18n._(msg`${username} has a one-time password; ${n} session(s) ended.`))}
        />
      )}
      {open === 'message' && (
        <MemberMessageDialog
          memberId={member.id}
          username={username}
          onClose={close}
          onDone={() => finish(i18n._(msg`The message is in ${username}'s inbox.`))}
        />
      )}
      {open === 'labels' && (
        <MemberLabelsDialog
          memberId={member.id}
          username={username}
          labels={member.labels}
          onClose={close}
          onDone={labelled}
        />
      )}
      {(open === 'lock' || open === 'unlock' || open === 'endSessions') && (
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
