import type { ResponseOf } from '@schemas/api/endpoint';
import type { FakeApiClient } from '../../src/api/fake-client';
import { CallError } from '../../src/api/call-error';
import {
  claimMissionReward,
  claimRewardActivity,
  getMissionLeaderboard,
  getMissionSummary,
  joinRewardActivity,
  listRewardActivities,
} from '../../src/api/endpoints';
import { withWageringApi, type FakeWager } from './fake-wagering';

type Activity = ResponseOf<typeof listRewardActivities>['activities'][number];
type Mission = ResponseOf<typeof getMissionSummary>['missions'][number];

const days = (n: number) => new Date(Date.UTC(2026, 10, 20) + n * 86_400_000).toISOString();
const period = { startsAt: days(-3), endsAt: days(4), claimUntil: days(7) };

export function fakeActivities(): Activity[] {
  return [
    {
      id: 1,
      title: 'Weekend gift',
      summary: 'A little extra for the weekend.',
      mode: 'gift',
      state: 'claim',
      amount: 18_00,
      ...period,
    },
    {
      id: 2,
      title: 'Lucky draw',
      summary: 'Signed-up members are drawn.',
      mode: 'signup',
      state: 'issued',
      amount: 58_00,
      ...period,
    },
    {
      id: 3,
      title: 'Slots turnover challenge',
      summary: 'Bet 300 after joining.',
      mode: 'join',
      state: 'process',
      amount: 30_00,
      target: 300_00,
      progress: 120_00,
      ...period,
    },
    {
      id: 4,
      title: 'Live casino weekend',
      summary: 'Apply for a live bonus.',
      mode: 'apply',
      state: 'join',
      amount: 20_00,
      ...period,
    },
    {
      id: 5,
      title: 'VIP upgrade bonus',
      summary: 'We review every application.',
      mode: 'apply',
      state: 'applying',
      amount: 88_00,
      ...period,
    },
    {
      id: 6,
      title: 'Deposit rebate',
      summary: '5% back.',
      mode: 'apply',
      state: 'rejected',
      amount: 25_00,
      reason: 'No deposits last week',
      ...period,
    },
    {
      id: 7,
      title: 'Welcome bonus',
      summary: 'A gift for joining us.',
      mode: 'gift',
      state: 'claimed',
      amount: 100_00,
      claimedAt: days(-2),
      ...period,
    },
    {
      id: 8,
      title: 'Monthly raffle',
      summary: 'Drawn at the end of the month.',
      mode: 'signup',
      state: 'signed',
      amount: 188_00,
      ...period,
    },
    {
      id: 9,
      title: 'Festival celebration',
      summary: 'Opens soon.',
      mode: 'gift',
      state: 'coming',
      amount: 66_00,
      ...period,
    },
    {
      id: 10,
      title: 'Autumn cashback',
      summary: 'This activity has ended.',
      mode: 'apply',
      state: 'closed',
      amount: 40_00,
      ...period,
    },
  ];
}

export function fakeMissions(): Mission[] {
  return [
    {
      id: 21,
      title: 'Bet 100 on any game',
      summary: 'Every game counts.',
      metric: 'stake',
      target: 100_00,
      progress: 120_00,
      reward: 8_00,
      state: 'claim',
      ...period,
    },
    {
      id: 22,
      title: 'Spin 20 rounds of slots',
      summary: 'Any slot.',
      metric: 'rounds',
      gameType: 'RNG',
      target: 20,
      progress: 12,
      reward: 10_00,
      state: 'process',
      ...period,
    },
    {
      id: 23,
      title: 'Play 5 rounds',
      summary: 'A quick start.',
      metric: 'rounds',
      target: 5,
      progress: 12,
      reward: 3_00,
      state: 'claimed',
      ...period,
    },
    {
      id: 24,
      title: 'Live casino marathon',
      summary: 'Starts soon.',
      metric: 'rounds',
      gameType: 'LIVE',
      target: 50,
      progress: 0,
      reward: 30_00,
      state: 'coming',
      ...period,
    },
  ];
}

