import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { validationSettingsValueAtom } from '../../atoms/account-settings';
import { changePasswordAtom, pendingOldPasswordAtom } from '../../atoms/auth';
import { popupParamsAtom } from '../../atoms/popup';
import { accountErrorText, errorField } from '../../i18n/account-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import { NewPasswordFields, newPasswordProblems } from '../../widget-kit/new-password-fields';
import type { WidgetBaseProps } from '../define-widget';
import type { ChangePasswordFormProps } from './change-password-form.props';
import styles from './change-password-form.module.css';

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword', string>>;

/**
 * Change password (spec §2, §3, §4). In the forced change right after a login the
 * password just typed is still in memory, so oldPassword is not asked again; after
 * a reload it is.
 */
export default function ChangePasswordForm({ showTitle = false }: ChangePasswordFormProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const params = useAtomValue(popupParamsAtom('changePassModal'));
  const forced = params?.forced === true;
  const pending = useAtomValue(pendingOldPasswordAtom);
  const askOld = !(forced && pending);
  const rules = useAtomValue(validationSettingsValueAtom);
  const change = useSetAtom(changePasswordAtom);
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    setDone(false);
    const problems: Errors = {};
    if (askOld && !oldPassword.trim()) problems.oldPassword = i18n._(msg`Input cannot be empty`);
    Object.assign(problems, newPasswordProblems(rules?.password, newPassword, confirm));
    setErrors(problems);
    if (Object.values(problems).some(Boolean)) return;
    setBusy(true);
    try {
      await change({
        oldPassword: askOld ? oldPassword : (pending ?? ''),
        newPassword,
        confirmNewPassword: confirm,
      });
      setOld('');
      setNew('');
      setConfirm('');
      // Spec §4: after the forced change, logged in again, the modal closes and the player goes home.
      if (forced) navigate('/');
      else setDone(true);
    } catch (err) {
      const field = errorField(err) as keyof Errors | undefined;
      const text = accountErrorText(err);
      if (field === 'oldPassword' && !askOld) setFormError(text);
      else if (field && ['oldPassword', 'newPassword', 'confirmNewPassword'].includes(field))
        setErrors({ [field]: text });
      else setFormError(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Change password`)}>
      {showTitle && (
        <h3 className={styles.heading}>
          <Trans>Change password</Trans>
        </h3>
      )}
      {forced && (
        <FormMessage tone="info">
          <Trans>For your safety, please choose a new password before you continue.</Trans>
        </FormMessage>
      )}
      {askOld && (
        <TextField
          label={i18n._(msg`Current password`)}
          type="password"
          revealable
          autoComplete="current-password"
          value={oldPassword}
          onChange={setOld}
          required
          maxLength={128}
          error={errors.oldPassword}
        />
      )}
      <NewPasswordFields
        password={newPassword}
        confirm={confirm}
        onPassword={setNew}
        onConfirm={setConfirm}
        rule={rules?.password}
        errors={errors}
      />
      {formError && <FormMessage tone="error">{formError}</FormMessage>}
      {done && (
        <FormMessage tone="success">
          <Trans>Your password has been changed. Other devices have been signed out.</Trans>
        </FormMessage>
      )}
      <Button type="submit" block busy={busy}>
        <Trans>Change password</Trans>
      </Button>
    </form>
  );
}
