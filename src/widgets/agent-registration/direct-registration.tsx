import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { DEFAULT_REGISTER_RULES } from '@schemas/api/registration-defaults';
import { useId, useState, type FormEvent } from 'react';
import { isCallError } from '../../api/call-error';
import { registerSettingsValueAtom } from '../../atoms/account-settings';
import { registerDownlineAtom, registrationLinksAtom } from '../../atoms/agent-registration';
import { useAsyncAtom } from '../../atoms/async';
import { accountErrorText } from '../../i18n/account-errors';
import { ruleHelperText, ruleProblem } from '../../i18n/field-rule-text';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import styles from './agent-registration.module.css';

type Field = 'username' | 'password' | 'confirmPassword' | 'form';

/** Precise registration: the agent opens an account for a new direct downline. */
export function DirectRegistration() {
  const { i18n } = useLingui();
  const register = useSetAtom(registerDownlineAtom);
  // Sub-agents only for an agent below the site's last agent level (known once the links load).
  const canMakeAgents = useAsyncAtom(registrationLinksAtom).data?.canMakeAgents === true;
  // The site's username and password rules, which the platform applies to this form too.
  const rules = useAtomValue(registerSettingsValueAtom)?.rules ?? DEFAULT_REGISTER_RULES;
  const usernameRule = { ...rules.username, enabled: true, required: true };
  const passwordRule = { ...rules.password, enabled: true, required: true };
  const headingId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [type, setType] = useState<'player' | 'agent'>('player');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setErrors({});
    setDone(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const usernameProblem = ruleProblem(usernameRule, username);
    if (usernameProblem) return setErrors({ username: usernameProblem });
    const passwordProblem = ruleProblem(passwordRule, password);
    if (passwordProblem) return setErrors({ password: passwordProblem });
    if (confirm !== password)
      return setErrors({
        confirmPassword: i18n._(msg({ id: 'inconsistent_twice', message: 'The two passwords do not match' })),
      });
    setBusy(true);
    try {
      const r = await register({
        username: username.trim(),
        password,
        confirmPassword: confirm,
        type: canMakeAgents ? type : 'player',
      });
      setDone(
        r.type === 'agent'
          ? i18n._(msg`Sub-agent ${ph({ name: r.username })} is registered in your team.`)
          : i18n._(msg`Player ${ph({ name: r.username })} is registered in your team.`),
      );
      setUsername('');
      setPassword('');
      setConfirm('');
    } catch (err) {
      const field = isCallError(err) ? err.errors[0]?.field : undefined;
      const text = accountErrorText(err);
      setErrors(
        field === 'username' || field === 'password' || field === 'confirmPassword'
          ? { [field]: text }
          : { form: text },
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {i18n._(msg`Register a downline`)}
      </h3>
      <form
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label={i18n._(msg`Register a downline`)}
      >
        <SelectField
          label={i18n._(msg`Account type`)}
          value={canMakeAgents ? type : 'player'}
          options={[
            { value: 'player', label: i18n._(msg`Player`) },
            ...(canMakeAgents ? [{ value: 'agent', label: i18n._(msg`Sub-agent`) }] : []),
          ]}
          onChange={(v) => setType(v === 'agent' ? 'agent' : 'player')}
        />
        <TextField
          label={i18n._(msg`Username`)}
          value={username}
          onChange={edit(setUsername)}
          autoComplete="off"
          maxLength={64}
          helper={ruleHelperText(usernameRule)}
          error={errors.username}
        />
        <TextField
          label={i18n._(msg`Password`)}
          type="password"
          value={password}
          onChange={edit(setPassword)}
          autoComplete="new-password"
          maxLength={64}
          helper={ruleHelperText(passwordRule)}
          error={errors.password}
          revealable
        />
        <TextField
          label={i18n._(msg`Confirm password`)}
          type="password"
          value={confirm}
          onChange={edit(setConfirm)}
          autoComplete="new-password"
          maxLength={64}
          error={errors.confirmPassword}
          revealable
        />
        {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
        {done && <FormMessage tone="success">{done}</FormMessage>}
        <Button type="submit" busy={busy} className={styles.submit}>
          {i18n._(msg`Register`)}
        </Button>
      </form>
    </section>
  );
}
