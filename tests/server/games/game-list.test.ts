import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCard, GamePage } from '../../../schemas/api/game-shapes';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await createTestMember(server.deps.db);
});
afterAll(() => server.close());

async function list(query: string, token: string | null = member.token) {
  const res = await server.call({
    method: 'GET',
    url: `/wps/relay/GCSGAME_gameList?${query}`,
    ...(token ? { token } : {}),
  });
  return { status: res.statusCode, body: server.json<GamePage>(res) };
}

describe('GCSGAME_gameList', () => {
  it('R7.26 R3.24 needs a token and answers a page of 21 with total and hasMore', async () => {
    expect((await list('gameType=RNG', null)).status).toBe(401);
    const { body } = await list(
      'clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=1&pageSize=21&language=EN&channel=web&merchant=aurora',
    );
    expect(body.success).toBe(true);
    expect(body.value.list).toHaveLength(21);
    expect(body.value.total).toBe(10_000);
    expect(body.value.hasMore).toBe(true);
    const card = body.value.list[0]!;
    expect(card).toMatchObject({ gameType: 'RNG' });
    expect(card.icon).toMatch(/^\/lgw\/art\/game\/\d+-[A-Z0-9]{1,2}\.svg$/);
    expect(typeof card.nodeId).toBe('number');
  });

  it('pages without overlap, and the last page says there is no more', async () => {
    const a = (await list('gameType=RNG&vassalage=TSR&pageNo=1&pageSize=10')).body.value;
    const b = (await list('gameType=RNG&vassalage=TSR&pageNo=2&pageSize=10')).body.value;
    const c = (await list('gameType=RNG&vassalage=TSR&pageNo=3&pageSize=10')).body.value;
    expect(a.total).toBe(24);
    const ids = [...a.list, ...b.list, ...c.list].map((g) => g.nodeId);
    expect(new Set(ids).size).toBe(24);
    expect(c.hasMore).toBe(false);
    const beyond = (await list('gameType=RNG&vassalage=TSR&pageNo=9&pageSize=10')).body.value;
    expect(beyond).toMatchObject({ list: [], total: 24, hasMore: false });
  });

  it('R5.16 filters by classification, minimum bet and lines, combined', async () => {
    const { body } = await list('gameType=RNG&gameClassify=jackpot&minBet=0.05&minLineNum=20&pageSize=100');
    expect(body.value.total).toBeGreaterThan(0);
    for (const g of body.value.list) {
      expect(g.classify).toBe('jackpot');
      expect(g.minBetMinor).toBe(5);
      expect(g.lineCount).toBeGreaterThanOrEqual(20);
    }
    for (const v of [0.01, 0.1, 0.5, 0.75]) {
      const r = await list(`gameType=RNG&minBet=${v}&pageSize=5`);
      expect(r.body.value.list.every((g) => g.minBetMinor === Math.round(v * 100))).toBe(true);
    }
  });

  it('searches names anywhere, in any case; SQL, HTML and emoji are just text', async () => {
    const first = (await list('gameType=RNG&vassalage=SPX&pageSize=1')).body.value.list[0] as GameCard;
    const word = first.name.split(' ')[1]!.toUpperCase();
    const found = (await list(`gameType=RNG&gameName=${encodeURIComponent(word)}&pageSize=100`)).body.value;
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.every((g) => g.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    for (const text of [
      "' OR 1=1 --",
      '%',
      '_',
      '<script>alert(1)</script>',
      '🎰🎰',
      "Golden'; DROP TABLE games; --",
    ]) {
      const r = await list(`gameType=RNG&gameName=${encodeURIComponent(text)}`);
      expect(r.status).toBe(200);
      expect(r.body.value.total).toBe(0);
    }
    expect((await list('gameType=RNG&pageSize=1')).body.value.total).toBe(10_000);
  });

  it('refuses page size 0 or 10,000, a negative page, unknown filters and vendors, clearly', async () => {
    for (const [query, field] of [
      ['gameType=RNG&pageSize=0', 'pageSize'],
      ['gameType=RNG&pageSize=10000', 'pageSize'],
      ['gameType=RNG&pageNo=-1', 'pageNo'],
      ['gameType=RNG&pageNo=0', 'pageNo'],
      ['gameType=RNG&minBet=0.02', 'minBet'],
      ['gameType=NOPE', 'gameType'],
      ['gameType=RNG&gameName=' + 'x'.repeat(51), 'gameName'],
      ['gameType=RNG&clientType=2', 'clientType'],
      ['gameType=RNG&bogus=1', 'bogus'],
    ] as const) {
      const r = await list(query);
      expect(r.status, query).toBe(400);
      expect(r.body.code).toBe('VALIDATION');
      expect(r.body.errors?.map((e) => e.field)).toContain(field);
    }
    const unknown = await list('gameType=RNG&vassalage=NOPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors?.[0]?.field).toBe('vassalage');
    const wrongType = await list('gameType=LIVE&vassalage=SPX');
    expect(wrongType.status).toBe(404);
    const otherMerchant = await list('gameType=RNG&merchant=someone-else');
    expect(otherMerchant.status).toBe(403);
  });

  it('R4.23 R3.6 ESPORTS lists the esports books only; SPORTS the others', async () => {
    const e = (await list('gameType=ESPORTS&pageSize=50')).body.value.list.map((g) => g.vassalage).sort();
    expect(e).toEqual(['AI', 'AV', 'IA', 'IMES', 'TF']);
    const s = (await list('gameType=SPORTS&pageSize=50')).body.value.list.map((g) => g.vassalage).sort();
    expect(s).toEqual(['ATH', 'FBS', 'SBK']);
  });
});

describe('hot, popular and a vendor’s games', () => {
  it('R7.25 hotGamesV2 needs no token and lists hot games most played first', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_hotGamesV2?merchantCode=aurora&isPlatform=2&gameType=RNG&platform=flash,html5-desktop&language=EN',
    });
    const list = server.json<{ list: GameCard[] }>(res).value.list;
    expect(list.length).toBeGreaterThan(20);
    expect(list.length).toBeLessThanOrEqual(60);
    expect(list.every((g) => g.isHot === 1 && g.gameType === 'RNG')).toBe(true);
    const byVendor = await server.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG&vassalage=TSR',
    });
    expect(server.json<{ list: GameCard[] }>(byVendor).value.list.every((g) => g.vassalage === 'TSR')).toBe(
      true,
    );
  });

  it("R3.24 the hot list takes the game query's platform value (flash,html5-desktop), not the client's web or W", async () => {
    for (const wrong of ['web', 'W']) {
      const res = await server.call({
        method: 'GET',
        url: `/wps/relay/GCSGAME_hotGamesV2?gameType=RNG&platform=${wrong}`,
      });
      expect(res.statusCode, wrong).toBe(400);
      expect(server.json(res).errors?.[0]?.field, wrong).toBe('platform');
    }
  });

  it('R7.41 popular answers 20 games by default without a token, at most three per vendor', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/lgw/games/popular?count=20&prizeMode=Lott&device=WEB&language=EN',
    });
    const list = server.json<{ list: GameCard[] }>(res).value.list;
    expect(list).toHaveLength(20);
    const perVendor = new Map<string, number>();
    for (const g of list) perVendor.set(g.vassalage, (perVendor.get(g.vassalage) ?? 0) + 1);
    expect(Math.max(...perVendor.values())).toBeLessThanOrEqual(3);
    const def = await server.call({ method: 'GET', url: '/lgw/games/popular' });
    expect(server.json<{ list: GameCard[] }>(def).value.list).toHaveLength(20);
  });

  it('R7.28 getVassGameType lists a VASSALAGE vendor’s games for the popup', async () => {
    const res = await server.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getVassGameType?vassalage=FSH',
      token: member.token,
    });
    const v = server.json<{ vendor: { isGame: string }; gameTypes: string[]; games: GameCard[] }>(res).value;
    expect(v.vendor.isGame).toBe('VASSALAGE');
    expect(v.gameTypes).toEqual(['FISH']);
    expect(v.games).toHaveLength(10);
    const unknown = await server.call({
      method: 'GET',
      url: '/wps/relay/GCSGAME_getVassGameType?vassalage=ZZZ',
      token: member.token,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
