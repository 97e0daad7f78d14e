import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { MEMBER_PROTECTORS } from '@schemas/api/ops/member-action-rules';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import { MemberBreakDialog } from './member-break-dialog';
import { MemberLiftDialog } from './member-lift-dialog';
import { MemberLimitDialog, type LowerTarget } from './member-limit-dialog';
import { formatDate } from './format';
import styles from './back-office.module.css';

type Open = { kind: 'place' } | { kind: 'lift' } | { kind: 'limit'; target: LowerTarget } | null;

/** Whether the operator's role may act on protection (the server checks it too) and which dialog is open. */
export function useProtectionActions() {
  const session = useAtomValue(operatorSessionAtom);
  const role = session?.operator.role;
  const [opened, open] = useState<Open>(null);
  return { allowed: role !== undefined && MEMBER_PROTECTORS.includes(role), opened, open };
}

/**
 * The protection section's own button (place a time-out or exclusion), what the last action did,
 * and the open dialog. The per-line buttons (lift, lower) open theirs through `actions.open`.
 */
export function ProtectionActions({
  actions,
  member,
  currency,
  onChanged,
}: {
  actions: ReturnType<typeof useProtectionActions>;
  member: { id: number; username: string };
  currency: string;
  onChanged(): void;
}) {
  const { i18n } = useLingui();
  const [done, setDone] = useState<string | undefined>();
  if (!actions.allowed) return null;
  const username = member.username;
  const close = () => actions.open(null);
  const finish = (text: string) => {
    actions.open(null);
    setDone(text);
    onChanged();
  };
  const o = actions.opened;
  return (
    <>
      <div className={styles.memberActions} role="group" aria-label={i18n._(msg`Protection actions`)}>
        <Button variant="secondary" size="small" onClick={() => actions.open({ kind: 'place' })}>
          {i18n._(msg`Place time-out or exclusion`)}
        </Button>
      </div>
      {done && <FormMessage tone="success">{done}</FormMessage>}
      {o?.kind === 'place' && (
        <MemberBreakDialog
          memberId={member.id}
          username={username}
          onClose={close}
          onDone={(until, n) => {
            const end = until ? formatDate(until, i18n.locale) : i18n._(msg`Indefinite`);
            finish(i18n._(msg`${username} is on a break until ${end}; ${n} session(s) ended.`));
          }}
        />
      )}
      {o?.kind === 'lift' && (
        <MemberLiftDialog
          memberId={member.id}
          username={username}
          onClose={close}
          onDone={() => finish(i18n._(msg`The self-exclusion of ${username} is lifted.`))}
        />
      )}
      {o?.kind === 'limit' && (
        <MemberLimitDialog
          memberId={member.id}
          username={username}
          currency={currency}
          target={o.target}
          onClose={close}
          onDone={() => finish(i18n._(msg`The limit of ${username} is lowered.`))}
        />
      )}
    </>
  );
}
