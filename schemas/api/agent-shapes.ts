import { Type } from '@sinclair/typebox';
import {
  CONTRACT_KINDS,
  CONTRACT_PERIODS,
  CONTRACT_PRODUCTS,
  CONTRACT_STATUSES,
  MAX_TIERS,
} from './agent-rules';
import { Minor } from './money-shapes';

/** One of a fixed list of strings, typed as that list's union. */
const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

export const ContractKindSchema = literals(CONTRACT_KINDS);
export const ContractProductSchema = literals(CONTRACT_PRODUCTS);
export const ContractPeriodSchema = literals(CONTRACT_PERIODS);
export const ContractStatusSchema = literals(CONTRACT_STATUSES);
export const RateTypeSchema = Type.Union([Type.Literal('percent'), Type.Literal('fixed')]);

/** One tier of a contract (spec §3 contract; the popup's columns). */
export const TierSchema = Type.Object(
  {
    /** Team valid bet in the period at least this (minor units): minimum bet, or bet volume >= X. */
    minBet: Minor,
    /** Dividend only (0 otherwise): team net loss in the period at least this (minor units). */
    netLoss: Minor,
    /** Team members who bet in the period, at least this many. */
    activeMembers: Type.Integer(),
    /** Basis points of the base for percent contracts (100 = 1 %), minor units for fixed ones. */
    rate: Type.Integer(),
  },
  { additionalProperties: false },
);

export const TiersSchema = Type.Array(TierSchema, { minItems: 1, maxItems: MAX_TIERS });

/** A contract as either party sees it. */
export const ContractSchema = Type.Object({
  id: Type.Integer(),
  kind: ContractKindSchema,
  product: ContractProductSchema,
  period: ContractPeriodSchema,
  rateType: RateTypeSchema,
  tiers: Type.Array(TierSchema),
  status: ContractStatusSchema,
  /** The upline that offers and pays the contract. */
  agent: Type.String(),
  /** The direct downline that holds it. */
  member: Type.String(),
  /** While terminating: which party asked to end it. */
  terminateBy: Type.Optional(Type.Union([Type.Literal('agent'), Type.Literal('member')])),
  /** Why it ended: replaced (a newer contract), uplineRate (spec §4 rate rule), terminated. */
  endReason: Type.Optional(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  answeredAt: Type.Optional(Type.String({ format: 'date-time' })),
  endedAt: Type.Optional(Type.String({ format: 'date-time' })),
});

/** A request waiting for the member's answer: a new offer, or the other party's termination request. */
export const ContractRequestSchema = Type.Object({
  type: Type.Union([Type.Literal('offer'), Type.Literal('termination')]),
  contract: ContractSchema,
  /**
   * Offers only: the member's own downline contracts of this kind and product whose rate
   * is above the offer. Accepting ends them (spec §4), so the portal asks first.
   */
  endsDownlineContracts: Type.Integer(),
});
