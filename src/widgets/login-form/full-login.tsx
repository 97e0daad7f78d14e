import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { freeTrialAtom, loginAtom, sendSmsCodeAtom, type LoginResult } from '../../atoms/auth';
import { captchaAtom, refreshCaptchaAtom } from '../../atoms/captcha';
import { codeCountdownAtom } from '../../atoms/code-countdown';
import { openDialogAtom } from '../../atoms/dialog';
import { openPopupAtom, popupParamsAtom } from '../../atoms/popup';
import { rememberedLoginAtom } from '../../atoms/remember-me';
import { flagsAtom } from '../../atoms/site';
import { accountErrorText, errorField, registrationRefusedText } from '../../i18n/account-errors';
import { CaptchaImage } from '../../ui/captcha-image/captcha-image';
import { CountryPicker } from '../../ui/country-picker/country-picker';
import { useDialingCode } from '../../widget-kit/use-dialing-code';
import { Button } from '../../ui/form/button';
import { Checkbox } from '../../ui/form/checkbox';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { SendCodeButton } from '../../ui/send-code-button/send-code-button';
import { Tabs } from '../../ui/tabs/tabs';
import { isCallError } from '../../api/call-error';
import { completeSocialLoginAtom } from '../../atoms/social-login';
import { challengeOf, type ChallengeHandoff } from './challenge-handoff';
import { ChallengeStep } from './challenge-step';
import { SocialPhoneStep } from './social-phone-step';
import { SocialSignIn } from './social-sign-in';
import styles from './login-form.module.css';
import { returnPath } from './return-path';

type Tab = 'username' | 'sms';

