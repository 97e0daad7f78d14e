import type { MemberActivity, MemberActivityPart } from '../atoms/back-office-atoms';
import { SAMPLE_DETAIL } from './back-office-fixture';

/** A user agent that would run script if it were drawn as HTML. */
export const HOSTILE_AGENT = '<img src=x onerror="alert(1)">Mozilla/5.0';

/** One sample answer of each part of a member's records (stories, screen tests). */
export const SAMPLE_ACTIVITY: Record<MemberActivityPart, MemberActivity> = {
  ledger: { ledger: SAMPLE_DETAIL.ledger, nextBefore: null },
  bets: {
    nextBefore: null,
    bets: [
      {
        id: 9,
        game: 'Lucky Lanterns',
        vendor: 'tessera',
        stake: 500,
        win: 1_250,
        currency: 'USD',
        status: 'settled',
        wallet: 'main',
        at: '2026-11-26T08:10:00.000Z',
      },
    ],
  },
  logins: {
    nextBefore: null,
    logins: [
      {
        id: 5,
        at: '2026-11-26T07:45:00.000Z',
        ip: '203.0.113.9',
        userAgent: HOSTILE_AGENT,
        loginType: 'username',
        outcome: 'ok',
      },
      {
        id: 4,
        at: '2026-11-26T07:44:00.000Z',
        ip: '203.0.113.9',
        userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
        loginType: 'username',
        outcome: 'bad_credentials',
      },
    ],
  },
  sessions: {
    sessions: [
      {
        startedAt: '2026-11-26T07:45:00.000Z',
        lastSeenAt: '2026-11-26T08:12:00.000Z',
        ip: '203.0.113.9',
        device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
        loginType: 'username',
      },
    ],
  },
  messages: {
    nextBefore: null,
    messages: [
      {
        id: 3,
        title: 'Your deposit is credited',
        category: 'deposit',
        read: true,
        at: '2026-11-25T18:10:00.000Z',
      },
    ],
  },
  protection: {
    protection: {
      limits: [
        {
          kind: 'deposit',
          period: 'day',
          amount: 10_000,
          pending: { amount: 20_000, from: '2026-11-28T08:00:00.000Z' },
        },
      ],
      realityCheckMinutes: 30,
      sessionLimitMinutes: null,
      exclusions: [
        {
          kind: 'time-out',
          period: '24h',
          startsAt: '2026-11-26T06:00:00.000Z',
          endsAt: '2026-11-27T06:00:00.000Z',
          active: true,
        },
      ],
    },
  },
};

/** Limits and exclusions an owner or support may act on: an indefinite self-exclusion, a deposit and a session limit. */
export const LIFTABLE_PROTECTION: MemberActivity = {
  protection: {
    limits: [{ kind: 'deposit', period: 'day', amount: 10_000, pending: null }],
    realityCheckMinutes: null,
    sessionLimitMinutes: 120,
    exclusions: [
      {
        kind: 'self-exclusion',
        period: 'indefinite',
        startsAt: '2026-11-10T06:00:00.000Z',
        endsAt: null,
        active: true,
      },
    ],
  },
};

type Bet = NonNullable<MemberActivity['bets']>[number];

const bet = (id: number, game: string, status: string, at: string): Bet => ({
  id,
  game,
  vendor: 'tessera',
  stake: 1_000,
  win: status === 'settled' ? 2_500 : 0,
  currency: 'USD',
  status,
  wallet: 'main',
  at,
});

/**
 * A bets list two pages long (the first says where the older one starts), and what the
 * "rolled back" filter answers: for showing paging and filters without a platform.
 */
export const PAGED_BETS = {
  first: {
    bets: [
      bet(22, 'Dragon Gate', 'settled', '2026-11-27T10:00:00.000Z'),
      bet(21, 'Lucky Lanterns', 'open', '2026-11-27T09:30:00.000Z'),
    ],
    nextBefore: 21,
  },
  older: {
    bets: [bet(20, 'Golden Koi', 'settled', '2026-11-20T08:00:00.000Z')],
    nextBefore: null,
  },
  rolledBack: {
    bets: [bet(19, 'Moon Festival', 'rolled_back', '2026-11-19T07:00:00.000Z')],
    nextBefore: null,
  },
} satisfies Record<string, MemberActivity>;
