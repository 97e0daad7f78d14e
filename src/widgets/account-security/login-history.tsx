import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useSetAtom } from 'jotai';
import { loginHistoryAtom } from '../../atoms/account-security';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { describeDevice, formatWhen } from './describe-device';
import styles from './account-security.module.css';
import { useAsyncState } from '../../atoms/async';

const OUTCOMES: Record<string, MessageDescriptor> = {
  ok: msg`Signed in`,
  bad_credentials: msg`Wrong password or code`,
  captcha: msg`Captcha missing or wrong`,
  locked: msg`Locked`,
  second_step: msg`Verification asked`,
};

/** The member's recent login attempts: spot a stranger's tries. */
export function LoginHistory() {
  const { i18n } = useLingui();
  const history = useAsyncState(loginHistoryAtom);
  const refresh = useSetAtom(loginHistoryAtom);
  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h3 id="history-title" className={styles.title}>
        <Trans>Login history</Trans>
      </h3>
      {history.state === 'loading' && (
        <div className={styles.list} aria-busy="true">
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
          <div className={styles.skeleton} />
        </div>
      )}
      {history.state === 'hasError' && (
        <FormMessage tone="error">
          <Trans>The login history could not be loaded.</Trans>{' '}
          <Button variant="ghost" size="small" onClick={() => refresh()}>
            <Trans>Retry</Trans>
          </Button>
        </FormMessage>
      )}
      {history.state === 'hasData' && history.data.length === 0 && (
        <p className={styles.lead}>
          <Trans>No logins yet.</Trans>
        </p>
      )}
      {history.state === 'hasData' && history.data.length > 0 && (
        <ul className={styles.list}>
          {history.data.map((h, i) => (
            <li key={`${h.at}-${i}`} className={styles.item}>
              <span className={styles.itemMain}>
                <span className={styles.itemTitle}>{describeDevice(h.userAgent)}</span>
                <span className={styles.itemMeta}>
                  {h.ip} · {formatWhen(h.at, i18n.locale)}
                </span>
              </span>
              <span className={h.outcome === 'ok' ? styles.ok : styles.failed}>
                {i18n._(OUTCOMES[h.outcome] ?? msg`Unknown`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
