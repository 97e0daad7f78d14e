import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/activate-language';
import { opsChatHide, opsChatMessages, opsChatMute } from '../api/endpoints';
import { READ_ONLY_SESSION, SUPPORT_SESSION } from '../testing/back-office-fixture';
import { SAMPLE_CHAT } from '../testing/content-samples';
import { renderBackOffice } from '../testing/render-back-office';

const page = { items: SAMPLE_CHAT, total: SAMPLE_CHAT.length };
const first = SAMPLE_CHAT[0] as (typeof SAMPLE_CHAT)[number];

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the chat room in the back office', () => {
  it('lists the latest messages with who wrote them, members’ words as text, hidden ones marked', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice((api) => api.on(opsChatMessages, () => page), SUPPORT_SESSION);
    await user.click(screen.getByRole('button', { name: 'Chat room' }));
    const item = await screen.findByRole('listitem', { name: 'Message #903' });
    expect(item.textContent).toContain('Free coins at <img src=x onerror=');
    expect(item.querySelector('img')).toBeNull();
    expect(document.body.dataset.hacked).toBeUndefined();
    expect(within(item).getByText('player1')).toBeTruthy();
    const hidden = screen.getByRole('listitem', { name: 'Message #902' });
    expect(within(hidden).getByText('Hidden')).toBeTruthy();
    expect(within(hidden).getByText(/^Muted until/)).toBeTruthy();
    expect(within(hidden).queryByRole('button', { name: /^Hide/ })).toBeNull();
    expect(calls().calls.at(-1)).toEqual({ id: 'backOffice.chatMessages', input: { page: 1, pageSize: 30 } });
  });

  it('hides a message and says open rooms drop it', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice(
      (api) =>
        api.on(opsChatMessages, () => page).on(opsChatHide, () => ({ message: { ...first, hidden: true } })),
      SUPPORT_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Chat room' }));
    await user.click(await screen.findByRole('button', { name: 'Hide message #903' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.chatHide')?.input).toEqual({ id: 903 });
    expect(await screen.findByText('Message #903 is hidden: open rooms drop it.')).toBeTruthy();
    expect(calls().calls.at(-1)?.id).toBe('backOffice.chatMessages');
  });

  it('mutes the writer for some minutes, refusing what is not a whole number of minutes', async () => {
    const user = userEvent.setup();
    const calls = renderBackOffice(
      (api) =>
        api
          .on(opsChatMessages, () => page)
          .on(opsChatMute, () => ({
            memberId: 41,
            username: 'player1',
            mutedUntil: '2026-11-26T11:00:00.000Z',
          })),
      SUPPORT_SESSION,
    );
    await user.click(screen.getByRole('button', { name: 'Chat room' }));
    await user.click(await screen.findByRole('button', { name: 'Mute player1 (message #903)' }));
    const dialog = await screen.findByRole('form', { name: 'Mute player1' });
    const minutes = within(dialog).getByLabelText(/^Minutes/);
    await user.clear(minutes);
    await user.type(minutes, '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(within(dialog).getByText('Minutes: a whole number from 0 to 43200')).toBeTruthy();
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(calls().calls.find((c) => c.id === 'backOffice.chatMute')?.input).toEqual({
      memberId: 41,
      minutes: 90,
    });
    expect(await screen.findByText('player1 is muted for 90 minutes.')).toBeTruthy();
  });

  it('lets a read-only operator read but not moderate', async () => {
    const user = userEvent.setup();
    renderBackOffice((api) => api.on(opsChatMessages, () => page), READ_ONLY_SESSION);
    await user.click(screen.getByRole('button', { name: 'Chat room' }));
    expect(await screen.findByRole('listitem', { name: 'Message #901' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Hide|^Mute/ })).toBeNull();
  });

  it('says so when nobody has written yet', async () => {
    const user = userEvent.setup();
    renderBackOffice((api) => api.on(opsChatMessages, () => ({ items: [], total: 0 })), SUPPORT_SESSION);
    await user.click(screen.getByRole('button', { name: 'Chat room' }));
    expect(await screen.findByText('Nobody has written in the chat room.')).toBeTruthy();
  });
});
