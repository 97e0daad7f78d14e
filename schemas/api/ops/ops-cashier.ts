import { Type } from '@sinclair/typebox';
import { AmountText, Minor, Paging } from '../money-shapes';
import { PayoutStatus, WithdrawalStatus } from '../withdraw';
import { CASHIER_ROLES } from './reader-roles';
import { defineOpsEndpoint } from './ops-endpoint';

/** The queue of a status: open (pending or paying), completed or rejected. */
export const WithdrawalQueue = Type.Union([
  Type.Literal('open'),
  Type.Literal('completed'),
  Type.Literal('rejected'),
]);

/**
 * Why an operator may want to look twice: the member joined less than 7 days ago; another
 * member bound the same destination; the destination was bound, or another removed, in the 3
 * days before the withdrawal; 3 or more wrong payment passwords in the 24 hours before it; the
 * amount is above the member's average withdrawal.
 */
export const WithdrawalRiskFlag = Type.Union([
  Type.Literal('newAccount'),
  Type.Literal('sharedDestination'),
  Type.Literal('changedDestination'),
  Type.Literal('failedPaymentPasswords'),
  Type.Literal('aboveAverage'),
]);

export const QueuedWithdrawal = Type.Object({
  reference: Type.String(),
  merchant: Type.String(),
  currency: Type.String(),
  memberId: Type.Integer(),
  username: Type.String(),
  amount: Minor,
  status: WithdrawalStatus,
  createdAt: Type.String({ format: 'date-time' }),
  destination: Type.Object({
    /** bank, ewallet or crypto. */
    kind: Type.String(),
    provider: Type.String(),
    holderName: Type.String(),
    /** `•••• 4321`. */
    maskedNumber: Type.String(),
  }),
  /** Confirmed as received. */
  received: Minor,
  /** Sent, waiting for the member's confirmation or disputed. */
  inTransit: Minor,
  /** Not yet sent: what "pay the rest" sends. */
  unsent: Minor,
  /** The payments sent towards it, oldest first. */
  payments: Type.Array(
    Type.Object({
      id: Type.Integer(),
      amount: Minor,
      status: PayoutStatus,
      sentAt: Type.String({ format: 'date-time' }),
    }),
  ),
  flags: Type.Array(WithdrawalRiskFlag),
  /** Other members who bound the same destination. */
  sharedWith: Type.Integer(),
  /** The member's average of their other withdrawals, or null without any. */
  averageAmount: Type.Union([Minor, Type.Null()]),
  /** Why it was rejected. */
  reason: Type.Optional(Type.String()),
});

export const opsWithdrawals = defineOpsEndpoint({
  id: 'backOffice.withdrawals',
  method: 'GET',
  path: '/ops/withdrawals',
  token: true,
  encrypted: false,
  roles: CASHIER_ROLES,
  summary:
    'The withdrawal queue: open (pending or paying), completed or rejected withdrawals, oldest open first (newest first for the others), with their destination, payments and risk flags. An operator of one merchant sees only its own.',
  request: Type.Object(
    {
      status: Type.Optional(WithdrawalQueue),
      /** A merchant code; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      ...Paging,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(QueuedWithdrawal),
    total: Type.Integer(),
  }),
});

/** A withdrawal named by its reference, within the operator's merchant. */
const WithdrawalTarget = {
  reference: Type.String({ minLength: 1, maxLength: 32 }),
  /** Needed only by a platform-wide operator when two merchants share a reference. */
  merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
};

export const opsWithdrawalPay = defineOpsEndpoint({
  id: 'backOffice.withdrawalPay',
  method: 'POST',
  path: '/ops/withdrawals/pay',
  token: true,
  encrypted: false,
  roles: CASHIER_ROLES,
  summary:
    'Record a payment sent towards an open withdrawal: the rest when no amount is given. The member confirms its receipt (or it counts as received when due), and only then does the held money leave. Paid once, however many operators press at once.',
  request: Type.Object(
    {
      ...WithdrawalTarget,
      /** Major units as typed ("125.50"); the whole unsent rest when omitted. */
      amount: Type.Optional(AmountText),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ withdrawal: QueuedWithdrawal, paymentId: Type.Integer() }),
});

export const opsWithdrawalReject = defineOpsEndpoint({
  id: 'backOffice.withdrawalReject',
  method: 'POST',
  path: '/ops/withdrawals/reject',
  token: true,
  encrypted: false,
  roles: CASHIER_ROLES,
  summary:
    'Reject an open withdrawal with a reason the member reads: what was not received goes back to their main wallet. Payments in transit must be settled first.',
  request: Type.Object(
    {
      ...WithdrawalTarget,
      reason: Type.String({ minLength: 1, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ withdrawal: QueuedWithdrawal }),
});

/** A payment of a withdrawal, named by its withdrawal and its id. */
const PaymentTarget = {
  ...WithdrawalTarget,
  /** The payment's id, as the queue lists it. */
  paymentId: Type.Integer({ minimum: 1 }),
};

export const opsWithdrawalForceReceipt = defineOpsEndpoint({
  id: 'backOffice.withdrawalForceReceipt',
  method: 'POST',
  path: '/ops/withdrawals/force-receipt',
  token: true,
  encrypted: false,
  roles: CASHIER_ROLES,
  summary:
    'Confirm a sent or disputed payment the member has not confirmed: its amount leaves the member’s hold for good (irreversible), once however many operators press at once.',
  request: Type.Object(
    {
      ...PaymentTarget,
      /** Why, kept with the payment (the bank's confirmation number...). */
      remark: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ withdrawal: QueuedWithdrawal }),
});

export const opsWithdrawalCancelPayment = defineOpsEndpoint({
  id: 'backOffice.withdrawalCancelPayment',
  method: 'POST',
  path: '/ops/withdrawals/cancel-payment',
  token: true,
  encrypted: false,
  roles: CASHIER_ROLES,
  summary:
    'A sent or disputed payment never arrived: cancel it, so its amount is unsent again (to pay again, or to release by rejecting). Moves no money.',
  request: Type.Object(PaymentTarget, { additionalProperties: false }),
  response: Type.Object({ withdrawal: QueuedWithdrawal }),
});
