import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { AmountText, IdempotencyKey, Minor, Paging } from './money-shapes';

/** How money arrives: a bank transfer, an e-wallet, or the demo instant channel. */
export const DepositChannelKind = Type.Union([
  Type.Literal('bank'),
  Type.Literal('ewallet'),
  Type.Literal('instant'),
]);

/** Where the member sends money for a bank or e-wallet deposit. */
export const ReceivingAccount = Type.Object({
  /** Bank or e-wallet brand. */
  provider: Type.String(),
  accountName: Type.String(),
  accountNumber: Type.String(),
});

export const DepositChannel = Type.Object({
  /** The channel's code in the merchant's settings. */
  code: Type.String(),
  kind: DepositChannelKind,
  /** The merchant's name for the channel (e.g. the bank's name). */
  name: Type.String(),
  minAmount: Minor,
  maxAmount: Minor,
  receiving: Type.Optional(ReceivingAccount),
});

export const DepositStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);

export const Deposit = Type.Object({
  /** Public reference: quote it in the transfer's note. */
  reference: Type.String(),
  channel: Type.String(),
  kind: DepositChannelKind,
  amount: Minor,
  status: DepositStatus,
  createdAt: Type.String({ format: 'date-time' }),
  decidedAt: Type.Optional(Type.String({ format: 'date-time' })),
  /** Why it was rejected. */
  reason: Type.Optional(Type.String()),
  receiving: Type.Optional(ReceivingAccount),
});

export const getDepositChannels = defineEndpoint({
  id: 'deposit.channels',
  method: 'GET',
  path: '/wps/v2/deposits/channels',
  token: true,
  encrypted: false,
  summary: 'The merchant’s deposit channels with their limits.',
  request: NoInput,
  response: Type.Object({ currency: Type.String(), channels: Type.Array(DepositChannel) }),
});

export const createDeposit = defineEndpoint({
  id: 'deposit.create',
  method: 'POST',
  path: '/wps/v2/deposits',
  token: true,
  encrypted: false,
  summary:
    'Ask to deposit through a channel. The request stays pending until the channel’s signed callback or an operator decides; the demo instant channel answers at once.',
  request: Type.Object(
    {
      channel: Type.String({ minLength: 1, maxLength: 40 }),
      amount: AmountText,
      /** The name on the paying account (bank and e-wallet channels), so the cashier can match it. */
      payerName: Type.Optional(Type.String({ maxLength: 60 })),
      idempotencyKey: IdempotencyKey,
    },
    { additionalProperties: false },
  ),
  response: Deposit,
});

export const listDeposits = defineEndpoint({
  id: 'deposit.list',
  method: 'GET',
  path: '/wps/v2/deposits',
  token: true,
  encrypted: false,
  summary: 'The member’s deposit requests, newest first.',
  request: Type.Object({ ...Paging }, { additionalProperties: false }),
  response: Type.Object({ items: Type.Array(Deposit), total: Type.Integer() }),
});

export const depositCallback = defineEndpoint({
  id: 'deposit.callback',
  method: 'POST',
  path: '/wps/v2/deposits/callback',
  token: false,
  encrypted: false,
  summary:
    'A deposit channel reports a payment. `signature` is the hex HMAC-SHA256 of `payload` with the channel’s secret; a forged one is refused. A repeat of a report is answered with its first answer (nothing credited again); another report on the same deposit is refused.',
  request: Type.Object(
    {
      channel: Type.String({ minLength: 1, maxLength: 40 }),
      /**
       * JSON text: `{ "reference": "DP…", "amount": <minor units>, "status": "paid" | "failed",
       * "providerReference": "…" }`.
       */
      payload: Type.String({ minLength: 2, maxLength: 4096 }),
      signature: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    reference: Type.String(),
    status: DepositStatus,
    /** True when this report credited the wallet (its repeats answer the same, marked replayed). */
    credited: Type.Boolean(),
  }),
});

export const depositEndpoints = [getDepositChannels, createDeposit, listDeposits, depositCallback] as const;
