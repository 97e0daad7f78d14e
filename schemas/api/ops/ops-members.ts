import { Type } from '@sinclair/typebox';
import { MEMBER_READERS } from './reader-roles';
import { defineOpsEndpoint } from './ops-endpoint';

export const MemberHit = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  username: Type.String(),
  nickname: Type.String(),
  /** `+63 9171234567`, or empty. */
  phone: Type.String(),
  email: Type.String(),
  status: Type.String(),
  /** 0 player; 1, 2, 41, 42 agents; 4 trial. */
  isAgent: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const opsMemberSearch = defineOpsEndpoint({
  id: 'backOffice.memberSearch',
  method: 'GET',
  path: '/ops/members/search',
  token: true,
  encrypted: false,
  roles: MEMBER_READERS,
  summary:
    'Find members by username, mobile number or e-mail (a part of it, at least 2 characters); by an IP address (v4 or v6, whole) they tried to log in, logged in or registered from; or by the registration link or code they registered with (agent link code, invitation code, referral code). At most 50. An operator of one merchant finds only its members.',
  request: Type.Object(
    {
      query: Type.String({ minLength: 2, maxLength: 64 }),
      /** A merchant code; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(MemberHit) }),
});

export const MemberBalance = Type.Object({
  /** The wallet: `main`, `hold`, `vendor:<code>`... */
  kind: Type.String(),
  /** Minor units (cents). */
  balance: Type.Integer(),
});

export const MemberLedgerLine = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  /** What happened: deposit, withdrawal.hold, transfer, bet, win... */
  kind: Type.String(),
  /** The wallet moved. */
  account: Type.String(),
  /** Signed minor units. */
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  reference: Type.String(),
});

export const opsMemberDetail = defineOpsEndpoint({
  id: 'backOffice.memberDetail',
  method: 'GET',
  path: '/ops/members/detail',
  token: true,
  encrypted: false,
  roles: MEMBER_READERS,
  summary:
    "A member's page: profile, balances and the 50 latest ledger lines (`ledgerNextBefore` says where older lines start, null when there are none). Read-only.",
  request: Type.Object({ id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  response: Type.Object({
    member: Type.Composite([
      MemberHit,
      Type.Object({
        currency: Type.String(),
        totpEnabled: Type.Boolean(),
        upline: Type.String(),
        lastLoginAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
        /** Adjustments larger than this (minor units, either way) wait for a second operator. */
        adjustmentApprovalAbove: Type.Integer({ minimum: 0 }),
        /** The labels operators gave the member (backOffice.memberLabels). */
        labels: Type.Array(Type.String()),
      }),
    ]),
    balances: Type.Array(MemberBalance),
    ledger: Type.Array(MemberLedgerLine),
    /** Where the ledger's next page starts (the `before` of backOffice.memberActivity); null when there is none. */
    ledgerNextBefore: Type.Union([Type.Integer(), Type.Null()]),
  }),
});
