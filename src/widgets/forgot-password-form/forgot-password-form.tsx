import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { validationSettingsValueAtom } from '../../atoms/account-settings';
import { forgotByEmailAtom, resetByPhoneAtom, resetByTokenAtom, sendSmsCodeAtom } from '../../atoms/auth';
import { codeCountdownAtom } from '../../atoms/code-countdown';
import { openCustomerServiceAtom } from '../../atoms/customer-service';
import { openDialogAtom } from '../../atoms/dialog';
import { closePopupAtom, popupParamsAtom } from '../../atoms/popup';
import { flagsAtom } from '../../atoms/site';
import { accountErrorText, errorField } from '../../i18n/account-errors';
import { ruleProblem } from '../../i18n/field-rule-text';
import { CountryPicker } from '../../ui/country-picker/country-picker';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { SendCodeButton } from '../../ui/send-code-button/send-code-button';
import { Tabs } from '../../ui/tabs/tabs';
import { NewPasswordFields, newPasswordProblems } from '../../widget-kit/new-password-fields';
import { useDialingCode } from '../../widget-kit/use-dialing-code';
import type { WidgetBaseProps } from '../define-widget';
import type { ForgotPasswordFormProps } from './forgot-password-form.props';
import styles from './forgot-password-form.module.css';

type Method = 'email' | 'phone';
type Errors = Partial<Record<string, string>>;

