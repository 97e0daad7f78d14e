import type { OperatorSession } from '../atoms/back-office-atoms';
import type { ChatLine, NoticeView } from '../atoms/content-atoms';

/** A content operator of one merchant. */
export const CONTENT_SESSION: OperatorSession = {
  token: 'sample-content-token-0123456789ab',
  idleMinutes: 15,
  operator: { id: 5, username: 'cora', role: 'content', merchant: 'aurora' },
};

/** Three notices of aurora: a shown bulletin with markup in its title, a scheduled popup, a hidden promotion. */
export const SAMPLE_NOTICES: NoticeView[] = [
  {
    id: 31,
    merchant: 'aurora',
    type: 'B',
    state: 'shown',
    title: { EN: 'Maintenance <img src=x onerror="document.body.dataset.hacked=1">', CN: '今晚维护' },
    content: { EN: '<p>From <b>02:00</b> to 03:00</p>', CN: '<p>凌晨两点</p>' },
    category: null,
    startsAt: '2026-11-26T09:00:00.000Z',
    endsAt: null,
  },
  {
    id: 30,
    merchant: 'aurora',
    type: 'PU',
    state: 'scheduled',
    title: { EN: 'Weekend bonus' },
    content: { EN: '<p>Double points on Saturday</p>' },
    category: null,
    startsAt: '2026-11-28T00:00:00.000Z',
    endsAt: '2026-11-30T00:00:00.000Z',
  },
  {
    id: 29,
    merchant: 'aurora',
    type: 'PR',
    state: 'hidden',
    title: { EN: 'Old promotion' },
    content: { EN: '<p>Gone</p>' },
    category: 'slots',
    startsAt: '2026-11-01T00:00:00.000Z',
    endsAt: null,
  },
];

/** The room's latest messages: one with markup in it, one hidden, one of a muted member. */
export const SAMPLE_CHAT: ChatLine[] = [
  {
    id: 903,
    merchant: 'aurora',
    memberId: 41,
    username: 'player1',
    nickname: 'Lucky One',
    body: 'Free coins at <img src=x onerror="document.body.dataset.hacked=1"> click now',
    createdAt: '2026-11-26T09:31:00.000Z',
    hidden: false,
    mutedUntil: null,
  },
  {
    id: 902,
    merchant: 'aurora',
    memberId: 44,
    username: 'player4',
    nickname: 'player4',
    body: 'Spam spam spam',
    createdAt: '2026-11-26T09:30:00.000Z',
    hidden: true,
    mutedUntil: '2026-11-26T10:30:00.000Z',
  },
  {
    id: 901,
    merchant: 'aurora',
    memberId: 45,
    username: 'player5',
    nickname: 'Five',
    body: 'Good luck everyone',
    createdAt: '2026-11-26T09:29:00.000Z',
    hidden: false,
    mutedUntil: null,
  },
];
