import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { PaymentPasswordText } from './money-shapes';

export const PaymentPasswordState = Type.Object({
  /** The member has a payment password. */
  isSet: Type.Boolean(),
  /** Wrong tries left before payments lock. */
  triesLeft: Type.Integer(),
  /** Set while payments are locked after too many wrong tries (ISO time they unlock). */
  lockedUntil: Type.Optional(Type.String({ format: 'date-time' })),
});

export const getPaymentPassword = defineEndpoint({
  id: 'paymentPassword.state',
  method: 'GET',
  path: '/wps/member/payment-password',
  token: true,
  encrypted: false,
  summary: 'Whether the member has a payment (withdrawal) password, and whether payments are locked.',
  request: NoInput,
  response: PaymentPasswordState,
});

export const setPaymentPassword = defineEndpoint({
  id: 'paymentPassword.set',
  method: 'POST',
  path: '/wps/member/payment-password',
  token: true,
  encrypted: true,
  summary:
    'Set the payment password (with the login password) or change it (with the old payment password). Six digits, not one digit repeated, not a straight run.',
  request: Type.Object(
    {
      /** The login password: required to set a first payment password. */
      loginPassword: Type.Optional(Type.String({ maxLength: 128 })),
      /** The current payment password: required to change it. */
      oldPaymentPassword: Type.Optional(PaymentPasswordText),
      newPaymentPassword: PaymentPasswordText,
      confirmPaymentPassword: PaymentPasswordText,
    },
    { additionalProperties: false },
  ),
  response: PaymentPasswordState,
});

export const paymentPasswordEndpoints = [getPaymentPassword, setPaymentPassword] as const;
