import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { isCallError } from '../../api/call-error';
import { promoteDownlineAtom } from '../../atoms/agent-team';
import { moneyErrorText } from '../../i18n/money-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import styles from './agent-team.module.css';

/** Why the platform refused a promotion, in the agent's language. */
function refusalText(i18n: I18n, err: unknown, name: string): string {
  if (!isCallError(err)) return moneyErrorText(err);
  switch (err.code) {
    case 'CONFLICT':
      return i18n._(msg`${ph({ name })} is already an agent.`);
    case 'NOT_FOUND':
      return i18n._(msg`Only your direct downlines can be made agents.`);
    case 'AGENT_LEVEL_LIMIT':
      return i18n._(msg`Agents at your level cannot make agents.`);
    case 'FORBIDDEN':
      // A disabled member, or a free-trial account.
      return i18n._(
        msg`This member cannot be made an agent: the account is not active or is a trial account.`,
      );
    default:
      return moneyErrorText(err);
  }
}

/**
 * Asks once before a direct downline player becomes a sub-agent: the change opens the
 * agent centre to them and the agent cannot take it back from here.
 */
export function PromotePanel({ member, onClose }: { member: string; onClose(): void }) {
  const { i18n } = useLingui();
  const promote = useSetAtom(promoteDownlineAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.querySelector('button')?.focus(), []);

  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const r = await promote(member);
      setDone(i18n._(msg`${ph({ name: r.member })} is now an agent.`));
    } catch (err) {
      setError(refusalText(i18n, err, member));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      ref={ref}
      className={styles.transfer}
      aria-label={i18n._(msg`Make ${ph({ name: member })} an agent`)}
    >
      <p className={styles.question}>
        {i18n._(
          msg`Make ${ph({ name: member })} an agent? They keep their player account, open the agent centre and can build a team of their own. Only the site can undo this.`,
        )}
      </p>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
      <div className={styles.actions}>
        {!done && (
          <Button busy={busy} onClick={() => void confirm()}>
            {i18n._(msg`Make agent`)}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {done ? i18n._(msg`Close`) : i18n._(msg`Cancel`)}
        </Button>
      </div>
    </section>
  );
}
