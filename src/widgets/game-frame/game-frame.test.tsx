import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBalance, launchGame } from '../../api/endpoints';
import { createFakeApiClient } from '../../api/fake-client';
import { CallError } from '../../api/call-error';
import { balanceAtom } from '../../atoms/member';
import { openPopupsAtom } from '../../atoms/popup';
import { withDemoGames } from '../../../tests/support/game-fixtures';
import { renderWidget } from '../../../tests/support/render-widget';
import GameFrame from './game-frame';
import { frameQuery, frameSrc } from './frame-query';

describe('game-frame widget', () => {
  it('reads the game from the address and refuses nonsense', () => {
    expect(frameQuery(new URLSearchParams('gameType=RNG&vassalage=TSR&nodeId=12'))).toEqual({
      gameType: 'RNG',
      vassalage: 'TSR',
      nodeId: 12,
    });
    expect(frameQuery(new URLSearchParams('gameType=LIVE&vassalage=EVL&gameId=EVL-LOBBY'))).toEqual({
      gameType: 'LIVE',
      vassalage: 'EVL',
      gameId: 'EVL-LOBBY',
    });
    expect(frameQuery(new URLSearchParams('gameType=COCKFIGHT&vendor=CKF&gameCode=CKF-ARENA'))).toEqual({
      gameType: 'COCKFIGHT',
      vassalage: 'CKF',
      gameId: 'CKF-ARENA',
    });
    // A PvP room's level travels with the launch; anything else is no room.
    expect(frameQuery(new URLSearchParams('gameType=PVP&vassalage=CHS&nodeId=7&room=vip'))).toEqual({
      gameType: 'PVP',
      vassalage: 'CHS',
      nodeId: 7,
      room: 'vip',
    });
    expect(frameQuery(new URLSearchParams('gameType=PVP&vassalage=CHS&nodeId=7&room=king'))).toEqual({
      gameType: 'PVP',
      vassalage: 'CHS',
      nodeId: 7,
    });
    expect(frameQuery(new URLSearchParams('gameType=NOPE&vassalage=TSR'))).toBeNull();
    expect(frameQuery(new URLSearchParams('gameType=RNG&vassalage=<x>'))).toBeNull();
    expect(frameSrc('/house/slot/?ticket=abc', 'lumen')).toBe('/house/slot/?ticket=abc&wl=lumen');
  });

  it('R7.35 starts the game and frames it; a balance message from the frame refreshes the balance', async () => {
    const api = withDemoGames(createFakeApiClient()).on(getBalance, () => ({ sumBalance: 100 }) as never);
    const { store } = await renderWidget(<GameFrame backRoute="/" />, {
      api,
      session: {},
      route: '/game?gameType=RNG&vassalage=TSR&nodeId=1',
    });
    const frame = await waitFor(() => {
      const f = document.querySelector('iframe');
      if (!f) throw new Error('no frame yet');
      return f;
    });
    expect(frame.getAttribute('src')).toMatch(/^\/house\/slot\/\?ticket=/);
    expect(api.calls.find((c) => c.id === 'games.launch')?.input).toMatchObject({
      gameType: 'RNG',
      vassalage: 'TSR',
      nodeId: 1,
    });
    await store.get(balanceAtom);
    const before = api.calls.filter((c) => c.id === getBalance.id).length;
    await act(async () => {
      fireEvent(
        window,
        new MessageEvent('message', {
          data: { type: 'tessera:balance' },
          origin: window.location.origin,
          source: (frame as HTMLIFrameElement).contentWindow,
        }),
      );
    });
    await store.get(balanceAtom);
    expect(api.calls.filter((c) => c.id === getBalance.id)).toHaveLength(before + 1);
  });

  it("explains a house game's refused spin in the member's language from the portal's catalogs", async () => {
    const api = withDemoGames(createFakeApiClient()).on(getBalance, () => ({ sumBalance: 100 }) as never);
    await renderWidget(<GameFrame backRoute="/" />, {
      api,
      session: {},
      route: '/game?gameType=RNG&vassalage=TSR&nodeId=1',
    });
    const frame = await waitFor(() => {
      const f = document.querySelector('iframe');
      if (!f) throw new Error('no frame yet');
      return f;
    });
    const child = frame.contentWindow as Window;
    const answers: unknown[] = [];
    child.addEventListener('message', (e) => answers.push(e.data));
    const refusal = {
      kind: 'loss',
      period: 'day',
      limit: 500,
      used: 480,
      resetsAt: '2026-11-27T08:00:00.000Z',
    };
    await act(async () => {
      fireEvent(
        window,
        new MessageEvent('message', {
          data: {
            type: 'tessera:explain',
            id: 'x1',
            code: 'PLAYER_LIMIT',
            message: 'English',
            value: refusal,
          },
          origin: window.location.origin,
          source: child,
        }),
      );
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toMatchObject({ type: 'tessera:explained', id: 'x1' });
    expect((answers[0] as { text: string }).text).toMatch(
      /^This would pass your limit \(Loss limit, 24 hours: 5\.00\)/,
    );
  });

  it('R4.18 a visitor is asked to log in', async () => {
    const { store } = await renderWidget(<GameFrame backRoute="/" />, {
      session: null,
      route: '/game?gameType=RNG&vassalage=TSR&nodeId=1',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(openPopupsAtom).map((p) => p.name)).toEqual(['login']);
  });

  it('says so when the vendor is disabled on this site', async () => {
    const api = createFakeApiClient().on(launchGame, () => {
      throw new CallError('DISABLED', 'This vendor is not available on this site', 403);
    });
    await renderWidget(<GameFrame backRoute="/" />, {
      api,
      session: {},
      route: '/game?gameType=RNG&vassalage=SPX&nodeId=9',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is not available on this site.');
  });
});
