import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCard, GamePage } from '../../../schemas/api/game-shapes';
import { fundMember } from '../../support/fund-member';
import { createTestMember, type TestMember } from '../../support/members';
import { playRound } from '../../support/rounds';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let slots: GameCard[];
let live: GameCard;
beforeAll(async () => {
  server = await startTestServer();
  const m = await createTestMember(server.deps.db);
  const page = async (query: string) =>
    server.json<GamePage>(
      await server.call({ method: 'GET', url: `/wps/relay/GCSGAME_gameList?${query}`, token: m.token }),
    ).value.list;
  slots = await page('gameType=RNG&vassalage=TSR&pageSize=3');
  live = (await page('gameType=LIVE&pageSize=1'))[0] as GameCard;
});
afterAll(() => server.close());

type Ref = { nodeId: number; vendor: string; gameType: string };
const refOf = (g: GameCard): Ref => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType });

async function favourite(method: 'POST' | 'DELETE', who: TestMember | null, ref: Record<string, unknown>) {
  const url = method === 'POST' ? '/wps/relay/MCSFE_addFavoriteGame' : '/wps/relay/MCSFE_removeFavoriteGame';
  const res = await server.call({
    method,
    url:
      method === 'POST'
        ? url
        : `${url}?${new URLSearchParams(Object.entries(ref).map(([k, v]) => [k, String(v)]))}`,
    ...(method === 'POST' ? { payload: ref } : {}),
    ...(who ? { token: who.token } : {}),
  });
  return { status: res.statusCode, body: server.json<{ list: Ref[] }>(res) };
}
async function get<T>(url: string, who: TestMember | null) {
  const res = await server.call({ method: 'GET', url, ...(who ? { token: who.token } : {}) });
  return { status: res.statusCode, body: server.json<T>(res) };
}

describe('favourite games (spec §7 MCSFE_*Favorite*)', () => {
  it('R7.30 R7.32 a member adds and removes favourites by nodeId, vendor and gameType; the id list is theirs, newest first', async () => {
    const m = await createTestMember(server.deps.db);
    const other = await createTestMember(server.deps.db);
    const [a, b] = slots as [GameCard, GameCard];
    expect((await get<{ list: Ref[] }>('/wps/relay/MCSFE_getFavoriteGames', m)).body.value.list).toEqual([]);
    expect((await favourite('POST', m, refOf(a))).body.value.list).toEqual([refOf(a)]);
    const added = await favourite('POST', m, refOf(live));
    expect(added.status).toBe(200);
    expect(added.body.value.list).toEqual([refOf(live), refOf(a)]);
    // Adding twice is harmless.
    expect((await favourite('POST', m, refOf(a))).body.value.list).toHaveLength(2);
    const ids = await get<{ list: Ref[] }>('/wps/relay/MCSFE_getFavoriteGames', m);
    expect(ids.body.value.list).toEqual([refOf(live), refOf(a)]);
    expect((await get<{ list: Ref[] }>('/wps/relay/MCSFE_getFavoriteGames', other)).body.value.list).toEqual(
      [],
    );

    // A game that is not this vendor's or not on this site, or a missing field, is refused and kept nowhere.
    const wrongVendor = await favourite('POST', m, { ...refOf(b), vendor: 'NOPE' });
    expect(wrongVendor.status).toBe(404);
    expect(wrongVendor.body.errors?.[0]?.field).toBe('vendor');
    const unknown = await favourite('POST', m, { ...refOf(b), nodeId: 987_654_321 });
    expect(unknown.body.errors?.[0]?.field).toBe('nodeId');
    const noType = await favourite('POST', m, { nodeId: b.nodeId, vendor: b.vassalage });
    expect(noType.status).toBe(400);
    expect(noType.body.errors?.[0]?.field).toBe('gameType');
    expect((await get<{ list: Ref[] }>('/wps/relay/MCSFE_getFavoriteGames', m)).body.value.list).toHaveLength(
      2,
    );

    // Removing answers the list without it; removing again is harmless.
    expect((await favourite('DELETE', m, refOf(a))).body.value.list).toEqual([refOf(live)]);
    const again = await favourite('DELETE', m, refOf(a));
    expect(again.status).toBe(200);
    expect(again.body.value.list).toEqual([refOf(live)]);
    expect((await get<{ list: Ref[] }>('/wps/relay/MCSFE_getFavoriteGames', m)).body.value.list).toEqual([
      refOf(live),
    ]);

    // Every favourite call needs a session.
    expect((await get('/wps/relay/MCSFE_getFavoriteGames', null)).status).toBe(401);
    expect((await favourite('POST', null, refOf(b))).status).toBe(401);
    expect((await favourite('DELETE', null, refOf(live))).status).toBe(401);
  });

  it('R7.31 the favourites list of gameType RNG is a page of the member’s slot favourites as game cards', async () => {
    const m = await createTestMember(server.deps.db);
    const [a, b, c] = slots as [GameCard, GameCard, GameCard];
    for (const g of [a, live, b, c]) expect((await favourite('POST', m, refOf(g))).status).toBe(200);
    const all = await get<GamePage>('/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG', m);
    expect(all.status).toBe(200);
    expect(all.body.value).toMatchObject({ pageNo: 1, pageSize: 21, total: 3, hasMore: false });
    expect(all.body.value.list.map((g) => g.nodeId)).toEqual([c.nodeId, b.nodeId, a.nodeId]);
    expect(all.body.value.list[0]).toMatchObject({
      nodeId: c.nodeId,
      gameId: c.gameId,
      gameType: 'RNG',
      vassalage: 'TSR',
      name: c.name,
    });
    expect(all.body.value.list[0]?.icon).toMatch(/\.svg$/);
    const page2 = await get<GamePage>(
      '/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG&pageNo=2&pageSize=2&language=EN',
      m,
    );
    expect(page2.body.value).toMatchObject({ pageNo: 2, pageSize: 2, total: 3, hasMore: false });
    expect(page2.body.value.list.map((g) => g.nodeId)).toEqual([a.nodeId]);
    const liveList = await get<GamePage>('/wps/relay/MCSFE_getFavoriteGamesList?gameType=LIVE', m);
    expect(liveList.body.value.list.map((g) => g.nodeId)).toEqual([live.nodeId]);
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList', m)).status).toBe(400);
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList?gameType=RNG', null)).status).toBe(401);
  });
});

