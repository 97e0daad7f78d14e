import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../api/fake-client';
import { withDemoGames } from '../../tests/support/game-fixtures';
import { loadWhitelabelSite } from '../../tests/support/load-site';
import { memberSession } from '../../tests/support/render-widget';
import { apiClientAtom } from './api';
import { launchAddressAtom, launchGameAtom, launchRoute, startGameAtom } from './game-launch';
import { rngVendorAtom } from './games';
import { openPopupsAtom } from './popup';
import { sessionAtom } from './session';
import { siteAtom } from './site';

function store(session = true) {
  const s = createStore();
  s.set(siteAtom, loadWhitelabelSite('aurora'));
  s.set(apiClientAtom, withDemoGames(createFakeApiClient()));
  s.set(sessionAtom, session ? memberSession() : null);
  return s;
}

describe('game launch rules', () => {
  it('R4.19 R2.34 LOTT/ELOTT of a lottery vendor go to /lottery with gameCode, vendor and playType', () => {
    expect(
      launchRoute({ gameType: 'LOTT', vassalage: 'TCG_LOTTO_VN', gameId: 'VN1', defaultPlayType: 'de' }),
    ).toBe('/lottery?vendor=TCG_LOTTO_VN&gameCode=VN1&playType=de');
    expect(launchRoute({ gameType: 'ELOTT', vassalage: 'ELOTT', gameId: 'EL2', playType: 'lo' })).toBe(
      '/lottery?vendor=ELOTT&gameCode=EL2&playType=lo',
    );
  });

  it('R3.23 the four lottery vendors TCG_LOTTO_VN, TCG_SEA, ELOTT and LOTT open /lottery; no other vendor does', () => {
    for (const vassalage of ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT'])
      for (const gameType of ['LOTT', 'ELOTT'] as const)
        expect(launchRoute({ gameType, vassalage, gameId: 'G1' }), `${gameType} ${vassalage}`).toBe(
          `/lottery?vendor=${vassalage}&gameCode=G1`,
        );
    for (const vassalage of ['TCG_LOTTO', 'SEA', 'TSR'])
      expect(launchRoute({ gameType: 'LOTT', vassalage, gameId: 'G1' }), vassalage).toBe(
        `/game?gameType=LOTT&vassalage=${vassalage}&gameId=G1`,
      );
  });

  it('R4.20 a VASSALAGE vendor opens its popup list; other vendors and games start in /game', () => {
    expect(launchRoute({ gameType: 'FISH', vassalage: 'FSH', isGame: 'VASSALAGE' })).toBe('popup');
    expect(launchRoute({ gameType: 'LIVE', vassalage: 'EVL', isGame: 'GAME', gameId: 'EVL-LOBBY' })).toBe(
      '/game?gameType=LIVE&vassalage=EVL&gameId=EVL-LOBBY',
    );
    expect(launchRoute({ gameType: 'FISH', vassalage: 'FSH', nodeId: 12 })).toBe(
      '/game?gameType=FISH&vassalage=FSH&nodeId=12',
    );
  });

  it('R2.33 cockfight launches its game directly, with no lobby page', () => {
    expect(
      launchRoute({ gameType: 'COCKFIGHT', vassalage: 'CKF', isGame: 'GAME', gameId: 'CKF-ARENA' }),
    ).toBe('/game?gameType=COCKFIGHT&vassalage=CKF&gameId=CKF-ARENA');
  });

  it('R4.21 an RNG vendor is stored and the player goes to /rng', () => {
    const s = store();
    expect(s.set(launchGameAtom, { gameType: 'RNG', vassalage: 'SPX', isGame: 'VASSALAGE' })).toBe(
      '/rng?page=SPX',
    );
    expect(s.get(rngVendorAtom)).toBe('SPX');
  });

  it('R4.18 launching needs login: visitors get the login popup and go nowhere', () => {
    const s = store(false);
    expect(s.set(launchGameAtom, { gameType: 'RNG', vassalage: 'TSR', nodeId: 1 })).toBeNull();
    expect(s.get(openPopupsAtom).map((p) => p.name)).toEqual(['login']);
  });

  it('opens the gamePopup with the vendor for VASSALAGE vendors', () => {
    const s = store();
    expect(s.set(launchGameAtom, { gameType: 'PVP', vassalage: 'CHS', isGame: 'VASSALAGE' })).toBeNull();
    expect(s.get(openPopupsAtom)).toEqual([
      { name: 'gamePopup', params: { vassalage: 'CHS', gameType: 'PVP' } },
    ]);
  });

  it('R7.35 starting a game keeps its address as the launch address', async () => {
    const s = store();
    const r = await s.set(startGameAtom, { gameType: 'RNG', vassalage: 'TSR', nodeId: 1 });
    expect(r.url).toMatch(/^\/house\/slot\//);
    expect(s.get(launchAddressAtom)).toEqual(r);
  });

  it('a PvP room’s level goes into the /game address and from there into the launch call', async () => {
    expect(launchRoute({ gameType: 'PVP', vassalage: 'CHS', nodeId: 7, room: 'high' })).toBe(
      '/game?gameType=PVP&vassalage=CHS&nodeId=7&room=high',
    );
    const s = createStore();
    const api = withDemoGames(createFakeApiClient());
    s.set(siteAtom, loadWhitelabelSite('aurora'));
    s.set(apiClientAtom, api);
    s.set(sessionAtom, memberSession());
    await s.set(startGameAtom, { gameType: 'PVP', vassalage: 'CHS', nodeId: 7, room: 'high' });
    expect(api.calls.find((c) => c.id === 'games.launch')?.input).toMatchObject({ nodeId: 7, room: 'high' });
  });
});
