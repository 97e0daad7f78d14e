import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { completeChallengeAtom, sendChallengeCodeAtom, type LoginResult } from '../../atoms/auth';
import { codeCountdownAtom } from '../../atoms/code-countdown';
import { accountErrorText } from '../../i18n/account-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { SendCodeButton } from '../../ui/send-code-button/send-code-button';
import { Tabs } from '../../ui/tabs/tabs';
import styles from './login-form.module.css';

type Method = 'sms' | 'email' | 'totp';

/**
 * The second step of a login from an unregistered IP (spec §2, §4): a code by SMS
 * or e-mail, or from the authenticator app.
 */
export function ChallengeStep({
  result,
  password,
  onDone,
  onCancel,
}: {
  result: LoginResult;
  password: string;
  onDone(result: LoginResult): void;
  onCancel(): void;
}) {
  const { i18n } = useLingui();
  const challenge = result.challenge;
  const methods = (challenge?.methods ?? []) as Method[];
  const [method, setMethod] = useState<Method>(methods[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const complete = useSetAtom(completeChallengeAtom);
  const sendCode = useSetAtom(sendChallengeCodeAtom);
  const until = useAtomValue(codeCountdownAtom('challenge'));
  if (!challenge) return null;

  const labels: Record<Method, string> = {
    sms: i18n._(msg`SMS`),
    email: i18n._(msg`E-mail`),
    totp: i18n._(msg`Authenticator app`),
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) return setError(i18n._(msg`Please enter a valid verification code`));
    setBusy(true);
    try {
      onDone(await complete({ ticket: challenge.ticket, method, code: code.trim() }, password));
    } catch (err) {
      setError(accountErrorText(err));
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    if (method === 'totp') return;
    setError(null);
    setSending(true);
    try {
      await sendCode({ ticket: challenge.ticket, method });
      setSent(method === 'sms' ? (challenge.maskedPhone ?? '') : (challenge.maskedEmail ?? ''));
    } catch (err) {
      setError(accountErrorText(err));
    } finally {
      setSending(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Verify it is you`)}>
      <h3 className={styles.heading}>
        <Trans>Please complete verification first</Trans>
      </h3>
      <p className={styles.lead}>
        <Trans>You are logging in from a new place. Confirm it is you with a one-time code.</Trans>
      </p>
      <Tabs
        items={methods.map((m) => ({ key: m, label: labels[m] }))}
        value={method}
        onChange={(m) => (setMethod(m), setCode(''), setError(null))}
        label={i18n._(msg`How to verify`)}
      >
        <TextField
          label={
            method === 'totp' ? i18n._(msg`Code from your authenticator app`) : i18n._(msg`Verification code`)
          }
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={setCode}
          maxLength={6}
          required
          helper={sent && method !== 'totp' ? i18n._(msg`Code sent to ${sent}`) : undefined}
          end={
            method !== 'totp' && (
              <SendCodeButton
                until={until}
                onSend={send}
                busy={sending}
                label={i18n._(msg`Send code`)}
                countingLabel={(s) => i18n._(msg`Resend in ${s}s`)}
              />
            )
          }
        />
      </Tabs>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <Button type="submit" block busy={busy}>
        <Trans>Verify and log in</Trans>
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        <Trans>Back</Trans>
      </Button>
    </form>
  );
}
