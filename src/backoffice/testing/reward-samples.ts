import type { OperatorSession, QueuedWithdrawal } from '../atoms/back-office-atoms';
import type { QueuedRedemption, RewardEntry, RewardPage } from '../atoms/reward-atoms';

/** A content operator of one merchant: decides promotions and the point mall. */
export const CONTENT_SESSION: OperatorSession = {
  token: 'sample-content-token-0123456789ab',
  idleMinutes: 15,
  operator: { id: 5, username: 'cora', role: 'content', merchant: 'aurora' },
};

/** Entries waiting for a decision: an application and a draw sign-up. */
export const SAMPLE_ENTRIES: RewardEntry[] = [
  {
    id: 301,
    merchant: 'aurora',
    currency: 'USD',
    activity: 'vip-upgrade',
    activityTitle: 'VIP upgrade bonus',
    mode: 'apply',
    memberId: 41,
    username: 'player1',
    status: 'applying',
    amount: 88_00,
    createdAt: '2026-11-26T08:20:00.000Z',
  },
  {
    id: 302,
    merchant: 'aurora',
    currency: 'USD',
    activity: 'lucky-draw',
    activityTitle: 'Weekend lucky draw',
    mode: 'signup',
    memberId: 57,
    username: 'lucky88',
    status: 'signed',
    amount: 20_00,
    createdAt: '2026-11-26T09:05:00.000Z',
  },
];

export const SAMPLE_ENTRY_PAGE: RewardPage = {
  items: SAMPLE_ENTRIES,
  total: SAMPLE_ENTRIES.length,
  activities: ['lucky-draw', 'vip-upgrade'],
};

/** Redemptions in process: goods to ship and a mobile top-up. */
export const SAMPLE_REDEMPTIONS: QueuedRedemption[] = [
  {
    id: 12,
    reference: 'PR000012',
    merchant: 'aurora',
    currency: 'USD',
    memberId: 41,
    username: 'player1',
    item: 'Travel mug',
    type: 'physical',
    quantity: 2,
    points: 800,
    amount: 0,
    status: 'process',
    address: '1 Main Street, Springfield',
    createdAt: '2026-11-26T07:30:00.000Z',
  },
  {
    id: 13,
    reference: 'PR000013',
    merchant: 'aurora',
    currency: 'USD',
    memberId: 57,
    username: 'lucky88',
    item: 'Mobile top-up 10',
    type: 'topup',
    quantity: 1,
    points: 1_000,
    amount: 0,
    status: 'process',
    mobile: '+63 9170000000',
    createdAt: '2026-11-26T08:45:00.000Z',
  },
];

/** A withdrawal with one payment received and one the member reported as not received. */
export const DISPUTED_WITHDRAWAL: QueuedWithdrawal = {
  reference: 'WDD4S9P7T2QX',
  merchant: 'aurora',
  currency: 'USD',
  memberId: 63,
  username: 'goldfish',
  amount: 200_00,
  status: 'paying',
  createdAt: '2026-11-26T06:10:00.000Z',
  destination: { kind: 'bank', provider: 'Metro', holderName: 'Cy Tan', maskedNumber: '•••• 7781' },
  received: 80_00,
  inTransit: 120_00,
  unsent: 0,
  payments: [
    { id: 21, amount: 80_00, status: 'received', sentAt: '2026-11-26T06:30:00.000Z' },
    { id: 22, amount: 120_00, status: 'disputed', sentAt: '2026-11-26T07:00:00.000Z' },
  ],
  flags: [],
  sharedWith: 0,
  averageAmount: null,
};
