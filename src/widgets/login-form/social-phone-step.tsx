import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { sendSmsCodeAtom } from '../../atoms/auth';
import { codeCountdownAtom } from '../../atoms/code-countdown';
import { completeSocialSignUpAtom } from '../../atoms/social-login';
import { accountErrorText, errorField } from '../../i18n/account-errors';
import { CountryPicker } from '../../ui/country-picker/country-picker';
import { useDialingCode } from '../../widget-kit/use-dialing-code';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { SendCodeButton } from '../../ui/send-code-button/send-code-button';
import styles from './login-form.module.css';

/**
 * R4.12: a player new to a site that verifies phones, back from a social provider, proves a
 * mobile number with the platform's SMS code (sent as for registration) before the account
 * exists. The platform checks the code first; a wrong one creates nothing and says so here.
 */
export function SocialPhoneStep({ ticket, onDone }: { ticket: string; onDone(): void }) {
  const { i18n } = useLingui();
  const { countries, dialing, setDialing } = useDialingCode();
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; field?: string | undefined } | null>(null);
  const sendCode = useSetAtom(sendSmsCodeAtom);
  const finish = useSetAtom(completeSocialSignUpAtom);
  const until = useAtomValue(codeCountdownAtom('register'));

  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);
  const noNumber = () =>
    setError({ text: i18n._(msg`Please enter a valid phone number`), field: 'mobileNum' });

  const send = async () => {
    setError(null);
    if (!mobileNum.trim()) return noNumber();
    setSending(true);
    try {
      await sendCode({ purpose: 'register', mobileNum: mobileNum.trim(), countryDialingCode: dialing });
    } catch (err) {
      setError({ text: accountErrorText(err), field: errorField(err) });
    } finally {
      setSending(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!mobileNum.trim()) return noNumber();
    if (!/^\d{6}$/.test(code.trim()))
      return setError({
        text: i18n._(msg`Please enter a valid verification code`),
        field: 'verificationCode',
      });
    setBusy(true);
    try {
      await finish({
        ticket,
        countryDialingCode: dialing,
        mobileNum: mobileNum.trim(),
        verificationCode: code.trim(),
      });
      onDone();
    } catch (err) {
      setError({ text: accountErrorText(err), field: errorField(err) });
    } finally {
      setBusy(false);
    }
  };

  const shown = new Set(['mobileNum', 'verificationCode']);
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={i18n._(msg`Verify your phone to finish signing up`)}
    >
      <h1 className={styles.pageHeading}>
        <Trans>Verify your phone to finish signing up</Trans>
      </h1>
      <p className={styles.lead}>
        <Trans>
          This site checks a mobile number for every new account. We text you a code; your account is made
          once it is right.
        </Trans>
      </p>
      <div className={styles.fields}>
        <TextField
          label={i18n._(msg`Mobile number`)}
          type="tel"
          inputMode="numeric"
          value={mobileNum}
          onChange={setMobileNum}
          autoComplete="tel-national"
          required
          maxLength={20}
          error={fieldError('mobileNum')}
          start={
            countries && (
              <CountryPicker
                countries={countries.countries}
                value={dialing}
                onChange={setDialing}
                label={i18n._(msg`Country code`)}
              />
            )
          }
        />
        <TextField
          label={i18n._(msg`Verification code`)}
          inputMode="numeric"
          value={code}
          onChange={setCode}
          autoComplete="one-time-code"
          required
          maxLength={6}
          error={fieldError('verificationCode')}
          end={
            <SendCodeButton
              until={until}
              onSend={send}
              busy={sending}
              label={i18n._(msg`Send code`)}
              countingLabel={(s) => i18n._(msg`Resend in ${s}s`)}
            />
          }
        />
      </div>
      {error && !shown.has(error.field ?? '') && <FormMessage tone="error">{error.text}</FormMessage>}
      <Button type="submit" block busy={busy}>
        <Trans>Finish signing up</Trans>
      </Button>
    </form>
  );
}
