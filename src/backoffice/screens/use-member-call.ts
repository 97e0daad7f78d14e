import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useState } from 'react';
import { CallError } from '../../api/call-error';
import { callProblem } from './call-problem';

/**
 * The state of a dialog's call: busy, the problem shown under the form, and an error per field
 * the platform named (each in the dialog's own words, `fields`), so it shows on that field.
 * `conflict` is what a CONFLICT means for this action.
 */
export function useMemberCall<F extends string>(
  fields: Record<F, MessageDescriptor>,
  conflict: MessageDescriptor,
) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  async function run<T>(
    call: () => Promise<T>,
    done: (value: T) => void,
    checked: Partial<Record<F, boolean>>,
  ) {
    setProblem(undefined);
    const missing = Object.fromEntries(
      (Object.keys(fields) as F[]).filter((f) => checked[f] === false).map((f) => [f, i18n._(fields[f])]),
    ) as Partial<Record<F, string>>;
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      done(await call());
    } catch (err) {
      setBusy(false);
      const named = (Object.keys(fields) as F[]).filter(
        (f) => err instanceof CallError && err.fieldMessage(f) !== undefined,
      );
      if (named.length > 0)
        setErrors(Object.fromEntries(named.map((f) => [f, i18n._(fields[f])])) as Partial<Record<F, string>>);
      else if (err instanceof CallError && err.code === 'CONFLICT') setProblem(i18n._(conflict));
      else setProblem(i18n._(callProblem(err)));
    }
  }
  return { busy, problem, errors, run };
}
