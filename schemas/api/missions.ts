import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage } from './content-shapes';
import { defineEndpoint } from './endpoint';
import { IdempotencyKey, Minor } from './money-shapes';

/**
 * A mission as the member sees it: `coming` not started; `process` running, target not
 * met; `claim` target met, prize to claim; `claimed` prize paid; `closed` over without
 * a prize to claim.
 */
export const MISSION_STATES = ['coming', 'process', 'claim', 'claimed', 'closed'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

/** What a mission counts: `stake` the sum of stakes (minor units), `rounds` rounds played. */
export const MISSION_METRICS = ['stake', 'rounds'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

const Metric = Type.Unsafe<MissionMetric>({ type: 'string', enum: [...MISSION_METRICS] });

export const Mission = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  metric: Metric,
  /** Only rounds of this game type count (RNG, LIVE...); any game when absent. */
  gameType: Type.Optional(Type.String()),
  /** In the metric's unit: minor units for stake, a count for rounds. */
  target: Type.Integer(),
  /** The member's real-money rounds in the period, capped at nothing (may exceed target). */
  progress: Type.Integer(),
  reward: Minor,
  state: Type.Unsafe<MissionState>({ type: 'string', enum: [...MISSION_STATES] }),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  claimUntil: Type.String({ format: 'date-time' }),
});
export type MissionView = Static<typeof Mission>;

export const getMissionSummary = defineEndpoint({
  id: 'missions.summary',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  token: true,
  encrypted: false,
  summary:
    'missionLeaderboard: the merchant’s missions with the member’s progress from their own real-money rounds, and how many completed missions wait to be claimed.',
  request: Type.Object({ language: ContentLanguage }, { additionalProperties: false }),
  response: Type.Object({
    /** Missions in state claim: the count of the mission badge. */
    claimableCount: Type.Integer(),
    missions: Type.Array(Mission),
  }),
});

export const getMissionLeaderboard = defineEndpoint({
  id: 'missions.leaderboard',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  token: true,
  encrypted: false,
  summary: 'Members ranked by progress in one mission (names masked), with the asking member’s own rank.',
  request: Type.Object(
    {
      missionId: Type.Integer({ minimum: 1 }),
      /** Rows to answer, 1 to 50 (default 10). */
      limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    missionId: Type.Integer(),
    metric: Metric,
    target: Type.Integer(),
    entries: Type.Array(
      Type.Object({
        rank: Type.Integer(),
        /** Nickname or account masked (`ab•••yz`). */
        player: Type.String(),
        progress: Type.Integer(),
        completed: Type.Boolean(),
        /** This row is the asking member. */
        me: Type.Boolean(),
      }),
    ),
    /** The asking member's rank and progress (rank absent while they have none). */
    mine: Type.Object({ rank: Type.Optional(Type.Integer()), progress: Type.Integer() }),
  }),
});

export const claimMissionReward = defineEndpoint({
  id: 'missions.claim',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMissionReward',
  token: true,
  encrypted: false,
  summary:
    'Claim a completed mission’s prize into the main wallet, once. A retry with the same key answers the first claim; an unfinished, closed or claimed mission is refused (409 CONFLICT, value.reason).',
  request: Type.Object(
    {
      missionId: Type.Integer({ minimum: 1 }),
      idempotencyKey: IdempotencyKey,
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    transactionId: Type.Integer(),
    amount: Minor,
    balance: Minor,
    replayed: Type.Boolean(),
    mission: Mission,
  }),
});

export const missionEndpoints = [getMissionSummary, getMissionLeaderboard, claimMissionReward] as const;
