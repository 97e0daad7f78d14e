import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { activeSessionsAtom, endOtherSessionsAtom } from '../../atoms/account-security';
import { accountErrorText } from '../../i18n/account-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { describeDevice, formatWhen } from './describe-device';
import styles from './account-security.module.css';
import { useAsyncState } from '../../atoms/async';

/** The member's live sessions, with "sign out everywhere else". */
export function ActiveSessions() {
  const { i18n } = useLingui();
  const sessions = useAsyncState(activeSessionsAtom);
  const refresh = useSetAtom(activeSessionsAtom);
  const endOthers = useSetAtom(endOtherSessionsAtom);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const others = sessions.state === 'hasData' ? sessions.data.filter((s) => !s.current).length : 0;

  const signOutOthers = async (id?: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const ended = await endOthers(id);
      setMessage({ tone: 'success', text: i18n._(msg`${ended} other sessions signed out`) });
    } catch (err) {
      setMessage({ tone: 'error', text: accountErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="sessions-title">
      <div className={styles.head}>
        <h3 id="sessions-title" className={styles.title}>
          <Trans>Where you are signed in</Trans>
        </h3>
        <Button
          variant="secondary"
          size="small"
          busy={busy}
          disabled={others === 0}
          onClick={() => void signOutOthers()}
        >
          <Trans>Sign out everywhere else</Trans>
        </Button>
      </div>
      {sessions.state === 'loading' && (
        <div className={styles.list} aria-busy="true">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      )}
      {sessions.state === 'hasError' && (
        <FormMessage tone="error">
          <Trans>Your sessions could not be loaded.</Trans>{' '}
          <Button variant="ghost" size="small" onClick={() => refresh()}>
            <Trans>Retry</Trans>
          </Button>
        </FormMessage>
      )}
      {sessions.state === 'hasData' && (
        <ul className={styles.list}>
          {sessions.data.map((s) => (
            <li key={s.id} className={styles.item}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>{describeDevice(s.userAgent)}</span>
                <span className={styles.itemMeta}>
                  {s.ip} · {formatWhen(s.lastSeenAt, i18n.locale)}
                </span>
              </span>
              {s.current ? (
                <span className={styles.current}>
                  <Trans>This device</Trans>
                </span>
              ) : (
                <Button variant="ghost" size="small" disabled={busy} onClick={() => void signOutOthers(s.id)}>
                  <Trans>Sign out</Trans>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </section>
  );
}
