import { createStore, Provider as JotaiProvider } from 'jotai';
import { useState, type ReactNode } from 'react';
import { createFakeApiClient, type FakeApiClient } from '../../api/fake-client';
import {
  operatorSessionAtom,
  type AuditLine,
  type BalanceAdjustment,
  opsApiAtom,
  type MemberDetail,
  type MemberHits,
  type OperatorSession,
  type QueuedDeposit,
  type QueuedWithdrawal,
} from '../atoms/back-office-atoms';

/** A signed-in platform-wide owner, for stories and tests. */
export const SAMPLE_SESSION: OperatorSession = {
  token: 'sample-operator-token-0123456789',
  idleMinutes: 15,
  operator: { id: 1, username: 'alice', role: 'owner', merchant: null },
};

export const SAMPLE_HITS: MemberHits = [
  {
    id: 41,
    merchant: 'aurora',
    username: 'player1',
    nickname: 'Lucky One',
    phone: '+63 9171234567',
    email: 'player1@mail.test',
    status: 'active',
    isAgent: 0,
    createdAt: '2026-11-20T09:30:00.000Z',
  },
  {
    id: 42,
    merchant: 'lumen',
    username: 'player12',
    nickname: '',
    phone: '',
    email: '',
    status: 'locked',
    isAgent: 0,
    createdAt: '2026-11-21T14:05:00.000Z',
  },
];

export const SAMPLE_DETAIL: MemberDetail = {
  member: {
    ...(SAMPLE_HITS[0] as MemberHits[number]),
    currency: 'USD',
    totpEnabled: true,
    upline: 'agent7',
    lastLoginAt: '2026-11-26T07:45:00.000Z',
    adjustmentApprovalAbove: 100_000,
    labels: ['VIP'],
  },
  balances: [
    { kind: 'hold', balance: 5_000 },
    { kind: 'main', balance: 123_456 },
  ],
  ledger: [
    {
      id: 3,
      at: '2026-11-26T07:50:00.000Z',
      kind: 'withdrawal.hold',
      account: 'main',
      amount: -5_000,
      balanceAfter: 123_456,
      reference: 'W20261126A1',
    },
    {
      id: 2,
      at: '2026-11-25T18:10:00.000Z',
      kind: 'deposit',
      account: 'main',
      amount: 128_456,
      balanceAfter: 128_456,
      reference: 'D20261125B7',
    },
  ],
  ledgerNextBefore: null,
};

/** Open withdrawals: one flagged three ways, one part-paid, one plain. */
export const SAMPLE_WITHDRAWALS: QueuedWithdrawal[] = [
  {
    reference: 'WDK7M2Q9X4TZ',
    merchant: 'aurora',
    currency: 'USD',
    memberId: 41,
    username: 'player1',
    amount: 300_00,
    status: 'pending',
    createdAt: '2026-11-26T08:15:00.000Z',
    destination: { kind: 'bank', provider: 'Metro', holderName: 'Ann Lee', maskedNumber: '•••• 2233' },
    received: 0,
    inTransit: 0,
    unsent: 300_00,
    payments: [],
    flags: ['newAccount', 'sharedDestination', 'aboveAverage'],
    sharedWith: 1,
    averageAmount: 100_00,
  },
  {
    reference: 'WDP3N8R2C6WY',
    merchant: 'aurora',
    currency: 'USD',
    memberId: 57,
    username: 'lucky88',
    amount: 150_00,
    status: 'paying',
    createdAt: '2026-11-26T09:40:00.000Z',
    destination: { kind: 'ewallet', provider: 'GCash', holderName: 'Ben Cruz', maskedNumber: '•••• 8812' },
    received: 50_00,
    inTransit: 0,
    unsent: 100_00,
    payments: [{ id: 9, amount: 50_00, status: 'received', sentAt: '2026-11-26T10:00:00.000Z' }],
    flags: [],
    sharedWith: 0,
    averageAmount: 160_00,
  },
];