/** Forgot password (spec §2, §4, §5): by username + e-mail, or by mobile + SMS code; or the e-mailed link. */
export default function ForgotPasswordForm({
  afterResetRoute = '/',
}: ForgotPasswordFormProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = useAtomValue(popupParamsAtom('forgetPassModal'));
  const resetToken =
    (typeof params?.resetToken === 'string' ? params.resetToken : null) ??
    new URLSearchParams(search).get('resetToken');
  const flags = useAtomValue(flagsAtom);
  const rules = useAtomValue(validationSettingsValueAtom);
  const { countries, dialing, setDialing } = useDialingCode();
  const methods: Method[] = ['email', ...(flags.has('CHNGPASSVERIF3') ? (['phone'] as const) : [])];
  const [method, setMethod] = useState<Method>('email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [mobileNum, setMobileNum] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const forgotByEmail = useSetAtom(forgotByEmailAtom);
  const resetByPhone = useSetAtom(resetByPhoneAtom);
  const resetByToken = useSetAtom(resetByTokenAtom);
  const sendCode = useSetAtom(sendSmsCodeAtom);
  const until = useAtomValue(codeCountdownAtom('reset'));
  const openDialog = useSetAtom(openDialogAtom);
  const openCustomerService = useSetAtom(openCustomerServiceAtom);
  const closePopup = useSetAtom(closePopupAtom);

  const passwordProblems = (): Errors => newPasswordProblems(rules?.password, password, confirm);

  const fail = (err: unknown) => {
    const field = errorField(err);
    const text = accountErrorText(err);
    if (
      field &&
      ['username', 'email', 'mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'].includes(
        field,
      )
    )
      setErrors({ [field]: text });
    else setFormError(text);
  };

  const run = async (problems: Errors, action: () => Promise<unknown>) => {
    setFormError(null);
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      await action();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const submitEmail = (e: FormEvent) => {
    e.preventDefault();
    const problems: Errors = {};
    if (!username.trim()) problems.username = i18n._(msg`Input cannot be empty`);
    const emailProblem = rules
      ? ruleProblem(rules.email, email, true)
      : email.trim()
        ? undefined
        : i18n._(msg`Input cannot be empty`);
    if (emailProblem) problems.email = emailProblem;
    void run(problems, async () => {
      await forgotByEmail({ username, email });
      closePopup('forgetPassModal');
      // Spec §4: a confirmation dialog (in_been_out).
      void openDialog({
        icon: 'success',
        text: i18n._(
          msg({
            id: 'in_been_out',
            message:
              'If the username and e-mail match, we have sent a link to reset your password. Please check your inbox.',
          }),
        ),
      });
    });
  };

  const submitPhone = (e: FormEvent) => {
    e.preventDefault();
    const problems = passwordProblems();
    if (!mobileNum.trim()) problems.mobileNum = i18n._(msg`Please enter a valid phone number`);
    if (!/^\d{6}$/.test(code.trim()))
      problems.verificationCode = i18n._(msg`Please enter a valid verification code`);
    void run(problems, async () => {
      await resetByPhone({
        mobileNum: mobileNum.trim(),
        countryDialingCode: dialing,
        verificationCode: code.trim(),
        newPassword: password.trim(),
        confirmNewPassword: confirm.trim(),
      });
      closePopup('forgetPassModal');
      navigate(afterResetRoute);
    });
  };

  const submitToken = (e: FormEvent) => {
    e.preventDefault();
    void run(passwordProblems(), async () => {
      await resetByToken({
        resetToken: resetToken ?? '',
        newPassword: password.trim(),
        confirmNewPassword: confirm.trim(),
      });
      closePopup('forgetPassModal');
      navigate(afterResetRoute, { replace: true });
    });
  };

  const send = async () => {
    if (!mobileNum.trim()) return setErrors({ mobileNum: i18n._(msg`Please enter a valid phone number`) });
    setSending(true);
    try {
      await sendCode({ purpose: 'reset', mobileNum: mobileNum.trim(), countryDialingCode: dialing });
    } catch (err) {
      void openDialog({ icon: 'warning', text: accountErrorText(err) });
    } finally {
      setSending(false);
    }
  };

  const newPasswordFields = (
    <NewPasswordFields
      password={password}
      confirm={confirm}
      onPassword={setPassword}
      onConfirm={setConfirm}
      rule={rules?.password}
      errors={errors}
    />
  );

  const footer = (
    <p className={styles.help}>
      <Trans>Still stuck?</Trans>{' '}
      <Button variant="ghost" size="small" onClick={() => void openCustomerService()}>
        <Trans>Contact customer service</Trans>
      </Button>
    </p>
  );

  if (resetToken) {
    return (
      <form
        className={styles.form}
        onSubmit={submitToken}
        noValidate
        aria-label={i18n._(msg`Choose a new password`)}
      >
        <h3 className={styles.heading}>
          <Trans>Choose a new password</Trans>
        </h3>
        {newPasswordFields}
        {formError && <FormMessage tone="error">{formError}</FormMessage>}
        <Button type="submit" block busy={busy}>
          <Trans>Save and log in</Trans>
        </Button>
        {footer}
      </form>
    );
  }

  return (
    <div className={styles.form}>
      <Tabs
        items={methods.map((m) => ({
          key: m,
          label: m === 'email' ? i18n._(msg`By e-mail`) : i18n._(msg`By mobile number`),
        }))}
        value={method}
        onChange={(m) => (setMethod(m), setErrors({}), setFormError(null))}
        label={i18n._(msg`How to recover your password`)}
      >
        {method === 'email' ? (
          <form
            className={styles.fields}
            onSubmit={submitEmail}
            noValidate
            aria-label={i18n._(msg`Recover by e-mail`)}
          >
            <p className={styles.lead}>
              <Trans>
                Enter your username and the e-mail address of your account. We will send you a link to choose
                a new password.
              </Trans>
            </p>
            <TextField
              label={i18n._(msg`Username`)}
              value={username}
              onChange={setUsername}
              autoComplete="username"
              required
              maxLength={64}
              error={errors.username}
            />
            <TextField
              label={i18n._(msg`E-mail`)}
              type="email"
              value={email}
              onChange={setEmail}
              autoComplete="email"
              required
              maxLength={254}
              error={errors.email}
            />
            {formError && <FormMessage tone="error">{formError}</FormMessage>}
            <Button type="submit" block busy={busy}>
              <Trans>Send reset link</Trans>
            </Button>
          </form>
        ) : (
          <form
            className={styles.fields}
            onSubmit={submitPhone}
            noValidate
            aria-label={i18n._(msg`Recover by mobile number`)}
          >
            <TextField
              label={i18n._(msg`Mobile number`)}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={mobileNum}
              onChange={setMobileNum}
              required
              maxLength={20}
              error={errors.mobileNum}
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
              autoComplete="one-time-code"
              value={code}
              onChange={setCode}
              required
              maxLength={6}
              error={errors.verificationCode}
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
            {newPasswordFields}
            {formError && <FormMessage tone="error">{formError}</FormMessage>}
            <Button type="submit" block busy={busy}>
              <Trans>Reset and log in</Trans>
            </Button>
          </form>
        )}
      </Tabs>
      {footer}
    </div>
  );
}
