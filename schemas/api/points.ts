import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage } from './content-shapes';
import { defineEndpoint, NoInput } from './endpoint';
import { IdempotencyKey, Minor, Paging, PaymentPasswordText } from './money-shapes';

/**
 * Reward item types: `cash` credits the main wallet at once; `physical` is shipped to a
 * receiving address; `topup` is a mobile top-up sent to a mobile number. Physical and
 * top-up redemptions wait `process` until the merchant approves or rejects them.
 */
export const POINT_REWARD_TYPES = ['cash', 'physical', 'topup'] as const;
export type PointRewardType = (typeof POINT_REWARD_TYPES)[number];

/** Redemption states of spec §4: in process, rejected (points refunded), approved. */
export const REDEMPTION_STATES = ['process', 'rejected', 'approved'] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

/** Most of one item a member may redeem in one go. */
export const REDEEM_MAX_QUANTITY = 99;
export const ADDRESS_MAX_LENGTH = 200;

const RewardTypeSchema = Type.Unsafe<PointRewardType>({ type: 'string', enum: [...POINT_REWARD_TYPES] });
const RedemptionStateSchema = Type.Unsafe<RedemptionState>({ type: 'string', enum: [...REDEMPTION_STATES] });

export const PointConfig = Type.Object({
  /** Real money staked (minor units) on settled house-game rounds that earns one point. */
  stakePerPoint: Minor,
  /** Cash (minor units) one point converts to. */
  minorPerPoint: Minor,
  /** Fewest points one conversion takes. */
  minConvertPoints: Type.Integer(),
  /** Points never expire (spec §9). */
  expires: Type.Boolean(),
  currency: Type.String(),
});
export type PointConfigView = Static<typeof PointConfig>;

export const PointReward = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: RewardTypeSchema,
  /** Points one unit costs. */
  points: Type.Integer(),
  /** Cash one unit credits (cash items) or its face value (top-ups); 0 for goods. */
  amount: Minor,
  /** Units left; absent when unlimited. */
  stock: Type.Optional(Type.Integer()),
  /** Most units one redemption may take. */
  maxQuantity: Type.Integer(),
  /** What the member must give: a receiving address (physical) or a mobile number (topup). */
  needs: Type.Unsafe<'none' | 'address' | 'mobile'>({ type: 'string', enum: ['none', 'address', 'mobile'] }),
  image: Type.Optional(Type.String()),
});
export type PointRewardView = Static<typeof PointReward>;