const claimable = (states: string[]) => states.filter((s) => s === 'claim' || s === 'issued').length;

/**
 * Rewards and missions that answer like the platform: claims credit a balance once per
 * prize (a repeat with the same key answers the first claim), joins move to the first
 * state of the activity's mode.
 */
export function withRewardsApi(
  api: FakeApiClient,
  opts: { activities?: Activity[]; missions?: Mission[]; balance?: number; wagers?: FakeWager[] } = {},
): FakeApiClient {
  const activities = opts.activities ?? fakeActivities();
  const missions = opts.missions ?? fakeMissions();
  let balance = opts.balance ?? 100_00;
  let tx = 500;
  const keys = new Map<string, number>();
  const refuse = (reason: string) => {
    throw new CallError('CONFLICT', `refused: ${reason}`, 409, [], { reason });
  };
  return withWageringApi(api, { wagers: opts.wagers ?? [] })
    .on(listRewardActivities, () => ({
      claimableCount: claimable(activities.map((a) => a.state)),
      activities: activities.map((a) => ({ ...a })),
    }))
    .on(joinRewardActivity, ({ activityId }) => {
      const a = activities.find((x) => x.id === activityId);
      if (!a) throw new CallError('NOT_FOUND', 'Reward not found', 404);
      if (a.state !== 'join') refuse(a.state);
      a.state = a.mode === 'apply' ? 'applying' : a.mode === 'signup' ? 'signed' : 'process';
      return { activity: { ...a } };
    })
    .on(claimRewardActivity, ({ activityId, idempotencyKey }) => {
      const a = activities.find((x) => x.id === activityId);
      if (!a) throw new CallError('NOT_FOUND', 'Reward not found', 404);
      const first = keys.get(`r${activityId}:${idempotencyKey}`);
      if (first)
        return { transactionId: first, amount: a.amount, balance, replayed: true, activity: { ...a } };
      if (a.state !== 'claim' && a.state !== 'issued') refuse(a.state === 'claimed' ? 'claimed' : a.state);
      balance += a.amount;
      a.state = 'claimed';
      keys.set(`r${activityId}:${idempotencyKey}`, (tx += 1));
      return { transactionId: tx, amount: a.amount, balance, replayed: false, activity: { ...a } };
    })
    .on(getMissionSummary, () => ({
      claimableCount: missions.filter((m) => m.state === 'claim').length,
      missions: missions.map((m) => ({ ...m })),
    }))
    .on(getMissionLeaderboard, ({ missionId }) => {
      const m = missions.find((x) => x.id === missionId);
      if (!m) throw new CallError('NOT_FOUND', 'Mission not found', 404);
      const rows = [m.target + 3, m.progress, Math.max(1, Math.floor(m.target / 3))];
      return {
        missionId,
        metric: m.metric,
        target: m.target,
        entries: rows.map((progress, i) => ({
          rank: i + 1,
          player: ['De•••n1', 'De•••mo', 'De•••n2'][i] ?? 'x•••',
          progress,
          completed: progress >= m.target,
          me: i === 1,
        })),
        mine: { rank: 2, progress: m.progress },
      };
    })
    .on(claimMissionReward, ({ missionId, idempotencyKey }) => {
      const m = missions.find((x) => x.id === missionId);
      if (!m) throw new CallError('NOT_FOUND', 'Mission not found', 404);
      const first = keys.get(`m${missionId}:${idempotencyKey}`);
      if (first)
        return { transactionId: first, amount: m.reward, balance, replayed: true, mission: { ...m } };
      if (m.state !== 'claim') refuse(m.state === 'claimed' ? 'claimed' : 'not-claimable');
      balance += m.reward;
      m.state = 'claimed';
      keys.set(`m${missionId}:${idempotencyKey}`, (tx += 1));
      return { transactionId: tx, amount: m.reward, balance, replayed: false, mission: { ...m } };
    });
}
