import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { MEMBER_REASON_MAX } from '@schemas/api/ops/member-action-rules';
import type { LimitKind, LimitPeriod } from '@schemas/api/protection-rules';
import { SESSION_LIMIT_MINUTES } from '@schemas/api/protection-session-rules';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { lowerMemberLimitAtom } from '../atoms/member-protection-atoms';
import { ActionDialog } from './action-dialog';
import { formatMinor } from './format';
import { ReasonField } from './reason-field';
import { useMemberCall } from './use-member-call';

/** The limit being lowered: a money limit for a period, or the session time limit. */
export type LowerTarget =
  { kind: LimitKind; period: LimitPeriod; amount: number } | { kind: 'session'; minutes: number };

/**
 * Lower a member's limit at their request, in force at once. Only lower: raising or removing a
 * limit is the member's own action with its 24 h wait, and the platform refuses it naming the
 * field, shown on that field here.
 */
export function MemberLimitDialog({
  memberId,
  username,
  currency,
  target,
  onClose,
  onDone,
}: {
  memberId: number;
  username: string;
  currency: string;
  target: LowerTarget;
  onClose(): void;
  onDone(): void;
}) {
  const { i18n } = useLingui();
  const lower = useSetAtom(lowerMemberLimitAtom);
  const [amount, setAmount] = useState('');
  const [minutes, setMinutes] = useState('');
  const [reason, setReason] = useState('');
  const max = MEMBER_REASON_MAX;
  const call = useMemberCall(
    {
      amount: msg`Type an amount lower than the limit in force: an operator never raises or removes a limit.`,
      minutes: msg`Choose a shorter limit: an operator never lengthens or removes one.`,
      reason: msg`Write the member's request (at most ${max} characters): it is kept in the audit.`,
    },
    msg`Something went wrong. Try again.`,
  );
  const session = target.kind === 'session';
  const minutesText = (n: number) => i18n._(msg`${n} min`);
  const now =
    target.kind === 'session'
      ? minutesText(target.minutes)
      : formatMinor(target.amount, currency, i18n.locale);
  const submit = () =>
    call.run(
      () =>
        target.kind === 'session'
          ? lower({ id: memberId, kind: 'session', minutes: Number(minutes), reason: reason.trim() })
          : lower({
              id: memberId,
              kind: target.kind,
              period: target.period,
              amount: amount.trim(),
              reason: reason.trim(),
            }),
      () => onDone(),
      session
        ? { minutes: minutes !== '', reason: reason.trim() !== '' }
        : { amount: amount.trim() !== '', reason: reason.trim() !== '' },
    );
  const title = (() => {
    if (target.kind === 'session') return i18n._(msg`Lower the session time limit of ${username}`);
    const { kind, period } = target;
    return i18n._(msg`Lower the ${kind} limit (${period}) of ${username}`);
  })();
  return (
    <ActionDialog
      title={title}
      confirm={i18n._(msg`Lower limit`)}
      busy={call.busy}
      problem={call.problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        {i18n._(
          msg`At the member's request; it holds at once. Now: ${now}. Only the member may raise or remove a limit, after a 24-hour wait.`,
        )}
      </p>
      {target.kind === 'session' ? (
        <SelectField
          label={i18n._(msg`New session time limit`)}
          value={minutes}
          options={[
            { value: '', label: i18n._(msg`Choose…`), disabled: true },
            ...SESSION_LIMIT_MINUTES.filter((m) => m < target.minutes).map((m) => ({
              value: String(m),
              label: minutesText(m),
            })),
          ]}
          onChange={setMinutes}
          required
          error={call.errors.minutes}
        />
      ) : (
        <TextField
          label={i18n._(msg`New limit (${currency})`)}
          value={amount}
          onChange={setAmount}
          inputMode="decimal"
          autoComplete="off"
          required
          error={call.errors.amount}
        />
      )}
      <ReasonField value={reason} onChange={setReason} error={call.errors.reason} />
    </ActionDialog>
  );
}
