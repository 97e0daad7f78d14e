import { Type } from '@sinclair/typebox';
import { defineOpsEndpoint } from './ops-endpoint';
import { MEMBER_READERS } from './reader-roles';

const DateTime = Type.String({ format: 'date-time' });
const NullableDateTime = Type.Union([DateTime, Type.Null()]);

export const MemberBet = Type.Object({
  id: Type.Integer(),
  game: Type.String(),
  vendor: Type.String(),
  /** Minor units of `currency`. */
  stake: Type.Integer(),
  win: Type.Integer(),
  currency: Type.String(),
  /** open, settled, rolled_back. */
  status: Type.String(),
  /** `main` or `demo`. */
  wallet: Type.String(),
  at: DateTime,
});

export const MemberLogin = Type.Object({
  id: Type.Integer(),
  at: DateTime,
  ip: Type.String(),
  /** As the browser sent it: member-supplied text. */
  userAgent: Type.String(),
  loginType: Type.String(),
  /** ok, bad_credentials, captcha, locked, second_step. */
  outcome: Type.String(),
});

export const MemberLiveSession = Type.Object({
  startedAt: DateTime,
  lastSeenAt: DateTime,
  ip: Type.String(),
  /** The user agent of the device: member-supplied text. */
  device: Type.String(),
  loginType: Type.String(),
});

export const MemberInboxLine = Type.Object({
  id: Type.Integer(),
  /** English, or the first language the message has. */
  title: Type.String(),
  category: Type.String(),
  read: Type.Boolean(),
  at: DateTime,
});

export const MemberProtection = Type.Object({
  limits: Type.Array(
    Type.Object({
      /** deposit, loss, wager. */
      kind: Type.String(),
      /** day, week, month. */
      period: Type.String(),
      /** Minor units in force; null: none. */
      amount: Type.Union([Type.Integer(), Type.Null()]),
      /** A raise or removal the member asked for: the amount (null: removal) and when it may apply. */
      pending: Type.Union([
        Type.Object({ amount: Type.Union([Type.Integer(), Type.Null()]), from: DateTime }),
        Type.Null(),
      ]),
    }),
  ),
  realityCheckMinutes: Type.Union([Type.Integer(), Type.Null()]),
  sessionLimitMinutes: Type.Union([Type.Integer(), Type.Null()]),
  exclusions: Type.Array(
    Type.Object({
      /** time-out (cool-off) or self-exclusion. */
      kind: Type.String(),
      /** What the member chose: 24h..6w, 6m, 1y, 5y, indefinite. */
      period: Type.String(),
      startsAt: DateTime,
      /** null: indefinite. */
      endsAt: NullableDateTime,
      /** In force now. */
      active: Type.Boolean(),
    }),
  ),
});

export const MEMBER_ACTIVITY_PARTS = ['bets', 'logins', 'sessions', 'messages', 'protection'] as const;

export const opsMemberActivity = defineOpsEndpoint({
  id: 'backOffice.memberActivity',
  method: 'GET',
  path: '/ops/members/activity',
  token: true,
  encrypted: false,
  roles: MEMBER_READERS,
  summary:
    "One part of a member's page, newest first: the 50 latest bets (game rounds), the 50 latest login attempts, the live sessions, the 50 latest inbox messages, or the limits and exclusions. Only the part asked for is in the answer. Read-only; another merchant's member answers NOT_FOUND.",
  request: Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      part: Type.Union(MEMBER_ACTIVITY_PARTS.map((p) => Type.Literal(p))),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    bets: Type.Optional(Type.Array(MemberBet)),
    logins: Type.Optional(Type.Array(MemberLogin)),
    sessions: Type.Optional(Type.Array(MemberLiveSession)),
    messages: Type.Optional(Type.Array(MemberInboxLine)),
    protection: Type.Optional(MemberProtection),
  }),
});
