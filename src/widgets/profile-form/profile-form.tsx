import { i18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getProfile } from '../../api/endpoints';
import { isCallError } from '../../api/call-error';
import { profileAtom, updateProfileAtom } from '../../atoms/profile';
import { readySiteAtom } from '../../atoms/site';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import { EmailConfirmation } from './email-confirmation';
import { MobileBinding } from './mobile-binding';
import { ProfileInput } from './profile-input';
import type { ProfileField, ProfileFormProps } from './profile-form.props';
import styles from './profile-form.module.css';

export type Profile = ResponseOf<typeof getProfile>;
type Editable = Exclude<ProfileField, 'mobile'>;

/** "My account" profile (spec §3 R3.31): only changed fields are sent; the platform names a refused one. */
export default function ProfileForm({
  fields = ['nickname', 'email', 'mobile'],
}: ProfileFormProps & WidgetBaseProps) {
  useLingui();
  const profile = useAsyncAtom(profileAtom);
  if (profile.error)
    return (
      <ErrorState
        message={moneyErrorText(profile.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={profile.retry}
      />
    );
  if (!profile.data) return <SkeletonRows rows={6} height={44} label={i18n._(msg`Loading your profile`)} />;
  return <Form profile={profile.data} fields={fields} />;
}

function valueOf(p: Profile, f: Editable): string {
  return (p[f] as string | undefined) ?? '';
}

function Form({ profile, fields }: { profile: Profile; fields: readonly ProfileField[] }) {
  useLingui();
  const save = useSetAtom(updateProfileAtom);
  const ageLimit = useAtomValue(readySiteAtom).settings.ageLimit;
  const editable = fields.filter((f): f is Editable => f !== 'mobile');
  const [values, setValues] = useState<Record<Editable, string>>(
    () => Object.fromEntries(editable.map((f) => [f, valueOf(profile, f)])) as Record<Editable, string>,
  );
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [saved, setSaved] = useState(false);
  const [emailConfirmed, setEmailConfirmed] = useState(false);
  // A new e-mail already waiting for its code is not a change to send again.
  const changed = editable.filter(
    (f) => values[f] !== valueOf(profile, f) && !(f === 'email' && values[f] === profile.pendingEmail),
  );
  const emailChanged = changed.includes('email') && profile.hasPassword;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || changed.length === 0) return;
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      const body = Object.fromEntries(changed.map((f) => [f, values[f]]));
      await save({ ...body, ...(emailChanged ? { password } : {}) });
      setSaved(true);
      setPassword('');
    } catch (err) {
      const field = isCallError(err) ? (err.errors[0]?.field ?? 'form') : 'form';
      setError({ field, text: fieldProblemText(field, err, ageLimit) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Profile`)}>
      <div className={styles.grid}>
        {fields.map((f) =>
          f === 'mobile' ? (
            <MobileBinding key={f} current={profile.mobile} />
          ) : (
            <ProfileInput
              key={f}
              field={f}
              value={values[f]}
              locked={profile.locked.includes(f)}
              error={error?.field === f ? error.text : undefined}
              onChange={(v) => {
                setValues({ ...values, [f]: v });
                setSaved(false);
                if (error?.field === f) setError(null);
              }}
            />
          ),
        )}
        {profile.pendingEmail && fields.includes('email') && (
          <EmailConfirmation
            pending={profile.pendingEmail}
            current={profile.email}
            onConfirmed={() => {
              setEmailConfirmed(true);
              setSaved(false);
            }}
          />
        )}
        {emailChanged && (
          <ProfileInput
            field="password"
            value={password}
            locked={false}
            error={error?.field === 'password' ? error.text : undefined}
            onChange={setPassword}
          />
        )}
      </div>
      {error && !fields.includes(error.field as ProfileField) && error.field !== 'password' && (
        <FormMessage tone="error">{error.text}</FormMessage>
      )}
      {saved && <FormMessage tone="success">{i18n._(msg`Your profile is saved.`)}</FormMessage>}
      {emailConfirmed && !profile.pendingEmail && (
        <FormMessage tone="success">{i18n._(msg`Your new e-mail is confirmed.`)}</FormMessage>
      )}
      <Button type="submit" busy={busy} disabled={changed.length === 0} className={styles.submit}>
        {i18n._(msg`Save changes`)}
      </Button>
    </form>
  );
}

function fieldProblemText(field: string, err: unknown, ageLimit: number): string {
  if (!isCallError(err)) return moneyErrorText(err);
  if (err.code === 'FORBIDDEN') return i18n._(msg`This can only be changed by customer service`);
  if (err.code === 'BAD_CREDENTIALS') return moneyErrorText(err);
  if (err.code !== 'VALIDATION') return moneyErrorText(err);
  return validationFor(field, ageLimit);
}

function validationFor(field: string, ageLimit: number): string {
  switch (field) {
    case 'nickname':
      return i18n._(msg`2 to 20 letters, digits, spaces or _.-`);
    case 'birthday':
      return i18n._(msg`Enter a real date; you must be at least ${ageLimit}`);
    case 'idNumber':
      return i18n._(msg`6 to 30 letters, digits or -`);
    case 'address':
      return i18n._(msg`5 to 200 letters, digits and common punctuation`);
    case 'nationality':
      return i18n._(msg`Choose a country from the list`);
    case 'occupation':
      return i18n._(msg`2 to 60 letters or spaces`);
    case 'sourceOfIncome':
      return i18n._(msg`Choose one of the options`);
    case 'telegram':
      return i18n._(msg`A Telegram username of 5 to 32 letters, digits or _`);
    case 'zalo':
      return i18n._(msg`The phone number of your Zalo account`);
    case 'email':
      return i18n._(msg`Enter a valid e-mail address`);
    default:
      return i18n._(msg`Please enter correct information`);
  }
}
