import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAtomValue } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { getMessage, listMessages, markAllMessagesRead, markMessagesRead } from '../../api/endpoints';
import { unreadMessagesCountAtom } from '../../atoms/member';
import { badgeCountsAtom } from '../../atoms/member-centre';
import { fakeInbox, withMessagesApi } from '../../../tests/support/fake-messages';
import { renderWidget } from '../../../tests/support/render-widget';
import MessageInbox from './message-inbox';

/** What the panel and the member-centre menu show, beside the inbox. */
function Badges() {
  const unread = useAtomValue(unreadMessagesCountAtom);
  const badges = useAtomValue(badgeCountsAtom);
  return <output aria-label="badges">{`${unread}/${badges.messages}`}</output>;
}

async function setup(api = withMessagesApi(createFakeApiClient()), pageSize = 10) {
  const r = await renderWidget(
    <>
      <Badges />
      <MessageInbox pageSize={pageSize} />
    </>,
    { api, session: {} },
  );
  await screen.findByRole('list', { name: 'Messages' });
  return r;
}
const badges = () => screen.getByRole('status', { name: 'badges' });
const item = (title: RegExp | string) => screen.getByRole('button', { name: new RegExp(title) });

describe('message-inbox widget', () => {
  it('R2.74 R2.76 R2.36 lists messages with unread markers; reading one lowers the badge counts', async () => {
    const { api } = await setup();
    expect(await screen.findByText('3 unread messages')).toBeInTheDocument();
    expect(badges()).toHaveTextContent('3/3');
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    expect(item('Deposit approved')).toHaveAccessibleName(expect.stringContaining('Unread:'));
    expect(item('VIP level 3 reached')).not.toHaveAccessibleName(expect.stringContaining('Unread:'));

    await userEvent.click(item('Deposit approved'));
    const heading = await screen.findByRole('heading', { name: 'Deposit approved' });
    expect(heading).toHaveFocus();
    expect(
      within(heading.closest('article') as HTMLElement).getByText(
        /was approved and added to your main wallet/,
      ),
    ).toBeVisible();
    expect(api.calls.filter((c) => c.id === markMessagesRead.id).map((c) => c.input)).toEqual([
      { ids: ['m14'] },
    ]);
    expect(await screen.findByText('2 unread messages')).toBeInTheDocument();
    expect(badges()).toHaveTextContent('2/2');
    expect(item('Deposit approved')).not.toHaveAccessibleName(expect.stringContaining('Unread:'));

    // A read message is not marked again.
    await userEvent.click(item('VIP level 3 reached'));
    await screen.findByRole('heading', { name: 'VIP level 3 reached' });
    expect(api.calls.filter((c) => c.id === markMessagesRead.id)).toHaveLength(1);
  });

  it('shows an announcement’s markup as markup and a message’s text as text', async () => {
    await setup();
    await userEvent.click(item('Beware of impostors'));
    const heading = await screen.findByRole('heading', { name: 'Beware of impostors' });
    const reader = heading.closest('article') as HTMLElement;
    expect(within(reader).getByText('password').tagName).toBe('B');
    await userEvent.click(item('weekend reload'));
    const promo = await screen.findByRole('heading', { name: 'Your weekend reload bonus' });
    const text = within(promo.closest('article') as HTMLElement).getByText(/Deposit this weekend/);
    expect(text.textContent).toBe(
      'Deposit this weekend and receive a 10% bonus.\nSee Promotions for the details.',
    );
  });

  it('marks everything read at once', async () => {
    const { api } = await setup();
    await screen.findByText('3 unread messages');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(badges()).toHaveTextContent('0/0');
    expect(api.calls.filter((c) => c.id === markAllMessagesRead.id)).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('loads more a page at a time until the inbox is all shown', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      ...(fakeInbox()[0] as ReturnType<typeof fakeInbox>[number]),
      id: `m${100 - i}`,
      title: `Message ${i + 1}`,
    }));
    const { api } = await setup(withMessagesApi(createFakeApiClient(), many), 5);
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Message 10');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Message 12');
    expect(within(list).getAllByRole('button')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      api.calls.filter((c) => c.id === listMessages.id).map((c) => (c.input as { page: number }).page),
    ).toEqual([1, 2, 3]);
  });

  it('moves through the list with the arrow keys', async () => {
    await setup();
    item('Deposit approved').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('Beware of impostors')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(item('Deposit approved')).toHaveFocus();
  });

  it('says so when there are no messages, and offers a retry when they fail to load', async () => {
    await renderWidget(<MessageInbox pageSize={10} />, {
      api: withMessagesApi(createFakeApiClient(), []),
      session: {},
    });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();

    const api = withMessagesApi(createFakeApiClient());
    const inbox = api.calls;
    api.fail(listMessages, 'NETWORK', 'offline');
    await renderWidget(<MessageInbox pageSize={10} />, { api, session: {} });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your messages could not load');
    withMessagesApi(api);
    await userEvent.click(retry);
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeInTheDocument();
    expect(inbox.filter((c) => c.id === listMessages.id)).toHaveLength(2);
  });

  it('says when a message is gone', async () => {
    const api = withMessagesApi(createFakeApiClient());
    await setup(api);
    api.fail(getMessage, 'NOT_FOUND', 'Message not found');
    await userEvent.click(item('Deposit approved'));
    expect(await screen.findByText('This message is no longer available.')).toBeInTheDocument();
  });
});
