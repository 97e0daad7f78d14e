import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { confirmEmailAtom } from '../../atoms/profile';
import { accountErrorText } from '../../i18n/account-errors';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { TextField } from '../../ui/form/text-field';
import styles from './profile-form.module.css';

/**
 * A new e-mail waits for the code sent to it: until it is confirmed the old address stays in
 * force, so a mistyped address (or one a stolen session typed) takes nothing over.
 */
export function EmailConfirmation({
  pending,
  current,
  onConfirmed,
}: {
  pending: string;
  current: string | undefined;
  onConfirmed: () => void;
}) {
  const { i18n } = useLingui();
  const confirm = useSetAtom(confirmEmailAtom);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirm({ verificationCode: code.trim() });
      onConfirmed();
    } catch (err) {
      setError(accountErrorText(err));
      setBusy(false);
    }
  };
  return (
    <fieldset className={styles.mobileEdit}>
      <legend>{i18n._(msg`Confirm your new e-mail`)}</legend>
      <FormMessage tone="info">
        {current
          ? i18n._(msg`We sent a code to ${pending}. Until you enter it, ${current} stays in use.`)
          : i18n._(msg`We sent a code to ${pending}. Enter it to use this e-mail.`)}
      </FormMessage>
      <TextField
        label={i18n._(msg`E-mail code`)}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        maxLength={6}
        autoComplete="one-time-code"
      />
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <div className={styles.actions}>
        <Button size="small" busy={busy} disabled={code.trim().length !== 6} onClick={submit}>
          {i18n._(msg`Confirm e-mail`)}
        </Button>
      </div>
    </fieldset>
  );
}
