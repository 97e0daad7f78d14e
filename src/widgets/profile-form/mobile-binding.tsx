import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { bindMobileAtom, sendMobileCodeAtom } from '../../atoms/profile';
import { accountErrorText } from '../../i18n/account-errors';
import { CountryPicker } from '../../ui/country-picker/country-picker';
import { useDialingCode } from '../../widget-kit/use-dialing-code';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { SendCodeButton } from '../../ui/send-code-button/send-code-button';
import styles from './profile-form.module.css';

/** The linked mobile number and, on request, linking a new one with a code sent to it. */
export function MobileBinding({ current }: { current: string | undefined }) {
  const { i18n } = useLingui();
  const { countries, dialing: dialingCode, setDialing } = useDialingCode();
  const sendCode = useSetAtom(sendMobileCodeAtom);
  const bind = useSetAtom(bindMobileAtom);
  const [editing, setEditing] = useState(false);
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [until, setUntil] = useState(0);
  const [busy, setBusy] = useState<'send' | 'bind' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (!editing)
    return (
      <div className={styles.mobile}>
        <TextField
          label={i18n._(msg`Mobile number`)}
          value={current ?? i18n._(msg`Not linked`)}
          onChange={() => undefined}
          readOnly
        />
        <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
          {current ? i18n._(msg`Change`) : i18n._(msg`Link a number`)}
        </Button>
        {done && <FormMessage tone="success">{i18n._(msg`Your new mobile number is linked.`)}</FormMessage>}
      </div>
    );

  const send = async () => {
    setBusy('send');
    setError(null);
    try {
      const { expiredMinutes } = await sendCode({ countryDialingCode: dialingCode, mobileNum });
      setUntil(Date.now() + expiredMinutes * 60_000);
    } catch (err) {
      setError(accountErrorText(err));
    } finally {
      setBusy(null);
    }
  };
  const confirm = async () => {
    setBusy('bind');
    setError(null);
    try {
      await bind({ countryDialingCode: dialingCode, mobileNum, verificationCode: code });
      setEditing(false);
      setDone(true);
      setCode('');
    } catch (err) {
      setError(accountErrorText(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <fieldset className={styles.mobileEdit}>
      <legend>{i18n._(msg`Link a new mobile number`)}</legend>
      <TextField
        label={i18n._(msg`New mobile number`)}
        value={mobileNum}
        onChange={setMobileNum}
        inputMode="numeric"
        autoComplete="tel-national"
        start={
          countries && (
            <CountryPicker
              countries={countries.countries}
              value={dialingCode}
              onChange={setDialing}
              label={i18n._(msg`Country code`)}
            />
          )
        }
      />
      <TextField
        label={i18n._(msg`Verification code`)}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
        end={
          <SendCodeButton
            until={until}
            onSend={send}
            busy={busy === 'send'}
            disabled={!mobileNum.trim()}
            label={i18n._(msg`Send code`)}
            countingLabel={(s) => i18n._(msg`Resend in ${s}s`)}
          />
        }
      />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className={styles.actions}>
        <Button size="small" busy={busy === 'bind'} disabled={code.length !== 6} onClick={confirm}>
          {i18n._(msg`Link number`)}
        </Button>
        <Button size="small" variant="secondary" onClick={() => setEditing(false)}>
          {i18n._(msg`Cancel`)}
        </Button>
      </div>
    </fieldset>
  );
}
