import { Type } from '@sinclair/typebox';
import { AmountText, Minor, Paging } from '../money-shapes';
import { defineOpsEndpoint } from './ops-endpoint';
import {
  DECISION_REASON_MAX,
  REWARD_DECIDERS,
  REWARD_QUEUES,
  REWARD_READERS,
  type RewardQueueName,
} from './reward-rules';

/** Which entries: `waiting` (applications and draw sign-ups to decide) or one status. */
export const RewardQueue = Type.Unsafe<RewardQueueName>({ type: 'string', enum: [...REWARD_QUEUES] });

export const RewardEntryStatus = Type.Union([
  Type.Literal('applying'),
  Type.Literal('signed'),
  Type.Literal('process'),
  Type.Literal('issued'),
  Type.Literal('rejected'),
  Type.Literal('claimed'),
]);

export const QueuedRewardEntry = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  currency: Type.String(),
  /** The activity's stable code. */
  activity: Type.String(),
  /** The activity's title in English (the merchant's own words). */
  activityTitle: Type.String(),
  /** apply (an application), signup (a draw entry), join (a turnover target) or gift. */
  mode: Type.String(),
  memberId: Type.Integer(),
  username: Type.String(),
  status: RewardEntryStatus,
  /** The prize: what was issued, or the activity's while undecided. */
  amount: Minor,
  /** Why it was rejected: the member reads it. */
  reason: Type.Optional(Type.String()),
  /** Who decided: `bo:<operator>`, `ops:<name>`. */
  decidedBy: Type.Optional(Type.String()),
  decidedAt: Type.Optional(Type.String({ format: 'date-time' })),
  createdAt: Type.String({ format: 'date-time' }),
});

export const opsRewardEntries = defineOpsEndpoint({
  id: 'backOffice.rewardEntries',
  method: 'GET',
  path: '/ops/rewards/entries',
  token: true,
  encrypted: false,
  roles: REWARD_READERS,
  summary:
    'Members’ entries in reward activities: applications and draw sign-ups waiting for a decision (oldest first) by default, or those of one status (newest first), optionally of one activity. An operator of one merchant sees only its own.',
  request: Type.Object(
    {
      status: Type.Optional(RewardQueue),
      /** An activity code. */
      activity: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      /** A merchant code; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      ...Paging,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(QueuedRewardEntry),
    total: Type.Integer(),
    /** The activity codes of the scope, for the filter. */
    activities: Type.Array(Type.String()),
  }),
});

export const opsRewardIssue = defineOpsEndpoint({
  id: 'backOffice.rewardIssue',
  method: 'POST',
  path: '/ops/rewards/issue',
  token: true,
  encrypted: false,
  roles: REWARD_DECIDERS,
  summary:
    'Issue an application or draw entry: the member can then claim the prize (the activity’s, or the amount given). Decided once, however many operators press at once.',
  request: Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      /** Major units as typed ("12.50"); the activity's prize when omitted. */
      amount: Type.Optional(AmountText),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ entry: QueuedRewardEntry }),
});

export const opsRewardReject = defineOpsEndpoint({
  id: 'backOffice.rewardReject',
  method: 'POST',
  path: '/ops/rewards/reject',
  token: true,
  encrypted: false,
  roles: REWARD_DECIDERS,
  summary: 'Turn an application or draw entry down with a reason the member reads. Nothing is paid.',
  request: Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      reason: Type.String({ minLength: 1, maxLength: DECISION_REASON_MAX }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ entry: QueuedRewardEntry }),
});
