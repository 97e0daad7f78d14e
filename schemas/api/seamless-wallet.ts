import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';

const Vendor = Type.String({ pattern: '^[A-Za-z0-9_]{1,20}$', description: 'The calling vendor’s code.' });
const RoundId = Type.String({
  pattern: '^[A-Za-z0-9_.:-]{6,64}$',
  description: 'The vendor’s id of the round.',
});
const Signed = {
  /** Unix time in milliseconds; calls older than 5 minutes are refused. */
  timestamp: Type.Integer({ minimum: 0 }),
  /**
   * Hex HMAC-SHA256 with the vendor's wallet secret over
   * `vendor|playerId|roundId|amount|timestamp` (empty text for absent fields).
   */
  signature: Type.String({ pattern: '^[0-9a-f]{64}$' }),
};
const Answer = Type.Object({
  /** The wallet's balance after the call, in minor units. */
  balance: Type.Integer(),
  currency: Type.String(),
  round: Type.Optional(
    Type.Object({
      roundId: Type.String(),
      status: Type.String(),
      stake: Type.Integer(),
      payout: Type.Integer(),
    }),
  ),
});

/**
 * The seamless wallet as an outside provider calls it (house games use the same
 * service in process). Each call is signed by the vendor; amounts are minor units.
 */
export const seamlessBalance = defineEndpoint({
  id: 'seamless.balance',
  method: 'POST',
  path: '/wps/seamless/v1/balance',
  token: false,
  encrypted: false,
  summary: 'A player’s balance, for a provider.',
  request: Type.Object(
    { vendor: Vendor, playerId: Type.Integer({ minimum: 1 }), ...Signed },
    { additionalProperties: false },
  ),
  response: Answer,
});

export const seamlessDebit = defineEndpoint({
  id: 'seamless.debit',
  method: 'POST',
  path: '/wps/seamless/v1/debit',
  token: false,
  encrypted: false,
  summary:
    'Take a stake and open a round. A repeat of the call is answered with its first answer; a round id used for another request is refused and charges nothing.',
  request: Type.Object(
    {
      vendor: Vendor,
      playerId: Type.Integer({ minimum: 1 }),
      roundId: RoundId,
      amount: Type.Integer({ minimum: 1 }),
      /** The vendor's game code, when the game is in the catalogue. */
      gameId: Type.Optional(Type.String({ maxLength: 40 })),
      ...Signed,
    },
    { additionalProperties: false },
  ),
  response: Answer,
});

export const seamlessCredit = defineEndpoint({
  id: 'seamless.credit',
  method: 'POST',
  path: '/wps/seamless/v1/credit',
  token: false,
  encrypted: false,
  summary:
    'Settle an open round with its payout (0 for a loss); a repeat is answered with its first answer, another credit is refused.',
  request: Type.Object(
    { vendor: Vendor, roundId: RoundId, amount: Type.Integer({ minimum: 0 }), ...Signed },
    { additionalProperties: false },
  ),
  response: Answer,
});

export const seamlessRollback = defineEndpoint({
  id: 'seamless.rollback',
  method: 'POST',
  path: '/wps/seamless/v1/rollback',
  token: false,
  encrypted: false,
  summary: 'Return the stake of an open round. Unknown rounds are answered NOT_FOUND; settled ones refused.',
  request: Type.Object({ vendor: Vendor, roundId: RoundId, ...Signed }, { additionalProperties: false }),
  response: Answer,
});

export const seamlessWalletEndpoints = [
  seamlessBalance,
  seamlessDebit,
  seamlessCredit,
  seamlessRollback,
] as const;
