import { useState } from 'react';
import { isCallError } from '../api/call-error';
import { newSubmissionKey } from '../atoms/submission-key';
import { moneyErrorText } from '../i18n/money-errors';

/** Field errors of a money form, `form` for what belongs to no field. */
export type MoneyFormErrors<Field extends string> = Partial<
  Record<Field | 'paymentPassword' | 'form', string>
>;

/**
 * The submission of a form that moves money: one idempotency key kept until the form's
 * content changes or the call succeeds (a double click or a retry after a lost answer
 * moves the money once), one call at a time, and a refusal shown under the field the
 * platform named, or for the whole form.
 */
export function useMoneySubmission<Field extends string>(fields: readonly Field[]) {
  const [key, setKey] = useState(newSubmissionKey);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<MoneyFormErrors<Field>>({});
  const [done, setDone] = useState<string | null>(null);

  /** Wrap a field's setter: a changed form is a new submission. */
  const edit =
    <V>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setKey(newSubmissionKey());
      setErrors({});
      setDone(null);
    };

  /**
   * Send with the current key; `send` answers the success message (or null). `settle`
   * runs after either outcome (clear the payment password).
   */
  const submit = async (send: (key: string) => Promise<string | null>, settle?: () => void) => {
    if (busy) return;
    setBusy(true);
    try {
      setDone(await send(key));
      setKey(newSubmissionKey());
    } catch (err) {
      const field = isCallError(err) ? err.errors[0]?.field : undefined;
      const text = moneyErrorText(err);
      const named = [...fields, 'paymentPassword'].includes(field ?? '');
      setErrors((named ? { [field as string]: text } : { form: text }) as MoneyFormErrors<Field>);
    } finally {
      settle?.();
      setBusy(false);
    }
  };

  return { key, busy, errors, done, refuse: setErrors, edit, submit };
}