export const PointRedemption = Type.Object({
  id: Type.Integer(),
  /** Reference number, e.g. PR000123. */
  reference: Type.String(),
  rewardId: Type.Integer(),
  name: Type.String(),
  type: RewardTypeSchema,
  quantity: Type.Integer(),
  /** Points one unit required. */
  requiredPoints: Type.Integer(),
  /** Points this redemption took (requiredPoints x quantity). */
  points: Type.Integer(),
  /** Cash credited (cash items) or face value; 0 for goods. */
  amount: Minor,
  status: RedemptionStateSchema,
  address: Type.Optional(Type.String()),
  mobile: Type.Optional(Type.String()),
  /** Why the merchant rejected it. */
  reason: Type.Optional(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PointRedemptionView = Static<typeof PointRedemption>;

/** Kinds of points movements: earned from a settled round, spent on a redemption, refunded on a rejection, converted to cash. */
export const POINT_ENTRY_KINDS = ['earn', 'redeem', 'refund', 'convert', 'adjust'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

export const PointEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.Unsafe<PointEntryKind>({ type: 'string', enum: [...POINT_ENTRY_KINDS] }),
  /** Signed: positive earns, negative spends. */
  points: Type.Integer(),
  balanceAfter: Type.Integer(),
  reference: Type.String(),
  /** The game of an earning, or the item of a redemption. */
  detail: Type.Optional(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PointEntryView = Static<typeof PointEntry>;

export const getPointConfig = defineEndpoint({
  id: 'points.config',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  token: true,
  encrypted: false,
  summary: 'How points are earned and converted for this merchant (ratio, conversion rate, minimum).',
  request: NoInput,
  response: PointConfig,
});

export const getPointBalance = defineEndpoint({
  id: 'points.balance',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  token: true,
  encrypted: false,
  summary: 'The member’s points (they never expire).',
  request: NoInput,
  response: Type.Object({ points: Type.Integer() }),
});

export const listPointRewards = defineEndpoint({
  id: 'points.rewards',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  // Visitors browse the catalogue too (docs/decisions/points.md); redeeming needs a session.
  token: false,
  encrypted: false,
  summary: 'The merchant’s point-mall catalogue: cash credits, goods and mobile top-ups, with stock.',
  request: Type.Object({ language: ContentLanguage }, { additionalProperties: false }),
  response: Type.Object({ rewards: Type.Array(PointReward) }),
});

export const redeemPointReward = defineEndpoint({
  id: 'points.redeem',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  token: true,
  encrypted: false,
  summary:
    'Redeem an item with points and the payment password. Points and stock are checked and taken together; a cash item credits the main wallet once, goods and top-ups wait in process for the merchant. A retry with the same key answers the first redemption. Refusals: 409 CONFLICT with value.reason (points, stock, unavailable).',
  request: Type.Object(
    {
      rewardId: Type.Integer({ minimum: 1 }),
      quantity: Type.Integer({ minimum: 1, maximum: REDEEM_MAX_QUANTITY }),
      paymentPassword: PaymentPasswordText,
      /** Receiving address, for physical items. */
      address: Type.Optional(Type.String({ maxLength: 1000 })),
      /** Mobile number, for top-ups. */
      mobile: Type.Optional(Type.String({ maxLength: 40 })),
      idempotencyKey: IdempotencyKey,
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    redemption: PointRedemption,
    /** Points left. */
    points: Type.Integer(),
    /** The main wallet after the redemption. */
    balance: Minor,
    replayed: Type.Boolean(),
  }),
});

export const listPointRedemptions = defineEndpoint({
  id: 'points.redemptions',
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  token: true,
  encrypted: false,
  summary: 'The member’s redemptions, newest first.',
  request: Type.Object(
    {
      ...Paging,
      status: Type.Optional(RedemptionStateSchema),
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ total: Type.Integer(), items: Type.Array(PointRedemption) }),
});

export const listPointEntries = defineEndpoint({
  id: 'points.details',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  token: true,
  encrypted: false,
  summary: 'Points details: every points movement of the member, newest first.',
  request: Type.Object({ ...Paging, language: ContentLanguage }, { additionalProperties: false }),
  response: Type.Object({ total: Type.Integer(), items: Type.Array(PointEntry) }),
});

export const convertPoints = defineEndpoint({
  id: 'points.convert',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  token: true,
  encrypted: false,
  summary:
    'Convert points to cash in the main wallet at the merchant’s rate, with the payment password. A retry with the same key answers the first conversion.',
  request: Type.Object(
    {
      points: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
      paymentPassword: PaymentPasswordText,
      idempotencyKey: IdempotencyKey,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    transactionId: Type.Integer(),
    points: Type.Integer(),
    amount: Minor,
    /** Points left. */
    pointBalance: Type.Integer(),
    /** The main wallet after the conversion. */
    balance: Minor,
    replayed: Type.Boolean(),
  }),
});

/** Why a redemption or conversion was refused (`value.reason` of a 409 CONFLICT). */
export const POINT_REFUSALS = ['points', 'stock', 'unavailable', 'minimum'] as const;

export const pointEndpoints = [
  getPointConfig,
  getPointBalance,
  listPointRewards,
  redeemPointReward,
  listPointRedemptions,
  listPointEntries,
  convertPoints,
] as const;
