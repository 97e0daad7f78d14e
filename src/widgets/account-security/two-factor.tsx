import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { confirmTotpAtom, startTotpSetupAtom } from '../../atoms/account-security';
import { memberInfoAtom } from '../../atoms/member';
import { accountErrorText } from '../../i18n/account-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import styles from './account-security.module.css';
import { useAsyncState } from '../../atoms/async';

/** Two-factor sign-in with an authenticator app: enrol with a QR code, confirm with a code. */
export function TwoFactor() {
  const { i18n } = useLingui();
  const info = useAsyncState(memberInfoAtom);
  const start = useSetAtom(startTotpSetupAtom);
  const confirm = useSetAtom(confirmTotpAtom);
  const [setup, setSetup] = useState<{ qrCode: string; secret: string } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const enabled = info.state === 'hasData' && info.data?.totpEnabled === true;

  const act = async (fn: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await fn();
      setMessage({ tone: 'success', text: success });
    } catch (err) {
      setMessage({ tone: 'error', text: accountErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="totp-title">
      <div className={styles.head}>
        <h3 id="totp-title" className={styles.title}>
          <Trans>Two-step sign-in</Trans>
        </h3>
        <span className={enabled ? styles.ok : styles.itemMeta}>
          {enabled ? i18n._(msg`On`) : i18n._(msg`Off`)}
        </span>
      </div>
      <p className={styles.lead}>
        <Trans>When you sign in from a new place, we ask for a code from your authenticator app.</Trans>
      </p>
      {!enabled && !setup && (
        <Button
          variant="secondary"
          busy={busy}
          disabled={info.state !== 'hasData'}
          onClick={() => void act(async () => setSetup(await start()), '')}
        >
          <Trans>Set up an authenticator app</Trans>
        </Button>
      )}
      {!enabled && setup && (
        <>
          <div className={styles.qr}>
            <img
              src={setup.qrCode}
              alt={i18n._(msg`QR code for your authenticator app`)}
              width={160}
              height={160}
            />
            <div>
              <p className={styles.lead}>
                <Trans>Scan the code with your authenticator app, or type this key:</Trans>
              </p>
              <p className={styles.secret}>{setup.secret}</p>
            </div>
          </div>
          <div className={styles.row}>
            <TextField
              label={i18n._(msg`Code from your authenticator app`)}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={setCode}
              maxLength={6}
            />
            <Button
              busy={busy}
              onClick={() =>
                void act(
                  async () => {
                    await confirm({ enable: true, code: code.trim() });
                    setSetup(null);
                    setCode('');
                  },
                  i18n._(msg`Two-step sign-in is on.`),
                )
              }
            >
              <Trans>Turn on</Trans>
            </Button>
          </div>
        </>
      )}
      {enabled && (
        <div className={styles.row}>
          <TextField
            label={i18n._(msg`Password`)}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={setPassword}
            maxLength={128}
          />
          <Button
            variant="secondary"
            busy={busy}
            onClick={() =>
              void act(
                async () => {
                  await confirm({ enable: false, password });
                  setPassword('');
                },
                i18n._(msg`Two-step sign-in is off.`),
              )
            }
          >
            <Trans>Turn off</Trans>
          </Button>
        </div>
      )}
      {message && message.text && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
    </section>
  );
}
