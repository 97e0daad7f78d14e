import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { SELF_EXCLUSION_PERIODS, TIME_OUT_PERIODS, type BreakPeriod } from '@schemas/api/protection-breaks';
import { playerLimitsAtom, takeBreakAtom } from '../../atoms/protection';
import { useAsyncAtom } from '../../atoms/async';
import { moneyErrorText } from '../../i18n/money-errors';
import { BREAK_PERIOD_NAMES } from '../../i18n/protection-words';
import { Button } from '../../ui/form/button';
import { Checkbox } from '../../ui/form/checkbox';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import type { WidgetBaseProps } from '../define-widget';
import type { TakeABreakProps } from './take-a-break.props';
import styles from './take-a-break.module.css';

/** Player protection: a time-out or self-exclusion that holds at once and cannot be undone early. */
export default function TakeABreak({
  timeOut = true,
  selfExclusion = true,
}: TakeABreakProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const state = useAsyncAtom(playerLimitsAtom);
  const start = useSetAtom(takeBreakAtom);
  const tools = state.data?.tools;
  const periods: BreakPeriod[] = [
    ...(timeOut && tools?.timeOut !== false ? TIME_OUT_PERIODS : []),
    ...(selfExclusion && tools?.selfExclusion !== false ? SELF_EXCLUSION_PERIODS : []),
  ];
  const [period, setPeriod] = useState<BreakPeriod | ''>('');
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ period?: string; understood?: string; form?: string }>({});
  if (!tools) return null;
  if (periods.length === 0) return null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!period) return setError({ period: i18n._(msg`Please choose how long`) });
    if (!understood)
      return setError({ understood: i18n._(msg`Please confirm that you understand it cannot be undone`) });
    setBusy(true);
    try {
      const kind = (TIME_OUT_PERIODS as readonly string[]).includes(period) ? 'time-out' : 'self-exclusion';
      await start({ kind, period, understood: true });
    } catch (err) {
      setError({ form: moneyErrorText(err) });
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Take a break`)}>
      <h3>{i18n._(msg`Take a break`)}</h3>
      <p>
        {i18n._(
          msg`A break starts at once: you are logged out everywhere, cannot log in and receive no promotions until it ends. It cannot be undone before then. Your balance stays yours; customer service can pay it out.`,
        )}
      </p>
      <SelectField
        label={i18n._(msg`How long`)}
        value={period}
        options={[
          { value: '', label: i18n._(msg`Choose…`), disabled: true },
          ...periods.map((p) => ({ value: p, label: i18n._(BREAK_PERIOD_NAMES[p]) })),
        ]}
        onChange={(v) => {
          setPeriod(v as BreakPeriod);
          setError({});
        }}
        error={error.period}
      />
      <Checkbox
        checked={understood}
        onChange={(v) => {
          setUnderstood(v);
          setError({});
        }}
      >
        {i18n._(msg`I understand that this cannot be undone before it ends.`)}
      </Checkbox>
      {error.understood && <FormMessage tone="error">{error.understood}</FormMessage>}
      {error.form && <FormMessage tone="error">{error.form}</FormMessage>}
      <Button type="submit" busy={busy} className={styles.submit}>
        {i18n._(msg`Start my break now`)}
      </Button>
    </form>
  );
}
