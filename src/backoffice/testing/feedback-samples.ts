import type { FeedbackCase } from '../atoms/feedback-atoms';

/** Two members' feedback: one new with markup in its text, one answered. */
export const SAMPLE_FEEDBACK: FeedbackCase[] = [
  {
    id: 71,
    ticket: 'FB-261126-71',
    merchant: 'aurora',
    status: 'new',
    questionType: 'deposit',
    username: 'player1',
    memberId: 41,
    contact: '',
    content:
      'My deposit of 500 is missing <img src=x onerror="document.body.dataset.hacked=1">\nPlease check.',
    imageCount: 2,
    createdAt: '2026-11-26T09:30:00.000Z',
    replies: [],
  },
  {
    id: 64,
    ticket: 'FB-261125-64',
    merchant: 'aurora',
    status: 'answered',
    questionType: 'suggestion',
    username: null,
    memberId: null,
    contact: 'visitor@mail.test',
    content: 'More fishing games, please.',
    imageCount: 0,
    createdAt: '2026-11-25T18:02:00.000Z',
    replies: [{ body: 'Three new ones arrive on Friday.', at: '2026-11-25T19:00:00.000Z', by: 'sam' }],
  },
];

/** A support operator of one merchant. */
export const SUPPORT_SESSION = {
  token: 'sample-support-token-0123456789ab',
  idleMinutes: 15,
  operator: { id: 4, username: 'sam', role: 'support' as const, merchant: 'aurora' },
};
