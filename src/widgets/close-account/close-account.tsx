import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import {
  CLOSURE_NOTE_MAX,
  CLOSURE_REASONS,
  HARM_REASONS,
  type ClosureReason,
} from '@schemas/api/account-closure-rules';
import { isCallError } from '../../api/call-error';
import { closeAccountAtom } from '../../atoms/account-closure';
import { memberCentrePageAtom } from '../../atoms/member-centre';
import { accountErrorText } from '../../i18n/account-errors';
import { Button } from '../../ui/form/button';
import { Checkbox } from '../../ui/form/checkbox';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import type { WidgetBaseProps } from '../define-widget';
import type { CloseAccountProps } from './close-account.props';
import { closureReasonText } from './closure-reasons';
import styles from './close-account.module.css';

type Errors = { reason?: string; note?: string; password?: string; understood?: string; form?: string };

/** Account closure: a reason, the login password and a confirmation; then the session is gone. */
export default function CloseAccount({ offerSelfExclusion = true }: CloseAccountProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const id = useId();
  const close = useSetAtom(closeAccountAtom);
  const goTo = useSetAtom(memberCentrePageAtom);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ClosureReason | ''>('');
  const [note, setNote] = useState('');
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Errors = {};
    if (!reason) found.reason = i18n._(msg`Please tell us why you are leaving`);
    if (reason === 'other' && !note.trim()) found.note = i18n._(msg`Please tell us why in a few words`);
    if (!password) found.password = i18n._(msg`Please enter your password`);
    if (!understood) found.understood = i18n._(msg`Please confirm that you understand`);
    setErrors(found);
    if (Object.keys(found).length > 0 || !reason) return;
    setBusy(true);
    try {
      await close({ password, reason, understood: true, ...(note.trim() ? { note: note.trim() } : {}) });
    } catch (err) {
      const field = isCallError(err) ? err.errors[0]?.field : undefined;
      const text = accountErrorText(err);
      setErrors(field === 'password' ? { password: text } : { form: text });
      setBusy(false);
    }
  };

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {i18n._(msg`Close my account`)}
      </h3>
      <p className={styles.text}>
        {i18n._(
          msg`Closing ends every session at once and you cannot log in again. Withdraw your balance first; money left in the account stays yours and customer service can pay it out.`,
        )}
      </p>
      {!open ? (
        <Button variant="secondary" className={styles.start} onClick={() => setOpen(true)}>
          {i18n._(msg`Close my account…`)}
        </Button>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Close my account`)}>
          <SelectField
            label={i18n._(msg`Why are you leaving?`)}
            value={reason}
            options={[
              { value: '', label: i18n._(msg`Choose…`), disabled: true },
              ...CLOSURE_REASONS.map((r) => ({ value: r, label: closureReasonText(r) })),
            ]}
            onChange={(v) => {
              setReason(v as ClosureReason);
              setErrors({});
            }}
            error={errors.reason}
          />
          {offerSelfExclusion && reason && HARM_REASONS.includes(reason) && (
            <div className={styles.help}>
              <p className={styles.text}>
                {i18n._(
                  msg`If gambling is a problem for you, self-exclusion keeps you away for a period you choose and stops every promotion.`,
                )}
              </p>
              <Button size="small" variant="secondary" onClick={() => goTo('responsibleGaming')}>
                {i18n._(msg`See self-exclusion`)}
              </Button>
            </div>
          )}
          {reason === 'other' && (
            <TextField
              label={i18n._(msg`Tell us more`)}
              value={note}
              maxLength={CLOSURE_NOTE_MAX}
              onChange={(v) => {
                setNote(v);
                setErrors({});
              }}
              error={errors.note}
            />
          )}
          <TextField
            label={i18n._(msg`Login password`)}
            type="password"
            autoComplete="current-password"
            revealable
            value={password}
            onChange={(v) => {
              setPassword(v);
              setErrors({});
            }}
            error={errors.password}
          />
          <Checkbox
            checked={understood}
            onChange={(v) => {
              setUnderstood(v);
              setErrors({});
            }}
          >
            {i18n._(msg`I understand that I cannot use this account again.`)}
          </Checkbox>
          {errors.understood && <FormMessage tone="error">{errors.understood}</FormMessage>}
          {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
          <div className={styles.actions}>
            <Button type="submit" busy={busy} className={styles.danger}>
              {i18n._(msg`Close my account now`)}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={busy}>
              {i18n._(msg`Keep my account`)}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
