import { Type } from '@sinclair/typebox';
import { KycStatusSchema } from './kyc';
import { defineEndpoint, NoInput } from './endpoint';
import { AmountText, IdempotencyKey, Minor, Paging, PaymentPasswordText } from './money-shapes';

export const PayoutAccountKind = Type.Union([
  Type.Literal('bank'),
  Type.Literal('ewallet'),
  Type.Literal('crypto'),
]);

export const PayoutAccount = Type.Object({
  id: Type.Integer(),
  kind: PayoutAccountKind,
  /** Bank name, e-wallet brand or crypto network. */
  provider: Type.String(),
  holderName: Type.String(),
  /** The number or address with all but its last four characters hidden. */
  maskedNumber: Type.String(),
});

export const WithdrawalStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paying'),
  Type.Literal('completed'),
  Type.Literal('rejected'),
]);

export const PayoutStatus = Type.Union([
  Type.Literal('sent'),
  Type.Literal('received'),
  Type.Literal('auto_received'),
  Type.Literal('disputed'),
  Type.Literal('forced'),
  Type.Literal('cancelled'),
]);

/** One payment the merchant sent towards a withdrawal, and the member's receipt of it. */
export const Payout = Type.Object({
  id: Type.Integer(),
  amount: Minor,
  status: PayoutStatus,
  sentAt: Type.String({ format: 'date-time' }),
  /** Unconfirmed at this time, the payment counts as received. */
  confirmDueAt: Type.String({ format: 'date-time' }),
  confirmedAt: Type.Optional(Type.String({ format: 'date-time' })),
  remark: Type.Optional(Type.String()),
  /** Proof images uploaded for a "not received" report. */
  proofCount: Type.Integer(),
});

export const Withdrawal = Type.Object({
  reference: Type.String(),
  amount: Minor,
  status: WithdrawalStatus,
  account: PayoutAccount,
  /** Confirmed as received (by the member, the time-out or an operator). */
  received: Minor,
  /** Sent and waiting for the member's confirmation or disputed. */
  inTransit: Minor,
  /** Not yet received: amount − received (0 once completed; released when rejected). */
  remaining: Minor,
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Optional(Type.String({ format: 'date-time' })),
  reason: Type.Optional(Type.String()),
  payouts: Type.Array(Payout),
});

export const getWithdrawSettings = defineEndpoint({
  id: 'withdraw.settings',
  method: 'GET',
  path: '/wps/v2/withdrawals/settings',
  token: true,
  encrypted: false,
  summary: 'Limits, what can be withdrawn now, and the open withdrawal if there is one.',
  request: NoInput,
  response: Type.Object({
    currency: Type.String(),
    minAmount: Minor,
    maxAmount: Minor,
    /** The main wallet balance (vendor wallets must be transferred back first). */
    available: Minor,
    /** Minutes after a payment is sent until it counts as received. */
    confirmMinutes: Type.Integer(),
    /** One open withdrawal at a time. */
    open: Type.Optional(Withdrawal),
    /**
     * Present when the merchant requires approved KYC before the first withdrawal and this
     * member has neither: their KYC status and, when rejected, the operator's reason.
     */
    kycRequired: Type.Optional(
      Type.Object({ status: KycStatusSchema, reason: Type.Union([Type.String(), Type.Null()]) }),
    ),
  }),
});

export const listPayoutAccounts = defineEndpoint({
  id: 'withdraw.accounts',
  method: 'GET',
  path: '/wps/v2/payout-accounts',
  token: true,
  encrypted: false,
  summary: 'The bank cards and addresses the member bound for withdrawals.',
  request: NoInput,
  response: Type.Object({ items: Type.Array(PayoutAccount), max: Type.Integer() }),
});

export const bindPayoutAccount = defineEndpoint({
  id: 'withdraw.bindAccount',
  method: 'POST',
  path: '/wps/v2/payout-accounts',
  token: true,
  encrypted: false,
  summary: 'Bind a bank card, e-wallet or crypto address (needs the payment password).',
  request: Type.Object(
    {
      kind: PayoutAccountKind,
      provider: Type.String({ minLength: 1, maxLength: 60 }),
      holderName: Type.String({ minLength: 1, maxLength: 60 }),
      accountNumber: Type.String({ minLength: 1, maxLength: 100 }),
      paymentPassword: PaymentPasswordText,
    },
    { additionalProperties: false },
  ),
  response: PayoutAccount,
});

export const createWithdrawal = defineEndpoint({
  id: 'withdraw.create',
  method: 'POST',
  path: '/wps/v2/withdrawals',
  token: true,
  encrypted: false,
  summary:
    'Ask to withdraw from the main wallet to a bound account; the amount is held until paid or released.',
  request: Type.Object(
    {
      payoutAccountId: Type.Integer({ minimum: 1 }),
      amount: AmountText,
      paymentPassword: PaymentPasswordText,
      idempotencyKey: IdempotencyKey,
    },
    { additionalProperties: false },
  ),
  response: Withdrawal,
});

export const listWithdrawals = defineEndpoint({
  id: 'withdraw.list',
  method: 'GET',
  path: '/wps/v2/withdrawals',
  token: true,
  encrypted: false,
  summary: 'The member’s withdrawals with their payments, newest first.',
  request: Type.Object({ ...Paging }, { additionalProperties: false }),
  response: Type.Object({ items: Type.Array(Withdrawal), total: Type.Integer() }),
});

export const confirmReceipt = defineEndpoint({
  id: 'withdraw.confirmReceipt',
  method: 'POST',
  path: '/wps/v2/withdrawals/receipt',
  token: true,
  encrypted: false,
  summary:
    'Confirm a payment: `received`, `not_received` (after uploading proof images) or `all_received` for every payment of the withdrawal. A confirmation is final; a retry with the same key is answered with the first answer.',
  request: Type.Object(
    {
      reference: Type.String({ maxLength: 20 }),
      outcome: Type.Union([
        Type.Literal('received'),
        Type.Literal('not_received'),
        Type.Literal('all_received'),
      ]),
      /** The payment concerned (not for all_received). */
      payoutId: Type.Optional(Type.Integer({ minimum: 1 })),
      /** What went wrong (not_received), at most 140 characters. */
      remark: Type.Optional(Type.String({ maxLength: 1000 })),
      idempotencyKey: IdempotencyKey,
    },
    { additionalProperties: false },
  ),
  response: Withdrawal,
});

export const withdrawEndpoints = [
  getWithdrawSettings,
  listPayoutAccounts,
  bindPayoutAccount,
  createWithdrawal,
  listWithdrawals,
  confirmReceipt,
] as const;

/** The answer of a proof upload (`PROOF_UPLOAD_PATH` of wallet-rules; multipart, so not in the list). */
export const ProofUploadAnswer = Type.Object({ proofCount: Type.Integer() });
