import { Type } from '@sinclair/typebox';
import { AmountText, IdempotencyKey } from '../money-shapes';
import { ADJUSTERS, ADJUSTMENT_REASON_MAX } from './adjustment-rules';
import { defineOpsEndpoint } from './ops-endpoint';

export const AdjustmentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('applied'),
  Type.Literal('rejected'),
]);

export const BalanceAdjustment = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  currency: Type.String(),
  memberId: Type.Integer(),
  username: Type.String(),
  /** Signed minor units: positive credits the main wallet, negative debits it. */
  amount: Type.Integer(),
  /** Why, as the member reads it in the message that tells them. */
  reason: Type.String(),
  status: AdjustmentStatus,
  /** The operator who asked (`ops-cli` for the CLI). */
  requestedBy: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  decidedBy: Type.String(),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** Why a second operator rejected it. */
  decisionReason: Type.String(),
});

const Reason = Type.String({ minLength: 1, maxLength: ADJUSTMENT_REASON_MAX });

export const opsAdjustmentRequest = defineOpsEndpoint({
  id: 'backOffice.adjustmentRequest',
  method: 'POST',
  path: '/ops/adjustments/request',
  token: true,
  encrypted: false,
  roles: ADJUSTERS,
  summary:
    'Credit or debit a member’s main wallet with a reason, through the ledger, never below zero (INSUFFICIENT_FUNDS). Up to 1,000.00 it is applied at once and the member is told; above, it waits (pending) for another operator’s approval. The same clientKey again answers the first request; with another request, IDEMPOTENCY_MISMATCH.',
  request: Type.Object(
    {
      memberId: Type.Integer({ minimum: 1 }),
      direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
      /** A plain decimal, more than zero: `125.50`. */
      amount: AmountText,
      reason: Reason,
      /** Made once per request by the client (16 to 64 letters, digits or `-_`): a retry repeats it. */
      clientKey: IdempotencyKey,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ adjustment: BalanceAdjustment }),
});

export const opsAdjustments = defineOpsEndpoint({
  id: 'backOffice.adjustments',
  method: 'GET',
  path: '/ops/adjustments',
  token: true,
  encrypted: false,
  roles: ADJUSTERS,
  summary:
    'Balance adjustments of a status (pending ones oldest first, others newest first), of one member or all, at most 100. An operator of one merchant sees only its own.',
  request: Type.Object(
    {
      status: Type.Optional(AdjustmentStatus),
      memberId: Type.Optional(Type.Integer({ minimum: 1 })),
      /** A merchant code; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(BalanceAdjustment) }),
});

export const opsAdjustmentApprove = defineOpsEndpoint({
  id: 'backOffice.adjustmentApprove',
  method: 'POST',
  path: '/ops/adjustments/approve',
  token: true,
  encrypted: false,
  roles: ADJUSTERS,
  summary:
    'Approve a pending adjustment another operator asked for: the ledger moves it once, however many press at once, and the member is told. One’s own request answers FORBIDDEN; an adjustment decided already CONFLICT; an unknown id NOT_FOUND.',
  request: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: Type.Object({ adjustment: BalanceAdjustment }),
});

export const opsAdjustmentReject = defineOpsEndpoint({
  id: 'backOffice.adjustmentReject',
  method: 'POST',
  path: '/ops/adjustments/reject',
  token: true,
  encrypted: false,
  roles: ADJUSTERS,
  summary:
    'Reject a pending adjustment with a reason (kept in the audit): nothing moves. The operator who asked may withdraw their own this way.',
  request: Type.Object({ id: Type.Integer({ minimum: 1 }), reason: Reason }, { additionalProperties: false }),
  response: Type.Object({ adjustment: BalanceAdjustment }),
});
