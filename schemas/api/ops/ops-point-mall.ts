import { Type } from '@sinclair/typebox';
import { Minor, Paging } from '../money-shapes';
import { defineOpsEndpoint } from './ops-endpoint';
import { DECISION_REASON_MAX, REWARD_DECIDERS, REWARD_READERS } from './reward-rules';

/** In process (waiting for a decision), approved or rejected. */
export const RedemptionQueueStatus = Type.Union([
  Type.Literal('process'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

export const QueuedRedemption = Type.Object({
  id: Type.Integer(),
  /** PR000123: what the member quotes. */
  reference: Type.String(),
  merchant: Type.String(),
  currency: Type.String(),
  memberId: Type.Integer(),
  username: Type.String(),
  /** The item's name in English, as it was when redeemed. */
  item: Type.String(),
  /** cash, physical (shipped to `address`) or topup (sent to `mobile`). */
  type: Type.Union([Type.Literal('cash'), Type.Literal('physical'), Type.Literal('topup')]),
  quantity: Type.Integer(),
  points: Type.Integer(),
  /** Cash value (minor units; cash items only, 0 otherwise). */
  amount: Minor,
  status: RedemptionQueueStatus,
  /** Where a physical item goes. */
  address: Type.Optional(Type.String()),
  /** Which number a top-up goes to. */
  mobile: Type.Optional(Type.String()),
  /** Why it was rejected: the member reads it. */
  reason: Type.Optional(Type.String()),
  decidedBy: Type.Optional(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});

export const opsPointRedemptions = defineOpsEndpoint({
  id: 'backOffice.pointRedemptions',
  method: 'GET',
  path: '/ops/points/redemptions',
  token: true,
  encrypted: false,
  roles: REWARD_READERS,
  summary:
    'Members’ point-mall redemptions: those in process (waiting for a decision, oldest first) by default, or the approved or rejected ones (newest first). An operator of one merchant sees only its own.',
  request: Type.Object(
    {
      status: Type.Optional(RedemptionQueueStatus),
      /** A merchant code; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      ...Paging,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(QueuedRedemption), total: Type.Integer() }),
});

export const opsPointApprove = defineOpsEndpoint({
  id: 'backOffice.pointApprove',
  method: 'POST',
  path: '/ops/points/approve',
  token: true,
  encrypted: false,
  roles: REWARD_DECIDERS,
  summary: 'Approve a redemption in process: the goods or the top-up were sent. Decided once.',
  request: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: Type.Object({ redemption: QueuedRedemption }),
});

export const opsPointReject = defineOpsEndpoint({
  id: 'backOffice.pointReject',
  method: 'POST',
  path: '/ops/points/reject',
  token: true,
  encrypted: false,
  roles: REWARD_DECIDERS,
  summary:
    'Reject a redemption in process with a reason the member reads: the points come back to the member and the stock returns, once.',
  request: Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      reason: Type.String({ minLength: 1, maxLength: DECISION_REASON_MAX }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ redemption: QueuedRedemption }),
});