describe('recent games (spec §7 GCS_recentGame, /lgw/vn/games/game_menu/recent)', () => {
  it('R7.33 the recent list pages the member’s launched games latest first, by clientType 3, vassalage, language, pageNo, pageSize, gameType', async () => {
    const m = await createTestMember(server.deps.db);
    const [a, b] = slots as [GameCard, GameCard];
    const launch = async (g: GameCard) =>
      (
        await server.call({
          method: 'GET',
          url: `/wps/game/launchGame?gameType=RNG&vassalage=TSR&nodeId=${g.nodeId}`,
          token: m.token,
        })
      ).statusCode;
    const recent = (query: string, who: TestMember | null = m) =>
      get<GamePage>(`/wps/relay/GCS_recentGame?${query}`, who);
    expect((await recent('gameType=RNG')).body.value).toMatchObject({ list: [], total: 0 });
    expect(await launch(a)).toBe(200);
    expect(await launch(b)).toBe(200);
    const full = await recent('clientType=3&vassalage=TSR&language=EN&pageNo=1&pageSize=21&gameType=RNG');
    expect(full.status).toBe(200);
    expect(full.body.value).toMatchObject({ pageNo: 1, pageSize: 21, total: 2, hasMore: false });
    expect(full.body.value.list.map((g) => g.nodeId)).toEqual([b.nodeId, a.nodeId]);
    expect(full.body.value.list[0]).toMatchObject({ gameType: 'RNG', vassalage: 'TSR', name: b.name });
    // Playing the first again brings it to the top.
    expect(await launch(a)).toBe(200);
    const first = await recent('clientType=3&gameType=RNG&pageNo=1&pageSize=1');
    expect(first.body.value).toMatchObject({ pageNo: 1, pageSize: 1, total: 2, hasMore: true });
    expect(first.body.value.list.map((g) => g.nodeId)).toEqual([a.nodeId]);
    const second = await recent('gameType=RNG&pageNo=2&pageSize=1');
    expect(second.body.value.list.map((g) => g.nodeId)).toEqual([b.nodeId]);
    expect(second.body.value.hasMore).toBe(false);
    // Other types and other members see none of them.
    expect((await recent('gameType=LIVE')).body.value.total).toBe(0);
    const other = await createTestMember(server.deps.db);
    expect((await recent('gameType=RNG', other)).body.value.total).toBe(0);
    expect((await recent('gameType=RNG&clientType=4')).status).toBe(400);
    expect((await recent('gameType=RNG', null)).status).toBe(401);
  });

  it('R7.38 the recent lottery menu lists the member’s lottery games of the prize mode, latest first', async () => {
    const m = await createTestMember(server.deps.db);
    const menu = (prizeMode: string, who: TestMember | null = m) =>
      get<{ games: { gameCode: string; nodeId: number; current: { status: string } }[] }>(
        `/lgw/vn/games/game_menu/recent?prizeMode=${prizeMode}&device=WEB`,
        who,
      );
    expect((await menu('Lott')).body.value.games).toEqual([]);
    const launch = async (prizeMode: string, code: string) =>
      (
        await server.call({
          method: 'GET',
          url: `/wps/game/launchLotto?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=${prizeMode}&lottoGameCode=${code}&lottoView=betting&device=WEB`,
          token: m.token,
        })
      ).statusCode;
    expect(await launch('Lott', 'VN1')).toBe(200);
    expect(await launch('Lott', 'VN5')).toBe(200);
    expect(await launch('Elott', 'EL2')).toBe(200);
    const lott = await menu('Lott');
    expect(lott.status).toBe(200);
    expect(lott.body.value.games.map((g) => g.gameCode)).toEqual(['VN5', 'VN1']);
    expect(lott.body.value.games[0]?.current.status).toBe('open');
    expect((await menu('Elott')).body.value.games.map((g) => g.gameCode)).toEqual(['EL2']);
    expect(await launch('Lott', 'VN1')).toBe(200);
    expect((await menu('Lott')).body.value.games.map((g) => g.gameCode)).toEqual(['VN1', 'VN5']);
    const other = await createTestMember(server.deps.db);
    expect((await menu('Lott', other)).body.value.games).toEqual([]);
    expect((await menu('Lott', null)).status).toBe(401);
  });
});

