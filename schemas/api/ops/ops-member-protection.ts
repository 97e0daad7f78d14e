import { Type } from '@sinclair/typebox';
import { LIMIT_PERIODS } from '../protection-rules';
import { LOWERABLE_LIMITS, MEMBER_PROTECTORS, MEMBER_REASON_MAX } from './member-action-rules';
import { defineOpsEndpoint } from './ops-endpoint';

/** Empty or blank is refused by the server naming `reason` (a blank one would pass minLength). */
const Reason = Type.String({ maxLength: MEMBER_REASON_MAX });
const Target = { id: Type.Integer({ minimum: 1 }) };

export const opsMemberExclusionLift = defineOpsEndpoint({
  id: 'backOffice.memberExclusionLift',
  method: 'POST',
  path: '/ops/members/exclusion-lift',
  token: true,
  encrypted: false,
  roles: MEMBER_PROTECTORS,
  summary:
    'At the member’s request, end their indefinite self-exclusion once it has held 7 days, with a reason (audited; the member gets an inbox message). A time-out, an exclusion with an end, or one younger than 7 days answers CONFLICT saying when it may end.',
  request: Type.Object({ ...Target, reason: Reason }, { additionalProperties: false }),
  response: Type.Object({ startedAt: Type.String({ format: 'date-time' }) }),
});

export const opsMemberBreakPlace = defineOpsEndpoint({
  id: 'backOffice.memberBreakPlace',
  method: 'POST',
  path: '/ops/members/break-place',
  token: true,
  encrypted: false,
  roles: MEMBER_PROTECTORS,
  summary:
    'Place a time-out (24h..6w) or self-exclusion (6m, 1y, 5y, indefinite) on a member on the operator’s initiative, with a reason: it holds at once, every session of the member ends and logging in is refused until it ends, as with their own. The member gets an inbox message.',
  request: Type.Object(
    {
      ...Target,
      kind: Type.Union([Type.Literal('time-out'), Type.Literal('self-exclusion')]),
      period: Type.String({ maxLength: 20 }),
      reason: Reason,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    kind: Type.String(),
    until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    sessionsEnded: Type.Integer({ minimum: 0 }),
  }),
});

export const opsMemberLimitLower = defineOpsEndpoint({
  id: 'backOffice.memberLimitLower',
  method: 'POST',
  path: '/ops/members/limit-lower',
  token: true,
  encrypted: false,
  roles: MEMBER_PROTECTORS,
  summary:
    'At the member’s request, lower (or set a first) deposit, loss or wager limit for a period (`amount`, as typed) or the session time limit (`minutes`), in force at once. A raise or a removal is refused (VALIDATION naming the field): only the member may ask for one, with its 24 h wait.',
  request: Type.Object(
    {
      ...Target,
      kind: Type.Union(LOWERABLE_LIMITS.map((k) => Type.Literal(k))),
      period: Type.Optional(Type.Union(LIMIT_PERIODS.map((p) => Type.Literal(p)))),
      amount: Type.Optional(Type.String({ maxLength: 30 })),
      minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 60 })),
      reason: Reason,
    },
    { additionalProperties: false },
  ),
  /** The limit before (null: none) and now: minor units, or minutes for the session limit. */
  response: Type.Object({ from: Type.Union([Type.Integer(), Type.Null()]), to: Type.Integer() }),
});
