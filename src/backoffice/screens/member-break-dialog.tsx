import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { MEMBER_REASON_MAX } from '@schemas/api/ops/member-action-rules';
import {
  breakKindOf,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type BreakPeriod,
} from '@schemas/api/protection-breaks';
import { BREAK_PERIOD_NAMES } from '../../i18n/protection-words';
import { SelectField } from '../../ui/form/select-field';
import { placeMemberBreakAtom } from '../atoms/member-protection-atoms';
import { ActionDialog } from './action-dialog';
import { ReasonField } from './reason-field';
import { useMemberCall } from './use-member-call';

/**
 * Place a time-out or self-exclusion on a member on the operator's initiative (a support call, a
 * risk finding): the periods the member could choose themselves. It holds at once, signs them
 * out everywhere and cannot be ended early; the member gets a message saying until when.
 */
export function MemberBreakDialog({
  memberId,
  username,
  onClose,
  onDone,
}: {
  memberId: number;
  username: string;
  onClose(): void;
  /** With when it ends (null: indefinite) and how many sessions ended. */
  onDone(until: string | null, sessionsEnded: number): void;
}) {
  const { i18n } = useLingui();
  const place = useSetAtom(placeMemberBreakAtom);
  const [period, setPeriod] = useState<BreakPeriod | ''>('');
  const [reason, setReason] = useState('');
  const max = MEMBER_REASON_MAX;
  const call = useMemberCall(
    {
      period: msg`Choose how long.`,
      kind: msg`Choose how long.`,
      reason: msg`Write why (at most ${max} characters): it is kept in the audit.`,
    },
    msg`Something went wrong. Try again.`,
  );
  const submit = () =>
    call.run(
      () =>
        period === ''
          ? Promise.reject(new Error('no period'))
          : place({ id: memberId, kind: breakKindOf(period), period, reason: reason.trim() }),
      (b) => onDone(b.until, b.sessionsEnded),
      { period: period !== '', reason: reason.trim() !== '' },
    );
  const options = [
    { value: '', label: i18n._(msg`Choose…`), disabled: true },
    ...[...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS].map((p) => ({
      value: p,
      label: i18n._(BREAK_PERIOD_NAMES[p]),
    })),
  ];
  return (
    <ActionDialog
      title={i18n._(msg`Time-out or exclusion for ${username}`)}
      confirm={i18n._(msg`Place it now`)}
      busy={call.busy}
      problem={call.problem}
      onSubmit={submit}
      onClose={onClose}
    >
      <p>
        {i18n._(
          msg`It holds at once: every session of ${username} ends, logging in is refused until it ends, and it cannot be ended early. The member gets a message saying until when.`,
        )}
      </p>
      <SelectField
        label={i18n._(msg`How long`)}
        value={period}
        options={options}
        onChange={(v) => setPeriod(v as BreakPeriod)}
        required
        error={call.errors.period ?? call.errors.kind}
      />
      <ReasonField value={reason} onChange={setReason} error={call.errors.reason} />
    </ActionDialog>
  );
}
