import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CHAT_CLOSE } from '@schemas/api/chat-rules';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { sampleChat, withChatRoom } from '../../../tests/support/fake-chat';
import { renderWidget } from '../../../tests/support/render-widget';
import { createFakeApiClient } from '../../api/fake-client';
import { popupOpenAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import ChatRoom from './chat-room';

const log = () => screen.findByRole('log', { name: 'Messages' });

describe('chat-room widget', () => {
  it('R1.15 R3.32 a visitor reads the room under the merchant’s chat header colour and is asked to log in', async () => {
    const api = createFakeApiClient();
    withChatRoom(api);
    const { store } = await renderWidget(<ChatRoom header />, { api, site: loadWhitelabelSite('lumen') });
    const list = await log();
    expect(within(list).getByText('Anyone on the dragon tiger table tonight?')).toBeInTheDocument();
    expect(within(list).getByText('VIP 6')).toBeInTheDocument();
    expect(within(list).queryByText('VIP 0')).not.toBeInTheDocument();
    const header = screen.getByText('Lumen Bet').closest('header') as HTMLElement;
    expect(header.style.background).toBe('rgb(11, 107, 203)');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Live');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(popupOpenAtom('login'))).toBe(true);
  });

  it('R1.15 shows what members type as text: markup arriving live is never turned into elements', async () => {
    const api = createFakeApiClient();
    const chat = withChatRoom(api);
    await renderWidget(<ChatRoom header />, { api });
    const list = await log();
    act(() =>
      chat.peer.push({
        type: 'message',
        message: {
          id: 200,
          nickname: '<b>bold</b>',
          rankLevel: 0,
          body: '<img src=x onerror="alert(1)">',
          timestamp: Date.now(),
          mine: false,
        },
      }),
    );
    expect(await within(list).findByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(within(list).getByText('<b>bold</b>')).toBeInTheDocument();
    expect(list.querySelector('img, b')).toBeNull();
  });

  it('a member sends with Enter: the message waits as sending, then is the room’s, marked as theirs', async () => {
    const api = createFakeApiClient();
    const chat = withChatRoom(api, sampleChat(), { echo: false });
    await renderWidget(<ChatRoom header />, { api, session: {} });
    await log();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Good luck all{Enter}');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    const sent = chat.peer.received.at(-1) as { type: string; body: string; clientId: string };
    expect(sent).toMatchObject({ type: 'send', body: 'Good luck all' });
    act(() => {
      chat.peer.push({ type: 'sent', clientId: sent.clientId, id: 300 });
      chat.peer.push({
        type: 'message',
        message: {
          id: 300,
          nickname: 'Lucky Star',
          rankLevel: 0,
          body: 'Good luck all',
          timestamp: Date.now(),
          mine: true,
        },
      });
    });
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    const line = screen.getByText('Good luck all').closest('li') as HTMLElement;
    expect(within(line).getByText('You')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('the room’s copy of a member’s message arriving before the acknowledgement shows it once', async () => {
    const api = createFakeApiClient();
    const chat = withChatRoom(api, sampleChat(), { echo: false });
    await renderWidget(<ChatRoom header />, { api, session: {} });
    const list = await log();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'First in{Enter}');
    expect(await screen.findByText('Sending…')).toBeInTheDocument();
    const sent = chat.peer.received.at(-1) as { clientId: string };
    const message = {
      id: 301,
      nickname: 'Lucky Star',
      rankLevel: 0,
      body: 'First in',
      timestamp: Date.now(),
      mine: true,
      clientId: sent.clientId,
    };
    act(() => chat.peer.push({ type: 'message', message }));
    await waitFor(() => expect(screen.queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(list).getAllByText('First in')).toHaveLength(1);
    act(() => chat.peer.push({ type: 'sent', clientId: sent.clientId, id: 301 }));
    expect(within(list).getAllByText('First in')).toHaveLength(1);
  });

  it('too fast: the refused message says why and can go again; the composer waits', async () => {
    const api = createFakeApiClient();
    const chat = withChatRoom(api, sampleChat(), { echo: false });
    await renderWidget(<ChatRoom header />, { api, session: {} });
    await log();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'spam{Enter}');
    const sent = chat.peer.received.at(-1) as { clientId: string };
    act(() =>
      chat.peer.push({
        type: 'refused',
        clientId: sent.clientId,
        code: 'RATE_LIMITED',
        message: 'too fast',
        retryAfterMs: 5000,
      }),
    );
    expect(await screen.findByText(/Not sent: you are sending messages too fast/)).toBeInTheDocument();
    expect(screen.getByText(/You are sending messages too fast. Wait \d s./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByText('spam')).not.toBeInTheDocument();
  });

  it('R1.15 moderation shows at once: a removed message goes, a muted member’s composer locks', async () => {
    const api = createFakeApiClient();
    const chat = withChatRoom(api);
    await renderWidget(<ChatRoom header />, { api, session: {} });
    const list = await log();
    act(() => chat.peer.push({ type: 'removed', ids: [102] }));
    await waitFor(() => expect(within(list).queryByText(/Aztec Burst/)).not.toBeInTheDocument());
    act(() => chat.peer.push({ type: 'muted', until: Date.now() + 30 * 60_000 }));
    expect(await screen.findByText(/A moderator has muted you. You can post again at/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });

  it('after a lost connection it says so, keeps the messages, and rejoins asking only for what it missed', async () => {
    const api = createFakeApiClient();
    const chat = withChatRoom(api);
    await renderWidget(<ChatRoom header />, { api, session: {} });
    await log();
    act(() => chat.peer.close(1006));
    expect(await screen.findByText(/Connection lost. Reconnecting in \d+ s./)).toBeInTheDocument();
    expect(screen.getByText('Congrats! Which bet size?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try now' }));
    await waitFor(() => expect(chat.peers).toHaveLength(2));
    await waitFor(() => expect(chat.peer.received[0]).toMatchObject({ type: 'join', after: 103 }));
    await waitFor(() => expect(screen.queryByText(/Connection lost/)).not.toBeInTheDocument());
  });

  it('a room that cannot be reached at first shows an error with a retry; a closed room says so', async () => {
    const api = createFakeApiClient();
    await renderWidget(<ChatRoom header />, { api });
    expect(await screen.findByText(/The chat room could not be reached/)).toBeInTheDocument();
    const chat = withChatRoom(api, []);
    await userEvent.click(screen.getByRole('button', { name: 'Try now' }));
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    act(() => chat.peer.close(CHAT_CLOSE.closed));
    expect(await screen.findByText('The chat room is closed right now')).toBeInTheDocument();
  });

  it('a session the platform says has ended is cleared, and the room is read as a visitor', async () => {
    const api = createFakeApiClient();
    const chat = withChatRoom(api);
    const { store } = await renderWidget(<ChatRoom header />, { api, session: {} });
    await log();
    act(() => chat.peer.close(CHAT_CLOSE.sessionEnded));
    await waitFor(() => expect(store.get(sessionAtom)).toBeNull());
    await waitFor(() => expect(chat.peers).toHaveLength(2));
    await waitFor(() => expect(chat.peer.received[0]).toEqual({ type: 'join' }));
    expect(await screen.findByText('Log in to join the conversation.')).toBeInTheDocument();
  });
});
