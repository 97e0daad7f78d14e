import type { ResponseOf } from '@schemas/api/endpoint';
import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import {
  getMessage,
  getUnreadCount,
  listMessages,
  markAllMessagesRead,
  markMessagesRead,
} from '../../src/api/endpoints';

type Detail = ResponseOf<typeof getMessage>;

const at = (hoursAgo: number) => new Date(Date.UTC(2026, 10, 20, 12) - hoursAgo * 3_600_000).toISOString();

/** An inbox like the demo player's: an HTML notice, cashier news, an offer; three unread. */
export function fakeInbox(): Detail[] {
  return [
    {
      id: 'm14',
      category: 'deposit',
      title: 'Deposit approved',
      createdAt: at(1),
      read: false,
      format: 'text',
      body: 'Your deposit of 120.00 USD (reference DP000014) was approved and added to your main wallet.',
    },
    {
      id: 'a3',
      category: 'announcement',
      title: 'Beware of impostors',
      createdAt: at(3),
      read: false,
      format: 'html',
      // As the platform serves it: sanitised (server/services/content/safe-html.ts).
      body: '<p>We never ask for your <b>password</b>.</p><img src="x">',
    },
    {
      id: 'm12',
      category: 'promotion',
      title: 'Your weekend reload bonus',
      createdAt: at(5),
      read: false,
      format: 'text',
      body: 'Deposit this weekend and receive a 10% bonus.\nSee Promotions for the details.',
    },
    {
      id: 'm9',
      category: 'withdrawal',
      title: 'Withdrawal payment sent',
      createdAt: at(30),
      read: true,
      format: 'text',
      body: 'A payment of 300.00 USD towards your withdrawal WD000009 has been sent.',
    },
    {
      id: 'm4',
      category: 'notice',
      title: 'VIP level 3 reached',
      createdAt: at(72),
      read: true,
      format: 'text',
      body: 'Congratulations: your play took you to VIP level 3.',
    },
  ];
}

/** The messages calls answered from an in-memory inbox (a fresh fakeInbox() unless given). */
export function withMessagesApi(api: FakeApiClient, inbox: Detail[] = fakeInbox()): FakeApiClient {
  const unread = () => inbox.filter((m) => !m.read).length;
  const find = (id: string) => {
    const m = inbox.find((x) => x.id === id);
    if (!m) throw new CallError('NOT_FOUND', 'Message not found', 404);
    return m;
  };
  return api
    .on(listMessages, ({ page = 1, pageSize = 10 }) => ({
      items: inbox
        .slice((page - 1) * pageSize, page * pageSize)
        .map(({ body, format: _format, ...head }) => ({
          ...head,
          preview: body.replace(/<[^>]*>/g, '').slice(0, 140),
        })),
      total: inbox.length,
      unread: unread(),
    }))
    .on(getMessage, ({ id }) => ({ ...find(id) }))
    .on(markMessagesRead, ({ ids }) => {
      ids.map(find).forEach((m) => (m.read = true));
      return { unread: unread() };
    })
    .on(markAllMessagesRead, () => {
      const marked = unread();
      inbox.forEach((m) => (m.read = true));
      return { marked, unread: 0 };
    })
    .on(getUnreadCount, () => ({ count: unread() }));
}
