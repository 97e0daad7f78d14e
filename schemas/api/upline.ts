import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { AmountText, IdempotencyKey, Minor, PaymentPasswordText } from './money-shapes';

export const getUplineTransfer = defineEndpoint({
  id: 'upline.info',
  method: 'GET',
  path: '/wps/v2/transfers/upline',
  token: true,
  encrypted: false,
  summary: 'Who the member’s upline agent is and what can be sent (transferUpline, spec §6 R6.9).',
  request: NoInput,
  response: Type.Object({
    /** The upline agent, when the member has one (members without an upline cannot send). */
    upline: Type.Optional(Type.Object({ nickname: Type.String(), account: Type.String() })),
    /** Main wallet balance. */
    available: Minor,
    minAmount: Minor,
    maxAmount: Minor,
    currency: Type.String(),
  }),
});

export const transferToUpline = defineEndpoint({
  id: 'upline.transfer',
  method: 'POST',
  path: '/wps/v2/transfers/upline',
  token: true,
  encrypted: false,
  summary: 'Send money from the main wallet to the upline agent’s main wallet, with the payment password.',
  request: Type.Object(
    {
      amount: AmountText,
      paymentPassword: PaymentPasswordText,
      /** A note the agent sees in the account record, at most 140 characters. */
      remark: Type.Optional(Type.String({ maxLength: 1000 })),
      idempotencyKey: IdempotencyKey,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    transactionId: Type.Integer(),
    amount: Minor,
    /** The member's main wallet after the transfer. */
    balance: Minor,
    replayed: Type.Boolean(),
  }),
});

export const uplineEndpoints = [getUplineTransfer, transferToUpline] as const;
