import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage } from './content-shapes';
import { defineEndpoint } from './endpoint';
import { IdempotencyKey, Minor } from './money-shapes';

/**
 * The activity states of spec §4, as the member sees an activity:
 * `coming` not started; `join` open to join, apply or sign up; `applying` application
 * under review; `signed` signed up, waiting for the draw; `process` joined, betting
 * towards the target; `claim` the prize can be claimed; `issued` awarded by the
 * merchant, to claim; `claimed` paid to the main wallet; `rejected` application or
 * entry turned down; `closed` over, nothing (more) to claim.
 */
export const ACTIVITY_STATES = [
  'join',
  'claim',
  'applying',
  'closed',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming',
] as const;
export type ActivityState = (typeof ACTIVITY_STATES)[number];
/** States in which the member can claim now (they count as available promos, spec §2). */
export const CLAIMABLE_STATES: readonly ActivityState[] = ['claim', 'issued'];

const ActivityStateSchema = Type.Unsafe<ActivityState>({ type: 'string', enum: [...ACTIVITY_STATES] });

/**
 * How a member takes part: `apply` (ops reviews the application), `signup` (ops draws
 * the winners), `join` (bet `target` on the main wallet after joining), `gift` (claim).
 */
export const ACTIVITY_MODES = ['apply', 'signup', 'join', 'gift'] as const;
export type ActivityMode = (typeof ACTIVITY_MODES)[number];

export const RewardActivity = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  mode: Type.Unsafe<ActivityMode>({ type: 'string', enum: [...ACTIVITY_MODES] }),
  state: ActivityStateSchema,
  /** The prize (the amount issued to this member once issued or claimed). */
  amount: Minor,
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  /** A prize not claimed by then is lost. */
  claimUntil: Type.String({ format: 'date-time' }),
  /** join mode: the stake to bet after joining, and how much is bet so far. */
  target: Type.Optional(Minor),
  progress: Type.Optional(Minor),
  /** Why the merchant turned the entry down (state rejected). */
  reason: Type.Optional(Type.String()),
  claimedAt: Type.Optional(Type.String({ format: 'date-time' })),
});
export type RewardActivityView = Static<typeof RewardActivity>;

export const listRewardActivities = defineEndpoint({
  id: 'rewards.list',
  method: 'GET',
  path: '/wps/relay/MCS2_getRafflePromotionList',
  token: true,
  encrypted: false,
  summary:
    'rewardCenter: the merchant’s reward activities with the member’s state in each (spec §4), and how many can be claimed now.',
  request: Type.Object({ language: ContentLanguage }, { additionalProperties: false }),
  response: Type.Object({
    /** Activities in state claim or issued: the available promos of the logged-in panel. */
    claimableCount: Type.Integer(),
    activities: Type.Array(RewardActivity),
  }),
});

export const joinRewardActivity = defineEndpoint({
  id: 'rewards.join',
  method: 'POST',
  path: '/wps/relay/MCS2_joinRafflePromotion',
  token: true,
  encrypted: false,
  summary:
    'Join, apply for or sign up to an open activity (state join). Joining twice answers the entry as it is.',
  request: Type.Object(
    {
      activityId: Type.Integer({ minimum: 1 }),
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ activity: RewardActivity }),
});

export const claimRewardActivity = defineEndpoint({
  id: 'rewards.claim',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  token: true,
  encrypted: false,
  summary:
    'Claim a prize (state claim or issued) into the main wallet, once. A retry with the same key answers the first claim; a closed, foreign or already claimed prize is refused (409 CONFLICT, value.reason) and nothing moves.',
  request: Type.Object(
    {
      activityId: Type.Integer({ minimum: 1 }),
      idempotencyKey: IdempotencyKey,
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    transactionId: Type.Integer(),
    amount: Minor,
    /** The main wallet after the claim. */
    balance: Minor,
    replayed: Type.Boolean(),
    activity: RewardActivity,
  }),
});

/** Why a claim or join was refused (`value.reason` of a 409 CONFLICT). */
export const REWARD_REFUSALS = ['claimed', 'closed', 'coming', 'not-claimable', 'not-open'] as const;
export type RewardRefusal = (typeof REWARD_REFUSALS)[number];

export const rewardEndpoints = [listRewardActivities, joinRewardActivity, claimRewardActivity] as const;
