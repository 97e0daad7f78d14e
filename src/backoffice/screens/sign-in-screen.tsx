import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/form/button';
import { TextField } from '../../ui/form/text-field';
import { signInAtom } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import styles from './back-office.module.css';

/** Operator sign-in: username, password and the authenticator code in one form. */
export function SignInScreen() {
  const { i18n } = useLingui();
  const signIn = useSetAtom(signInAtom);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await signIn({ username: username.trim(), password, code: code.trim() });
    } catch (err) {
      setProblem(i18n._(callProblem(err)));
      setCode('');
      setBusy(false);
    }
  }

  return (
    <main className={styles.signInPage}>
      <form className={styles.signInCard} onSubmit={(e) => void submit(e)} aria-labelledby="bo-sign-in">
        <p className={styles.brand}>{i18n._(msg`Tessera back office`)}</p>
        <h1 id="bo-sign-in" className={styles.title}>
          {i18n._(msg`Sign in`)}
        </h1>
        <TextField
          label={i18n._(msg`Username`)}
          value={username}
          onChange={setUsername}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <TextField
          label={i18n._(msg`Password`)}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          revealable
          required
        />
        <TextField
          label={i18n._(msg`Authenticator code`)}
          helper={i18n._(msg`The 6 digits your authenticator app shows now.`)}
          value={code}
          onChange={(v) => setCode(v.replace(/[^0-9]/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]{6}"
          required
        />
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" block busy={busy}>
          {i18n._(msg`Sign in`)}
        </Button>
      </form>
    </main>
  );
}