describe('winners board (spec §7 ODSFE2_getWinnerBoard)', () => {
  interface Win {
    player: string;
    gameName: string;
    prize: number;
    currency: string;
    time: string;
  }
  const board = async (query = '', merchant = 'aurora') => {
    const res = await server.call({
      method: 'GET',
      url: `/wps/relay/ODSFE2_getWinnerBoard${query}`,
      merchant,
    });
    return { status: res.statusCode, list: server.json<{ list: Win[] }>(res).value?.list ?? [] };
  };

  it('R7.50 needs no token and lists this site’s real-money wins, newest first, with a masked player, game and prize', async () => {
    const winner = await createTestMember(server.deps.db);
    const loser = await createTestMember(server.deps.db);
    const jade = await createTestMember(server.deps.db, { merchant: 'jade' });
    for (const m of [winner, loser, jade]) await fundMember(server.deps.db, m, 100_00);
    const mask = (name: string) => `${name.slice(0, 2)}***${name.slice(-2)}`;
    const before = Date.now();
    await playRound(server.deps.db, winner, { stake: 1_00, payout: 7_50, gameName: 'Winner Reels A' });
    await playRound(server.deps.db, winner, { stake: 2_00, payout: 30_00, gameName: 'Winner Reels B' });
    await playRound(server.deps.db, loser, { stake: 5_00, payout: 1_00, gameName: 'Loser Reels' });
    await playRound(server.deps.db, jade, { stake: 1_00, payout: 99_00, gameName: 'Jade Reels' });

    const all = await board();
    expect(all.status).toBe(200);
    expect(all.list.slice(0, 2)).toEqual([
      {
        player: mask(winner.username),
        gameName: 'Winner Reels B',
        prize: 30_00,
        currency: 'USD',
        time: expect.any(String),
      },
      {
        player: mask(winner.username),
        gameName: 'Winner Reels A',
        prize: 7_50,
        currency: 'USD',
        time: expect.any(String),
      },
    ]);
    expect(Date.parse(all.list[0]!.time)).toBeGreaterThanOrEqual(before - 1_000);
    expect(all.list.some((w) => w.player.includes(winner.username))).toBe(false);
    // A round that paid less than its stake is no win; another site's wins are not this site's.
    expect(all.list.some((w) => w.gameName === 'Loser Reels' || w.gameName === 'Jade Reels')).toBe(false);
    expect((await board('', 'jade')).list[0]).toMatchObject({ player: mask(jade.username), prize: 99_00 });
    // count bounds the board.
    const one = await board('?count=1');
    expect(one.list.map((w) => w.gameName)).toEqual(['Winner Reels B']);
    expect((await board('?count=51')).status).toBe(400);
  });
});