/** Pending deposits: one flagged three ways, one plain. */
export const SAMPLE_DEPOSITS: QueuedDeposit[] = [
  {
    reference: 'DP7K2M9Q4XTZ',
    merchant: 'aurora',
    currency: 'USD',
    memberId: 41,
    username: 'player1',
    amount: 500_00,
    channel: 'bank',
    payerName: 'Bob Stone',
    status: 'pending',
    createdAt: '2026-11-26T08:05:00.000Z',
    decidedAt: null,
    decidedBy: '',
    flags: ['newAccount', 'aboveAverage', 'payerNameDiffers'],
    averageAmount: 100_00,
  },
  {
    reference: 'DP3N8R2C6WYA',
    merchant: 'aurora',
    currency: 'USD',
    memberId: 57,
    username: 'lucky88',
    amount: 80_00,
    channel: 'ewallet',
    payerName: 'Ben Cruz',
    status: 'pending',
    createdAt: '2026-11-26T09:12:00.000Z',
    decidedAt: null,
    decidedBy: '',
    flags: [],
    averageAmount: 90_00,
  },
];

/**
 * Audit lines, newest first: an approval whose state carries member-supplied text meant to
 * become markup, a member page viewed, a platform operator's sign-in.
 */
export const SAMPLE_AUDIT: AuditLine[] = [
  {
    id: 903,
    at: '2026-11-26T10:05:00.000Z',
    actor: 'fiona',
    action: 'deposit.approve',
    merchant: 'aurora',
    target: 'deposit:DP7K2M9Q4XTZ',
    before: { status: 'pending', payerName: '<img src=x onerror="alert(1)">' },
    after: { status: 'approved', payerName: '<img src=x onerror="alert(1)">', credited: 50000 },
    ip: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  },
  {
    id: 902,
    at: '2026-11-26T09:40:00.000Z',
    actor: 'sam',
    action: 'member.view',
    merchant: 'aurora',
    target: 'member:41',
    before: null,
    after: null,
    ip: '198.51.100.4',
    userAgent: 'Mozilla/5.0 (Macintosh)',
  },
  {
    id: 901,
    at: '2026-11-26T09:00:00.000Z',
    actor: 'alice',
    action: 'signIn',
    merchant: null,
    target: 'session:77',
    before: null,
    after: null,
    ip: '192.0.2.10',
    userAgent: 'Mozilla/5.0',
  },
];

/** A read-only operator of one merchant. */
export const READ_ONLY_SESSION: OperatorSession = {
  token: 'sample-readonly-token-0123456789a',
  idleMinutes: 15,
  operator: { id: 3, username: 'rita', role: 'read-only', merchant: 'aurora' },
};

/** Adjustments of player1 waiting for approval: one asked for by alice (SAMPLE_SESSION), one by bob. */
export const SAMPLE_ADJUSTMENTS: BalanceAdjustment[] = [
  {
    id: 7,
    merchant: 'aurora',
    currency: 'USD',
    memberId: 41,
    username: 'player1',
    amount: 250_000,
    reason: 'Jackpot paid by hand',
    status: 'pending',
    requestedBy: 'bob',
    createdAt: '2026-11-26T08:00:00.000Z',
    decidedBy: '',
    decidedAt: null,
    decisionReason: '',
  },
  {
    id: 8,
    merchant: 'aurora',
    currency: 'USD',
    memberId: 41,
    username: 'player1',
    amount: -120_000,
    reason: 'Double credit of D20261125B7',
    status: 'pending',
    requestedBy: 'alice',
    createdAt: '2026-11-26T08:05:00.000Z',
    decidedBy: '',
    decidedAt: null,
    decisionReason: '',
  },
];

/** A support operator of one merchant. */
export const SUPPORT_SESSION: OperatorSession = {
  token: 'sample-support-token-0123456789abc',
  idleMinutes: 15,
  operator: { id: 4, username: 'sam', role: 'support', merchant: 'aurora' },
};

/** A finance operator of one merchant. */
export const FINANCE_SESSION: OperatorSession = {
  token: 'sample-finance-token-0123456789ab',
  idleMinutes: 15,
  operator: { id: 2, username: 'fiona', role: 'finance', merchant: 'aurora' },
};

/**
 * A back office screen with its own store: a fake platform the story or test scripts, and
 * the operator signed in (or not, with `session: null`).
 */
export function BackOfficeFixture({
  api,
  session = SAMPLE_SESSION,
  children,
}: {
  api?: (api: FakeApiClient) => void;
  session?: OperatorSession | null;
  children: ReactNode;
}) {
  const [store] = useState(() => {
    const s = createStore();
    const client = createFakeApiClient();
    api?.(client);
    s.set(opsApiAtom, client);
    s.set(operatorSessionAtom, session);
    return s;
  });
  return <JotaiProvider store={store}>{children}</JotaiProvider>;
}
