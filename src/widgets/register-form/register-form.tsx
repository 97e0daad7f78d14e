import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEFAULT_REGISTER_RULES } from '@schemas/api/registration-defaults';
import {
  registerSettingsAtom,
  registerSettingsFailedAtom,
  registerSettingsValueAtom,
} from '../../atoms/account-settings';
import { checkAffiliateCodeAtom, registerAtom, sendSmsCodeAtom } from '../../atoms/auth';
import { captchaAtom, refreshCaptchaAtom } from '../../atoms/captcha';
import { codeCountdownAtom } from '../../atoms/code-countdown';
import { openDialogAtom } from '../../atoms/dialog';
import { closePopupAtom, openPopupAtom } from '../../atoms/popup';
import { flagsAtom, readySiteAtom } from '../../atoms/site';
import { accountErrorText, errorField } from '../../i18n/account-errors';
import { ruleHelperText, ruleProblem } from '../../i18n/field-rule-text';
import { CaptchaImage } from '../../ui/captcha-image/captcha-image';
import { CountryPicker } from '../../ui/country-picker/country-picker';
import { Button } from '../../ui/form/button';
import { Checkbox } from '../../ui/form/checkbox';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { SendCodeButton } from '../../ui/send-code-button/send-code-button';
import { Tabs } from '../../ui/tabs/tabs';
import { useDialingCode } from '../../widget-kit/use-dialing-code';
import type { WidgetBaseProps } from '../define-widget';
import { visibleFields, type FieldName, type Mode } from './register-fields';
import type { RegisterFormProps } from './register-form.props';
import styles from './register-form.module.css';

const LABELS: Record<FieldName, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  confirmPassword: msg`Confirm password`,
  mobileNum: msg`Mobile number`,
  verificationCode: msg`Verification code`,
  payeeName: msg`Real name (payee)`,
  paymentPassword: msg`Payment password`,
  email: msg`E-mail`,
  qqNum: msg`QQ`,
  line: msg`LINE`,
  whatsapp: msg`WhatsApp`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  idNumber: msg`ID number`,
  recommenderId: msg`Recommender ID`,
  affiliateCode: msg`Invitation code`,
  captcha: msg`Captcha`,
};

const INPUT_TYPE: Partial<Record<FieldName, string>> = {
  password: 'password',
  confirmPassword: 'password',
  paymentPassword: 'password',
  email: 'email',
  mobileNum: 'tel',
};

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  mobileNum: 'tel-national',
  verificationCode: 'one-time-code',
  email: 'email',
  payeeName: 'name',
};

