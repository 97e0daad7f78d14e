import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import { LIMIT_PERIODS, type LimitKind, type LimitPeriod } from '@schemas/api/protection-rules';
import { parseAmountText } from '@schemas/api/wallet-rules';
import type { getPlayerLimits } from '../../api/endpoints';
import { isCallError } from '../../api/call-error';
import {
  cancelPlayerLimitAtom,
  confirmPlayerLimitAtom,
  playerLimitsAtom,
  setPlayerLimitAtom,
} from '../../atoms/protection';
import { useAsyncAtom } from '../../atoms/async';
import { amountProblemText, moneyErrorText } from '../../i18n/money-errors';
import { limitKindText, limitPeriodText } from '../../i18n/protection-words';
import { useMoney } from '../../i18n/use-money';
import { Button } from '../../ui/form/button';
import { FormMessage } from '../../ui/form/form-message';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { SkeletonRows } from '../../ui/skeleton/skeleton';
import { ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import type { PlayerLimitsProps } from './player-limits.props';
import styles from './player-limits.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Limits = ResponseOf<typeof getPlayerLimits>;
type Limit = Limits['limits'][number];

/** Player protection: deposit, loss and wager limits with the server's cooling-off. */
export default function PlayerLimits({
  kinds = ['deposit', 'loss', 'wager'],
}: PlayerLimitsProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const limits = useAsyncAtom(playerLimitsAtom);
  if (limits.error)
    return (
      <ErrorState
        message={moneyErrorText(limits.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={limits.retry}
      />
    );
  if (!limits.data) return <SkeletonRows rows={4} height={56} label={i18n._(msg`Loading your limits`)} />;
  return (
    <div className={styles.wrap}>
      {limits.data.tools.limits ? (
        <LimitForm kinds={kinds} />
      ) : (
        <FormMessage tone="info">
          {i18n._(msg`This site does not offer new limits. Limits you set before still hold.`)}
        </FormMessage>
      )}
      <div className={styles.kinds}>
        {kinds.map((kind) => (
          <KindCard
            key={kind}
            kind={kind}
            limits={limits.data?.limits.filter((l) => l.kind === kind) ?? []}
          />
        ))}
      </div>
    </div>
  );
}

function LimitForm({ kinds }: { kinds: readonly LimitKind[] }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const save = useSetAtom(setPlayerLimitAtom);
  const [kind, setKind] = useState<LimitKind>(kinds[0] ?? 'deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState<'set' | 'remove' | null>(null);
  const [error, setError] = useState<{ amount?: string; form?: string }>({});
  const [done, setDone] = useState<string | null>(null);

  const send = async (value: string | null) => {
    setBusy(value === null ? 'remove' : 'set');
    setError({});
    setDone(null);
    try {
      const after = await save({ kind, period, amount: value });
      const limit = after.limits.find((l) => l.kind === kind && l.period === period);
      if (limit?.pending)
        setDone(
          i18n._(
            msg`A raise or removal waits 24 hours. Confirm it here from ${ph({ time: dateTimeText(limit.pending.confirmableFrom) })}; until then your current limit holds.`,
          ),
        );
      else if (limit?.amount != null)
        setDone(i18n._(msg`Your limit of ${ph({ amount: money(limit.amount) })} holds from now.`));
      else setDone(i18n._(msg`You have no limit here.`));
      setAmount('');
    } catch (err) {
      setError({ form: moneyErrorText(err) });
    } finally {
      setBusy(null);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const parsed = parseAmountText(amount);
    if (!parsed.ok) return setError({ amount: amountProblemText(parsed.problem) });
    void send(amount.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={i18n._(msg`Set a limit`)}>
      <SelectField
        label={i18n._(msg`Limit`)}
        value={kind}
        options={kinds.map((k) => ({ value: k, label: limitKindText(k) }))}
        onChange={(v) => setKind(v as LimitKind)}
      />
      <SelectField
        label={i18n._(msg`Period`)}
        value={period}
        options={LIMIT_PERIODS.map((p) => ({ value: p, label: limitPeriodText(p) }))}
        onChange={(v) => setPeriod(v as LimitPeriod)}
      />
      <TextField
        label={i18n._(msg`Amount`)}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setError({});
          setDone(null);
        }}
        inputMode="decimal"
        autoComplete="off"
        error={error.amount}
      />
      <div className={styles.actions}>
        <Button type="submit" busy={busy === 'set'}>
          {i18n._(msg`Save limit`)}
        </Button>
        <Button variant="secondary" busy={busy === 'remove'} onClick={() => void send(null)}>
          {i18n._(msg`Remove limit`)}
        </Button>
      </div>
      {error.form && <FormMessage tone="error">{error.form}</FormMessage>}
      {done && <FormMessage tone="success">{done}</FormMessage>}
    </form>
  );
}

function KindCard({ kind, limits }: { kind: LimitKind; limits: Limit[] }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const title = limitKindText(kind);
  return (
    <section className={styles.kind} aria-label={title}>
      <h3>{title}</h3>
      <ul className={styles.rows}>
        {limits.map((l) => (
          <li key={l.period} className={styles.row}>
            <span className={styles.period}>{limitPeriodText(l.period)}</span>
            <span className={styles.amount}>
              {l.amount === null ? i18n._(msg`No limit`) : money(l.amount)}
            </span>
            {l.resetsAt && (
              <span className={styles.detail}>
                {i18n._(
                  msg`Counted ${ph({ used: money(l.used) })}; starts again on ${ph({ time: dateTimeText(l.resetsAt) })}`,
                )}
              </span>
            )}
            {l.pending && <Pending limit={l} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Pending({ limit }: { limit: Limit }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const confirm = useSetAtom(confirmPlayerLimitAtom);
  const cancel = useSetAtom(cancelPlayerLimitAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pending = limit.pending as NonNullable<Limit['pending']>;
  const time = dateTimeText(pending.confirmableFrom);
  const act = async (run: typeof confirm) => {
    setBusy(true);
    setError(null);
    try {
      await run({ kind: limit.kind, period: limit.period });
    } catch (err) {
      // Still cooling off: say until when, in the member's language.
      const from = isCallError(err)
        ? (err.value as { confirmableFrom?: string } | null)?.confirmableFrom
        : undefined;
      setError(
        from
          ? i18n._(
              msg`The 24-hour wait is not over. You can confirm from ${ph({ time: dateTimeText(from) })}.`,
            )
          : moneyErrorText(err),
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.pending}>
      <span>
        {pending.amount === null
          ? i18n._(msg`Removal asked for; you can confirm it from ${ph({ time })}.`)
          : i18n._(
              msg`Raise to ${ph({ amount: money(pending.amount) })} asked for; you can confirm it from ${ph({ time })}.`,
            )}
      </span>
      <Button size="small" busy={busy} onClick={() => void act(confirm)}>
        {i18n._(msg`Confirm change`)}
      </Button>
      <Button size="small" variant="ghost" disabled={busy} onClick={() => void act(cancel)}>
        {i18n._(msg`Keep current limit`)}
      </Button>
      {error && <FormMessage tone="error">{error}</FormMessage>}
    </div>
  );
}
