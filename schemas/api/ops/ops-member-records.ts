import { Type } from '@sinclair/typebox';
import { defineOpsEndpoint } from './ops-endpoint';
import { MEMBER_READERS } from './reader-roles';
import { MemberLedgerLine } from './ops-members';
import {
  BET_STATUSES,
  LEDGER_KIND_FAMILIES,
  LOGIN_OUTCOMES,
  MESSAGE_CATEGORIES,
} from './member-activity-filters';

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

export const MEMBER_ACTIVITY_PARTS = [
  'ledger',
  'bets',
  'logins',
  'sessions',
  'messages',
  'protection',
] as const;

const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));
/** A UTC day, `YYYY-MM-DD`; the service refuses a day that does not exist (2026-02-30). */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const opsMemberActivity = defineOpsEndpoint({
  id: 'backOffice.memberActivity',
  method: 'GET',
  path: '/ops/members/activity',
  token: true,
  encrypted: false,
  roles: MEMBER_READERS,
  summary:
    "One part of a member's page, newest first: ledger lines, bets (game rounds), login attempts or inbox messages 50 at a time; the live sessions; or the limits and exclusions. Only the part asked for is in the answer. The four lists page with `before` (the id of the last line shown; `nextBefore` says where the next page starts, null when there is none) and narrow to UTC days `from`..`to` (inclusive) and to one filter each: ledger by `kind` (a family: `withdrawal` is every withdrawal.* line), bets by `status`, logins by `outcome`, messages by `category`. A day that is not a date, or a `to` before `from`, answers VALIDATION naming the field. Read-only; another merchant's member answers NOT_FOUND.",
  request: Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      part: oneOf(MEMBER_ACTIVITY_PARTS),
      /** The id of the last line shown: the answer is the lines after it (older). */
      before: Type.Optional(Type.Integer({ minimum: 1 })),
      /** First UTC day, inclusive. */
      from: Type.Optional(Day),
      /** Last UTC day, inclusive. */
      to: Type.Optional(Day),
      /** Ledger only: a family of transaction kinds. */
      kind: Type.Optional(oneOf(LEDGER_KIND_FAMILIES)),
      /** Bets only. */
      status: Type.Optional(oneOf(BET_STATUSES)),
      /** Logins only. */
      outcome: Type.Optional(oneOf(LOGIN_OUTCOMES)),
      /** Messages only. */
      category: Type.Optional(oneOf(MESSAGE_CATEGORIES)),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    ledger: Type.Optional(Type.Array(MemberLedgerLine)),
    bets: Type.Optional(Type.Array(MemberBet)),
    logins: Type.Optional(Type.Array(MemberLogin)),
    sessions: Type.Optional(Type.Array(MemberLiveSession)),
    messages: Type.Optional(Type.Array(MemberInboxLine)),
    protection: Type.Optional(MemberProtection),
    /** Paged lists only: the `before` of the next (older) page; null when there are no older lines. */
    nextBefore: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  }),
});