/** Registration (spec §2, §3, §4, §5): rules from the server, log in at once, go home. */
export default function RegisterForm({
  afterRegisterRoute = '/',
  showHeading = false,
}: RegisterFormProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { search } = useLocation();
  const flags = useAtomValue(flagsAtom);
  const site = useAtomValue(readySiteAtom);
  const settings = useAtomValue(registerSettingsValueAtom);
  const settingsFailed = useAtomValue(registerSettingsFailedAtom);
  const reloadSettings = useSetAtom(registerSettingsAtom);
  const { countries, dialing, setDialing } = useDialingCode();
  const checkAffiliate = useSetAtom(checkAffiliateCodeAtom);
  const modes: Mode[] = [
    ...(flags.has('USERNAMEREG3') ? (['username'] as const) : []),
    ...(flags.has('MOBILENUMREG3') ? (['mobile'] as const) : []),
  ];
  const [mode, setMode] = useState<Mode>(modes[0] ?? 'username');
  const [values, setValues] = useState<Partial<Record<FieldName, string>>>({});
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  const urlAffiliate = (query.get('affiliateCode') ?? query.get('code') ?? '').trim();
  const linkReferralCode = (query.get('referralCode') ?? '').trim();
  // A code the platform refused is not sent again: the friend registers without it.
  const [referralRefused, setReferralRefused] = useState(false);
  const referralCode = referralRefused ? '' : linkReferralCode;
  // null: not checked yet; a URL code counts only once the platform has confirmed it.
  const [affiliateOk, setAffiliateOk] = useState<boolean | null>(urlAffiliate ? null : false);
  const captchaState = useAtomValue(captchaAtom('register'));
  const refreshCaptcha = useSetAtom(refreshCaptchaAtom);
  const register = useSetAtom(registerAtom);
  const sendCode = useSetAtom(sendSmsCodeAtom);
  const until = useAtomValue(codeCountdownAtom('register'));
  const openDialog = useSetAtom(openDialogAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const closePopup = useSetAtom(closePopupAtom);

  // Spec §4: with the affiliate feature on, a code from the URL is verified; a bad one shows the field and an error.
  useEffect(() => {
    if (!urlAffiliate || !flags.has('AFFILIATE3')) return;
    let live = true;
    checkAffiliate(urlAffiliate)
      .then((valid) => {
        if (!live) return;
        setAffiliateOk(valid);
        if (!valid) void openDialog({ icon: 'warning', text: i18n._(msg`Invalid invitation code`) });
      })
      .catch(() => live && setAffiliateOk(false));
    return () => {
      live = false;
    };
  }, [urlAffiliate, flags, checkAffiliate, openDialog, i18n]);

  const fields = settings ? visibleFields(settings.rules, flags, mode, affiliateOk === true) : [];
  const hasCaptcha = fields.some((f) => f.name === 'captcha');
  useEffect(() => {
    if (hasCaptcha) void refreshCaptcha('register');
  }, [hasCaptcha, refreshCaptcha]);

  if (modes.length === 0) {
    return (
      <div className={styles.form}>
        {showHeading && (
          <h1 className={styles.heading}>
            <Trans>Register</Trans>
          </h1>
        )}
        <FormMessage tone="info">
          <Trans>Registration is closed on this site. Please contact customer service.</Trans>
        </FormMessage>
      </div>
    );
  }

  const set = (name: FieldName) => (v: string) => {
    setValues((prev) => ({ ...prev, [name]: v }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  const validate = (): Partial<Record<string, string>> => {
    const problems: Partial<Record<string, string>> = {};
    for (const f of fields) {
      const value = values[f.name] ?? '';
      if (f.name === 'confirmPassword') {
        if (!value.trim()) problems.confirmPassword = i18n._(msg`Input cannot be empty`);
        else if (value.trim() !== (values.password ?? '').trim())
          problems.confirmPassword = i18n._(
            msg({ id: 'inconsistent_twice', message: 'The two passwords do not match' }),
          );
        continue;
      }
      if (f.name === 'captcha' || f.name === 'verificationCode') {
        if (!value.trim()) problems[f.name] = i18n._(msg`Input cannot be empty`);
        continue;
      }
      const problem = ruleProblem(f.rule, value, f.required);
      // A real name that does not fit its rule has its own message (spec §5), with the rule.
      if (problem && f.name === 'payeeName' && value.trim())
        problems[f.name] = `${i18n._(msg`Wrong real-name format`)}: ${ruleHelperText(f.rule)}`;
      else if (problem) problems[f.name] = problem;
    }
    if (!ageConfirmed) problems.ageConfirmed = i18n._(msg`Please confirm that you are of legal age`);
    return problems;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problems = validate();
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      const shown = Object.fromEntries(fields.map((f) => [f.name, (values[f.name] ?? '').trim()]));
      await register({
        mode,
        fields: {
          ...shown,
          ...(shown.mobileNum ? { countryDialingCode: dialing } : {}),
          ...(hasCaptcha && captchaState.captchaId ? { captchaId: captchaState.captchaId } : {}),
          ...(affiliateOk && urlAffiliate ? { affiliateCode: urlAffiliate } : {}),
          ...(referralCode ? { referralCode } : {}),
          ageConfirmed,
        },
      });
      closePopup('register');
      navigate(afterRegisterRoute);
    } catch (err) {
      const field = errorField(err);
      const text = accountErrorText(err);
      if (field === 'affiliateCode' || field === 'referralCode')
        void openDialog({ icon: 'warning', text: i18n._(msg`Invalid invitation code`) });
      if (field === 'referralCode') setReferralRefused(true);
      if (field && fields.some((f) => f.name === field)) setErrors({ [field]: text });
      else setFormError(text);
      if (hasCaptcha) {
        setValues((prev) => ({ ...prev, captcha: '' }));
        void refreshCaptcha('register');
      }
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    const mobileProblem = ruleProblem(
      settings?.rules.mobileNum ?? { ...DEFAULT_REGISTER_RULES.mobileNum, enabled: true, required: true },
      values.mobileNum ?? '',
      true,
    );
    if (mobileProblem) return setErrors((prev) => ({ ...prev, mobileNum: mobileProblem }));
    setSending(true);
    try {
      await sendCode({
        purpose: 'register',
        mobileNum: (values.mobileNum ?? '').trim(),
        countryDialingCode: dialing,
        ...(values.username ? { username: values.username.trim() } : {}),
      });
    } catch (err) {
      void openDialog({ icon: 'warning', text: accountErrorText(err) });
    } finally {
      setSending(false);
    }
  };

  const reset = () => {
    setValues({});
    setErrors({});
    setFormError(null);
    setAgeConfirmed(false);
  };

  const ageLimit = settings?.ageLimit ?? site.settings.ageLimit;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Register`)}>
      {showHeading && (
        <h1 className={styles.heading}>
          <Trans>Register</Trans>
        </h1>
      )}
      {settingsFailed && (
        <FormMessage tone="error">
          <Trans>The registration form could not be loaded.</Trans>{' '}
          <Button variant="ghost" size="small" onClick={() => reloadSettings()}>
            <Trans>Retry</Trans>
          </Button>
        </FormMessage>
      )}
      <Tabs
        items={modes.map((m) => ({
          key: m,
          label: m === 'username' ? i18n._(msg`Username`) : i18n._(msg`Mobile number`),
        }))}
        value={mode}
        onChange={(m) => (setMode(m), setErrors({}), setFormError(null))}
        label={i18n._(msg`How to register`)}
      >
        <div className={styles.fields} aria-busy={!settings}>
          {!settings &&
            !settingsFailed &&
            Array.from({ length: 4 }, (_, i) => (
              <div key={i} className={styles.skeleton} aria-hidden="true" />
            ))}
          {fields.map((f, index) => {
            const name = f.name;
            const common = {
              // In the register popup the player starts typing in the first field, not on its close button.
              'data-autofocus': index === 0 ? '' : undefined,
              label: i18n._(LABELS[name]),
              value: values[name] ?? '',
              onChange: set(name),
              required: f.required,
              error: errors[name],
              maxLength: name === 'captcha' ? 12 : Math.max(f.rule.maxLength, 1) + 8,
              autoComplete: AUTOCOMPLETE[name] ?? 'off',
              type: INPUT_TYPE[name] ?? 'text',
            };
            if (name === 'confirmPassword') return <TextField key={name} {...common} revealable />;
            if (name === 'password' || name === 'paymentPassword')
              return <TextField key={name} {...common} helper={ruleHelperText(f.rule)} revealable />;
            if (name === 'mobileNum')
              return (
                <TextField
                  key={name}
                  {...common}
                  inputMode="numeric"
                  helper={ruleHelperText(f.rule)}
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
              );
            if (name === 'verificationCode')
              return (
                <TextField
                  key={name}
                  {...common}
                  inputMode="numeric"
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
              );
            if (name === 'captcha')
              return (
                <TextField
                  key={name}
                  {...common}
                  end={
                    <CaptchaImage
                      image={captchaState.image}
                      loading={captchaState.loading}
                      onRefresh={() => void refreshCaptcha('register')}
                      label={i18n._(msg`New captcha`)}
                    />
                  }
                />
              );
            return <TextField key={name} {...common} helper={ruleHelperText(f.rule)} />;
          })}
        </div>
      </Tabs>
      <Checkbox
        checked={ageConfirmed}
        onChange={(v) => (setAgeConfirmed(v), setErrors((p) => ({ ...p, ageConfirmed: undefined })))}
        required
      >
        <Trans>I am over {ageLimit} years old and accept the terms and the responsible gaming policy.</Trans>
      </Checkbox>
      {errors.ageConfirmed && <FormMessage tone="error">{errors.ageConfirmed}</FormMessage>}
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={reset}>
          <Trans>Reset</Trans>
        </Button>
        <Button type="submit" busy={busy} disabled={!settings}>
          <Trans>Register</Trans>
        </Button>
      </div>
      <p className={styles.switch}>
        <Trans>Already have an account?</Trans>{' '}
        <Button variant="ghost" size="small" onClick={() => openPopup('login')}>
          <Trans>Log in</Trans>
        </Button>
      </p>
    </form>
  );
}
