import { Type } from '@sinclair/typebox';
import { Minor, Paging } from '../money-shapes';
import { CASHIER_ROLES } from './reader-roles';
import { defineOpsEndpoint } from './ops-endpoint';

/** The deposit queue of a status. */
export const DepositQueue = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

/**
 * Why an operator may want to look twice: the member joined less than 7 days ago; the amount is
 * above the member's average approved deposit; the payer's name differs from the name on the
 * member's account.
 */
export const DepositRiskFlag = Type.Union([
  Type.Literal('newAccount'),
  Type.Literal('aboveAverage'),
  Type.Literal('payerNameDiffers'),
]);

export const QueuedDeposit = Type.Object({
  reference: Type.String(),
  merchant: Type.String(),
  currency: Type.String(),
  memberId: Type.Integer(),
  username: Type.String(),
  amount: Minor,
  /** The deposit channel's code (bank, ewallet, ...). */
  channel: Type.String(),
  /** The name the member said the money comes from, or empty. */
  payerName: Type.String(),
  status: DepositQueue,
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** `callback`, `ops:<name>` or `bo:<operator>`; empty while pending. */
  decidedBy: Type.String(),
  flags: Type.Array(DepositRiskFlag),
  /** The member's average of their other approved deposits, or null without any. */
  averageAmount: Type.Union([Minor, Type.Null()]),
  /** Why it was rejected. */
  reason: Type.Optional(Type.String()),
});

export const opsDeposits = defineOpsEndpoint({
  id: 'backOffice.deposits',
  method: 'GET',
  path: '/ops/deposits',
  token: true,
  encrypted: false,
  roles: CASHIER_ROLES,
  summary:
    'The deposit queue: pending deposits oldest first (approved and rejected ones newest first), with their risk flags. An operator of one merchant sees only its own.',
  request: Type.Object(
    {
      status: Type.Optional(DepositQueue),
      /** A merchant code; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      ...Paging,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(QueuedDeposit), total: Type.Integer() }),
});

/** A deposit named by its reference, within the operator's merchant. */
const DepositTarget = {
  reference: Type.String({ minLength: 1, maxLength: 32 }),
  /** Needed only by a platform-wide operator when two merchants share a reference. */
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
};

export const opsDepositApprove = defineOpsEndpoint({
  id: 'backOffice.depositApprove',
  method: 'POST',
  path: '/ops/deposits/approve',
  token: true,
  encrypted: false,
  roles: CASHIER_ROLES,
  summary:
    'Approve a pending deposit: the member’s main wallet is credited once through the ledger and the member is told. A deposit decided meanwhile answers CONFLICT, however many operators press at once.',
  request: Type.Object(DepositTarget, { additionalProperties: false }),
  response: Type.Object({ deposit: QueuedDeposit }),
});

export const opsDepositReject = defineOpsEndpoint({
  id: 'backOffice.depositReject',
  method: 'POST',
  path: '/ops/deposits/reject',
  token: true,
  encrypted: false,
  roles: CASHIER_ROLES,
  summary:
    'Reject a pending deposit with a reason the member reads: nothing is credited, and what it counted against the member’s deposit limits is given back.',
  request: Type.Object(
    { ...DepositTarget, reason: Type.String({ minLength: 1, maxLength: 200 }) },
    { additionalProperties: false },
  ),
  response: Type.Object({ deposit: QueuedDeposit }),
});