/** The full login form (spec §2, §4, §5). */
export function FullLogin({
  afterLoginRoute,
  showHeading,
}: {
  afterLoginRoute?: string;
  showHeading?: boolean;
}) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Back to the page the login guard sent the visitor from, else the page's own choice.
  const next = returnPath(new URLSearchParams(search).get('from')) ?? afterLoginRoute;
  const flags = useAtomValue(flagsAtom);
  const smsLogin = flags.has('MOBILEVERCODELOGIN3');
  const params = useAtomValue(popupParamsAtom('login'));
  const [remembered, setRemembered] = useAtom(rememberedLoginAtom);
  const { countries, dialing, setDialing } = useDialingCode(remembered?.countryDialingCode);
  const [tab, setTab] = useState<Tab>(remembered?.mobileNum && smsLogin ? 'sms' : 'username');
  const [username, setUsername] = useState(String(params?.username ?? remembered?.username ?? ''));
  const [password, setPassword] = useState('');
  const [mobileNum, setMobileNum] = useState(remembered?.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [needCaptcha, setNeedCaptcha] = useState(params?.captcha === true);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ text: string; field?: string | undefined } | null>(
    typeof params?.message === 'string' ? { text: params.message } : null,
  );
  const [challenge, setChallenge] = useState<ChallengeHandoff | null>(() => challengeOf(params));
  const captchaState = useAtomValue(captchaAtom('login'));
  const refreshCaptcha = useSetAtom(refreshCaptchaAtom);
  const login = useSetAtom(loginAtom);
  const freeTrial = useSetAtom(freeTrialAtom);
  const sendCode = useSetAtom(sendSmsCodeAtom);
  const countdownUntil = useAtomValue(codeCountdownAtom('login'));
  const openPopup = useSetAtom(openPopupAtom);
  const openDialog = useSetAtom(openDialogAtom);

  useEffect(() => {
    if (needCaptcha) void refreshCaptcha('login');
  }, [needCaptcha, refreshCaptcha]);
  // Back from a social provider: trade the one-time ticket for a session, or say it failed.
  const query = new URLSearchParams(search);
  const socialTicket = query.get('socialTicket');
  const socialFailed = query.get('socialError');
  const socialSignUp = query.get('socialSignUp');
  const completeSocial = useSetAtom(completeSocialLoginAtom);
  useEffect(() => {
    if (!socialTicket) return;
    completeSocial(socialTicket)
      .then(() => navigate(next ?? '/', { replace: true }))
      .catch((err: unknown) => setError({ text: accountErrorText(err) }));
  }, [socialTicket, completeSocial, navigate, next]);
  useEffect(() => {
    if (socialFailed === 'cancelled')
      setError({ text: i18n._(msg`Popup closed by user. Login failed, please try again.`) });
    else if (socialFailed === 'refused') setError({ text: registrationRefusedText() });
    else if (socialFailed !== null)
      setError({ text: i18n._(msg`Signing in with the provider did not complete. Please try again.`) });
  }, [socialFailed, i18n]);
  // The e-mailed reset link lands on /login?resetToken=...: choose the new password in its modal.
  const resetToken = new URLSearchParams(search).get('resetToken');
  useEffect(() => {
    if (resetToken) openPopup({ name: 'forgetPassModal', params: { resetToken } });
  }, [resetToken, openPopup]);

  const fieldError = (field: string) => (error?.field === field ? error.text : undefined);

  const afterLogin = (result: LoginResult) => {
    if (remember)
      setRemembered(
        tab === 'username'
          ? { username: username.trim() }
          : { countryDialingCode: dialing, mobileNum: mobileNum.trim() },
      );
    else setRemembered(null);
    if (!result.cpw && next) navigate(next);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (tab === 'username' && (!username.trim() || !password.trim()))
      return setError({
        text: i18n._(msg`Please enter username and password`),
        field: !username.trim() ? 'username' : 'password',
      });
    if (tab === 'sms') {
      if (!mobileNum.trim())
        return setError({ text: i18n._(msg`Please enter a valid phone number`), field: 'mobileNum' });
      if (!code.trim())
        return setError({
          text: i18n._(msg`Please enter a valid verification code`),
          field: 'verificationCode',
        });
    }
    if (needCaptcha && !captcha.trim())
      return setError({ text: i18n._(msg`Please enter the captcha`), field: 'captcha' });
    setBusy(true);
    try {
      const result = await login({
        type: tab,
        ...(tab === 'username'
          ? { username, password }
          : { mobileNum: mobileNum.trim(), countryDialingCode: dialing, verificationCode: code.trim() }),
        ...(needCaptcha && captchaState.captchaId
          ? { captcha: captcha.trim(), captchaId: captchaState.captchaId }
          : {}),
      });
      if (result.challenge) setChallenge({ result, password });
      else afterLogin(result);
    } catch (err) {
      const wantsCaptcha = isCallError(err) && (err.value as { captcha?: boolean } | null)?.captcha === true;
      if (wantsCaptcha) setNeedCaptcha(true);
      // A captcha answers once: the one just sent is spent. (A newly demanded one loads through the effect.)
      if (needCaptcha) {
        setCaptcha('');
        void refreshCaptcha('login');
      }
      setError({ text: accountErrorText(err), field: errorField(err) });
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    setError(null);
    if (!mobileNum.trim())
      return setError({ text: i18n._(msg`Please enter a valid phone number`), field: 'mobileNum' });
    setSending(true);
    try {
      await sendCode({ purpose: 'login', mobileNum: mobileNum.trim(), countryDialingCode: dialing });
    } catch (err) {
      // Spec §8: a failed SMS request shows a warning dialog with the server's message.
      void openDialog({ icon: 'warning', text: accountErrorText(err) });
    } finally {
      setSending(false);
    }
  };

  const startTrial = async () => {
    setBusy(true);
    setError(null);
    try {
      await freeTrial();
      navigate('/');
    } catch (err) {
      setError({ text: accountErrorText(err) });
    } finally {
      setBusy(false);
    }
  };

  if (socialSignUp)
    return <SocialPhoneStep ticket={socialSignUp} onDone={() => navigate(next ?? '/', { replace: true })} />;
  if (challenge) {
    return (
      <ChallengeStep
        result={challenge.result}
        password={challenge.password}
        onDone={afterLogin}
        onCancel={() => setChallenge(null)}
      />
    );
  }

  const shownFields = new Set(
    tab === 'username' ? ['username', 'password'] : ['mobileNum', 'verificationCode'],
  );
  if (needCaptcha) shownFields.add('captcha');
  const tabs = [
    { key: 'username' as const, label: i18n._(msg`Username`) },
    ...(smsLogin ? [{ key: 'sms' as const, label: i18n._(msg`SMS code`) }] : []),
  ];
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Log in`)}>
      {showHeading && (
        <h1 className={styles.pageHeading}>
          <Trans>Log in</Trans>
        </h1>
      )}
      <Tabs
        items={tabs}
        value={tab}
        onChange={(k) => (setTab(k), setError(null))}
        label={i18n._(msg`How to log in`)}
      >
        <div className={styles.fields}>
          {tab === 'username' ? (
            <>
              <TextField
                label={i18n._(msg`Username`)}
                value={username}
                onChange={setUsername}
                autoComplete="username"
                // In the login popup the player starts typing here, not on its close button.
                data-autofocus=""
                required
                maxLength={64}
                error={fieldError('username')}
              />
              <TextField
                label={i18n._(msg`Password`)}
                type="password"
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
                revealable
                required
                maxLength={128}
                error={fieldError('password')}
              />
            </>
          ) : (
            <>
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
                    until={countdownUntil}
                    onSend={send}
                    busy={sending}
                    label={i18n._(msg`Send code`)}
                    countingLabel={(s) => i18n._(msg`Resend in ${s}s`)}
                  />
                }
              />
            </>
          )}
          {needCaptcha && (
            <TextField
              label={i18n._(msg`Captcha`)}
              value={captcha}
              onChange={setCaptcha}
              autoComplete="off"
              required
              maxLength={12}
              error={fieldError('captcha')}
              end={
                <CaptchaImage
                  image={captchaState.image}
                  loading={captchaState.loading}
                  onRefresh={() => void refreshCaptcha('login')}
                  label={i18n._(msg`New captcha`)}
                />
              }
            />
          )}
        </div>
      </Tabs>
      <div className={styles.row}>
        <Checkbox checked={remember} onChange={setRemember}>
          <Trans>Remember me</Trans>
        </Checkbox>
        <Button variant="ghost" size="small" onClick={() => openPopup('forgetPassModal')}>
          <Trans>Forgot password?</Trans>
        </Button>
      </div>
      {error && !shownFields.has(error.field ?? '') && <FormMessage tone="error">{error.text}</FormMessage>}
      <Button type="submit" block busy={busy}>
        <Trans>Log in</Trans>
      </Button>
      {flags.has('FREEPLAY3') && (
        <Button variant="secondary" block disabled={busy} onClick={startTrial}>
          <Trans>Free trial</Trans>
        </Button>
      )}
      {flags.has('SOCIALLOGIN3') && <SocialSignIn />}
      <p className={styles.switch}>
        <Trans>No account yet?</Trans>{' '}
        <Button variant="ghost" size="small" onClick={() => openPopup('register')}>
          <Trans>Register</Trans>
        </Button>
      </p>
    </form>
  );
}
