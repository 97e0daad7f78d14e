import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { BreakKind } from '../../../schemas/api/protection-breaks';
import type { LowerableLimit } from '../../../schemas/api/ops/member-action-rules';
import type { LimitKind, LimitPeriod } from '../../../schemas/api/protection-rules';
import { SESSION_LIMIT_MINUTES } from '../../../schemas/api/protection-session-rules';
import { breakPlacedNotice, exclusionLiftedNotice, type InboxNotice } from '../messages/protection-messages';
import { sendMemberMessage } from '../messages/send-message';
import { liftIn } from '../protection/lift-exclusion';
import { lowerMoneyLimit, lowerSessionLimit } from '../protection/lower-limit';
import { checkBreakPeriod, startBreak } from '../protection/take-break';
import { parseAmountField } from '../wallet/parse-amount';
import { recordAudit } from './operator-audit';
import {
  auditOf,
  lockTargetMember,
  requiredReason,
  type MemberActor,
  type TargetMember,
} from './member-target';

/**
 * An operator's actions on a member's protection (docs/decisions/operator-protection.md): lift an
 * indefinite self-exclusion at the member's request, place a time-out or exclusion, lower a limit
 * at the member's request. Each runs the player-side protection service in one transaction with
 * the member's row locked, the operator audit line (before, after, reason) and, where the member
 * would look for one, an inbox message. Never a raise or a removal: that stays the member's own.
 */

/** A member who cannot play has no protection to manage: trial accounts. */
async function target(q: Queryable, by: MemberActor, memberId: number): Promise<TargetMember> {
  const m = await lockTargetMember(q, by, memberId);
  if (m.isAgent === 4) throw ApiError.validation('id', 'a trial account has no limits or exclusions');
  return m;
}

async function tell(q: Queryable, by: MemberActor, m: TargetMember, notice: InboxNotice): Promise<void> {
  await sendMemberMessage(q, m.merchantId, m.id, { category: 'notice', ...notice, source: by.source });
}

/** Lift an indefinite self-exclusion at the member's request, on the CLI's rules (liftIn). */
export function liftMemberExclusion(
  db: Database,
  by: MemberActor,
  memberId: number,
  reason: string,
): Promise<{ startedAt: string }> {
  const why = requiredReason(reason);
  return db.tx(async (q) => {
    const m = await target(q, by, memberId);
    const { startedAt } = await liftIn(q, {
      merchantId: m.merchantId,
      memberId: m.id,
      by: by.source,
      reason: why,
    });
    await recordAudit(q, {
      ...auditOf(by, m, 'member.exclusionLift'),
      before: { kind: 'self-exclusion', period: 'indefinite', startedAt: startedAt.toISOString() },
      after: { lifted: true, reason: why },
    });
    await tell(q, by, m, exclusionLiftedNotice());
    return { startedAt: startedAt.toISOString() };
  });
}

/**
 * Place a time-out or self-exclusion on the operator's initiative: it holds at once and every
 * session of the member ends, through the member's own path (startBreak).
 */
export function placeMemberBreak(
  db: Database,
  by: MemberActor,
  memberId: number,
  input: { kind: BreakKind; period: string; reason: string },
): Promise<{ kind: BreakKind; until: string | null; sessionsEnded: number }> {
  const why = requiredReason(input.reason);
  checkBreakPeriod(input.kind, input.period);
  return db.tx(async (q) => {
    const m = await target(q, by, memberId);
    const placed = await startBreak(q, {
      merchantId: m.merchantId,
      memberId: m.id,
      kind: input.kind,
      period: input.period,
      actor: by.source,
      ip: by.ip,
      detail: { reason: why },
    });
    await recordAudit(q, {
      ...auditOf(by, m, 'member.breakPlace'),
      before: null,
      after: {
        kind: placed.kind,
        period: input.period,
        until: placed.until,
        reason: why,
        sessionsEnded: placed.sessionsEnded,
      },
    });
    await tell(q, by, m, breakPlacedNotice(placed.kind, placed.until));
    return placed;
  });
}

interface LimitLoweringInput {
  kind: LowerableLimit;
  /** For a money limit: day, week, month. */
  period?: LimitPeriod;
  /** For a money limit: the amount as typed (major units). */
  amount?: string;
  /** For the session time limit: one of the lengths the member may choose. */
  minutes?: number;
  reason: string;
}

/** Lower one limit at the member's request, in force at once; a raise or removal is refused. */
export function lowerMemberLimit(
  db: Database,
  by: MemberActor,
  memberId: number,
  input: LimitLoweringInput,
): Promise<{ from: number | null; to: number }> {
  const why = requiredReason(input.reason);
  const wanted = whichLimit(input);
  return db.tx(async (q) => {
    const m = await target(q, by, memberId);
    const r = { merchantId: m.merchantId, memberId: m.id, actor: by.source, reason: why };
    const changed =
      wanted.kind === 'session'
        ? await lowerSessionLimit(q, r, wanted.minutes)
        : await lowerMoneyLimit(q, r, wanted);
    const which =
      wanted.kind === 'session' ? { kind: 'session' } : { kind: wanted.kind, period: wanted.period };
    await recordAudit(q, {
      ...auditOf(by, m, 'member.limitLower'),
      before: { ...which, limit: changed.from },
      after: { ...which, limit: changed.to, reason: why },
    });
    return changed;
  });
}

/** The limit asked for, each part checked before anything is locked (VALIDATION naming the field). */
function whichLimit(
  input: LimitLoweringInput,
): { kind: 'session'; minutes: number } | { kind: LimitKind; period: LimitPeriod; amount: number } {
  if (input.kind === 'session') {
    const allowed: readonly number[] = SESSION_LIMIT_MINUTES;
    if (input.minutes === undefined || !allowed.includes(input.minutes))
      throw ApiError.validation('minutes', `must be one of ${allowed.join(', ')}`);
    return { kind: 'session', minutes: input.minutes };
  }
  if (!input.period) throw ApiError.validation('period', 'is required');
  return { kind: input.kind, period: input.period, amount: parseAmountField(input.amount) };
}
