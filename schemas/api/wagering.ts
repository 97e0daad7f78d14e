import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage } from './content-shapes';
import { defineEndpoint } from './endpoint';
import { IdempotencyKey, Minor } from './money-shapes';

/**
 * A bonus's turnover requirement as the member sees it: `active` (still to bet; money
 * cannot leave the wallets meanwhile), `met` (bet in full), `forfeited` (the member gave
 * the bonus up). See docs/decisions/bonus-wagering.md.
 */
export const WAGER_STATES = ['active', 'met', 'forfeited'] as const;
export type WagerStateName = (typeof WAGER_STATES)[number];

export const BonusWager = Type.Object({
  id: Type.Integer(),
  /** What credited the bonus: a reward-centre claim or a mission prize. */
  source: Type.Unsafe<'reward' | 'mission'>({ type: 'string', enum: ['reward', 'mission'] }),
  /** The activity's or mission's title in the asked language. */
  title: Type.String(),
  bonus: Minor,
  /** The deposit the turnover also counts (0 when it is a multiple of the bonus alone). */
  deposit: Minor,
  multiple: Type.Integer({ minimum: 1 }),
  /** Turnover to bet: multiple x (bonus + deposit). */
  required: Minor,
  /** Valid bets counted so far (settled real-money rounds, by stake). */
  wagered: Minor,
  remaining: Minor,
  state: Type.Unsafe<WagerStateName>({ type: 'string', enum: [...WAGER_STATES] }),
  createdAt: Type.String({ format: 'date-time' }),
  /** forfeited: when, and what was taken back from the wallets. */
  forfeitedAt: Type.Optional(Type.String({ format: 'date-time' })),
  forfeitedAmount: Type.Optional(Minor),
});
export type BonusWagerView = Static<typeof BonusWager>;

export const getBonusWagering = defineEndpoint({
  id: 'rewards.wagering',
  method: 'GET',
  path: '/wps/v2/bonus/wagering',
  token: true,
  encrypted: false,
  summary:
    'The member’s bonus turnover requirements, newest first, with what is bet and what remains; withdrawals and upline transfers wait until `remaining` is 0.',
  request: Type.Object({ language: ContentLanguage }, { additionalProperties: false }),
  response: Type.Object({
    currency: Type.String(),
    /** Turnover still to bet over every active requirement. */
    remaining: Minor,
    items: Type.Array(BonusWager),
  }),
});

export const forfeitBonus = defineEndpoint({
  id: 'rewards.forfeit',
  method: 'POST',
  path: '/wps/v2/bonus/wagering/forfeit',
  token: true,
  encrypted: false,
  summary:
    'Give up an active bonus: the bonus (or what is left of it) goes back from the main wallet through the ledger and its requirement ends. A retry with the same key answers the first forfeit; a met or forfeited requirement is refused (409 CONFLICT, value.reason).',
  request: Type.Object(
    {
      wagerId: Type.Integer({ minimum: 1 }),
      idempotencyKey: IdempotencyKey,
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    /** The ledger transaction that took the bonus back (absent when nothing was left of it). */
    transactionId: Type.Optional(Type.Integer()),
    amount: Minor,
    /** The main wallet after the forfeit. */
    balance: Minor,
    replayed: Type.Boolean(),
    wager: BonusWager,
  }),
});

/** Why a forfeit was refused (`value.reason` of a 409 CONFLICT). */
export const FORFEIT_REFUSALS = ['met', 'forfeited', 'recall'] as const;
export type ForfeitRefusal = (typeof FORFEIT_REFUSALS)[number];

export const wageringEndpoints = [getBonusWagering, forfeitBonus] as const;
