import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { isCallError } from '../../api/call-error';
import { freeTrialAtom, loginAtom } from '../../atoms/auth';
import { openPopupAtom } from '../../atoms/popup';
import { rememberedLoginAtom } from '../../atoms/remember-me';
import { flagsAtom } from '../../atoms/site';
import { Button } from '../../ui/form/button';
import { TextField } from '../../ui/form/text-field';
import { challengeParams } from './challenge-handoff';
import styles from './login-form.module.css';

/**
 * The header's login (spec §2 bottom bar): username, password and buttons on wide
 * screens, buttons only on phones. A captcha, an SMS login or a second step carry on
 * in the login popup.
 */
export function CompactLogin() {
  const { i18n } = useLingui();
  const remembered = useAtomValue(rememberedLoginAtom);
  const flags = useAtomValue(flagsAtom);
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const login = useSetAtom(loginAtom);
  const freeTrial = useSetAtom(freeTrialAtom);
  const openPopup = useSetAtom(openPopupAtom);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password.trim()) {
      openPopup({
        name: 'login',
        params: { username, message: i18n._(msg`Please enter username and password`) },
      });
      return;
    }
    setBusy(true);
    try {
      const result = await login({ type: 'username', username, password });
      // A login from a new address carries on at its second step in the login popup.
      if (result.challenge)
        openPopup({ name: 'login', params: challengeParams(username.trim(), { result, password }) });
    } catch (err) {
      const captcha = isCallError(err) && (err.value as { captcha?: boolean } | null)?.captcha === true;
      // The account error words load on the first failure, with the popup's own chunk: a
      // header that never fails a login never fetches them.
      const { accountErrorText } = await import('../../i18n/account-errors');
      openPopup({ name: 'login', params: { username, captcha, message: accountErrorText(err) } });
    } finally {
      setBusy(false);
      setPassword('');
    }
  };

  return (
    <form className={styles.compact} onSubmit={submit} noValidate aria-label={i18n._(msg`Log in`)}>
      <div className={styles.compactFields}>
        <TextField
          label={i18n._(msg`Username`)}
          placeholder={i18n._(msg`Username`)}
          showLabel={false}
          value={username}
          onChange={setUsername}
          autoComplete="username"
          maxLength={64}
        />
        <TextField
          label={i18n._(msg`Password`)}
          placeholder={i18n._(msg`Password`)}
          showLabel={false}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          maxLength={128}
        />
        <Button type="submit" size="small" busy={busy}>
          <Trans>Log in</Trans>
        </Button>
      </div>
      <Button className={styles.phoneOnly} size="small" onClick={() => openPopup('login')}>
        <Trans>Log in</Trans>
      </Button>
      <Button variant="secondary" size="small" onClick={() => openPopup('register')}>
        <Trans>Register</Trans>
      </Button>
      {flags.has('FREEPLAY3') && (
        <Button
          variant="ghost"
          size="small"
          className={styles.wideOnly}
          onClick={() => void freeTrial().catch(() => openPopup('login'))}
        >
          <Trans>Free trial</Trans>
        </Button>
      )}
    </form>
  );
}
