import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryGroup, GameCard, GamePage, VendorCard } from '../../../schemas/api/game-shapes';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The catalogue shapes and game rules of spec §3 as the platform answers them: category
 * groups, games, the launch object, and the four lottery vendors.
 */
let server: TestServer;
let member: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  member = await createTestMember(server.deps.db);
});
afterAll(() => server.close());

async function lanes(): Promise<CategoryGroup[]> {
  const res = await server.call({ method: 'GET', url: '/lgw/games/game_menus' });
  expect(res.statusCode).toBe(200);
  return server.json<{ lanes: CategoryGroup[] }>(res).value.lanes;
}

async function get<T>(url: string) {
  const res = await server.call({ method: 'GET', url, token: member.token });
  return { status: res.statusCode, body: server.json<T>(res) };
}

describe('catalogue shapes (spec §3)', () => {
  it('R3.21 a category group has its gameCategory and one vendor card per vassalage; a game has nodeId, vassalage, gameType and gameId', async () => {
    const groups = await lanes();
    expect(groups.length).toBeGreaterThan(5);
    for (const g of groups) {
      expect(typeof g.gameCategory).toBe('string');
      expect(Array.isArray(g.vendors), g.gameCategory).toBe(true);
      expect(g.vendors.length, g.gameCategory).toBeGreaterThan(0);
      const codes = g.vendors.map((v) => v.vassalage);
      expect(new Set(codes).size, g.gameCategory).toBe(codes.length);
      for (const v of g.vendors) expect(v.category, v.vassalage).toBe(g.gameCategory);
    }
    // A card's games are the vendor's: each game names its node, vendor, type and vendor code.
    const rng = groups.find((g) => g.gameCategory === 'RNG')!;
    const card = rng.vendors[1]!;
    const page = await get<GamePage>(
      `/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=${card.vassalage}&pageNo=1&pageSize=5`,
    );
    expect(page.body.value.list).toHaveLength(5);
    for (const game of page.body.value.list) {
      expect(Number.isInteger(game.nodeId)).toBe(true);
      expect(game).toMatchObject({ vassalage: card.vassalage, gameType: 'RNG' });
      expect(game.gameId).toMatch(/^[\w.-]{1,40}$/);
    }
    // The vendor's game code (gameId) and the platform's node (nodeId) open the same game.
    const first = page.body.value.list[0]!;
    const byCode = await get<{ nodeId: number }>(
      `/wps/game/launchGame?gameType=RNG&vassalage=${card.vassalage}&gameId=${first.gameId}`,
    );
    expect(byCode.body.value.nodeId).toBe(first.nodeId);
  });

  it('R3.22 a vendor card carries the launch object: type, isGame, play type, vendor, account type, codes, vassalage', async () => {
    const groups = await lanes();
    const cards = groups.flatMap((g) => g.vendors);
    for (const c of cards) {
      expect(c.vendor, c.vassalage).toBe(c.vassalage);
      expect(c.accountTypeName, c.vassalage).toMatch(/\S/);
      expect(['VASSALAGE', 'GAME']).toContain(c.isGame);
    }
    // The lottery types: LOTT and ELOTT, each card naming its game code twice and its play type.
    const lottery = groups.filter((g) => g.gameCategory === 'LOTT' || g.gameCategory === 'ELOTT');
    expect(lottery.map((g) => g.gameCategory).sort()).toEqual(['ELOTT', 'LOTT']);
    for (const c of lottery.flatMap((g) => g.vendors)) {
      expect(c.gameType).toMatch(/^E?LOTT$/);
      expect(c.gameCode, c.vassalage).toMatch(/^[A-Z0-9]{2,10}$/);
      expect(c.code, c.vassalage).toBe(c.gameCode);
      expect(c.defaultPlayType, c.vassalage).toMatch(/^[a-z0-9]{1,12}$/);
      // The launch object opens the game it names.
      const launched = await get<{ vassalage: string; gameType: string; url: string }>(
        `/wps/game/launchLotto?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Lott&vendor=${c.vassalage}&lottoGameCode=${c.gameCode}&playType=${c.defaultPlayType}&lottoView=betting`,
      );
      expect(launched.body.value, c.vassalage).toMatchObject({
        vassalage: c.vassalage,
        gameType: c.gameType,
      });
    }
    // isGame VASSALAGE means a popup list of the vendor's games; GAME starts the card's game.
    const popup = cards.find((c) => c.isGame === 'VASSALAGE' && c.gameType === 'FISH')!;
    const list = await get<{ vendor: VendorCard; games: GameCard[] }>(
      `/wps/relay/GCSGAME_getVassGameType?vassalage=${popup.vassalage}`,
    );
    expect(list.body.value.games.length).toBeGreaterThan(1);
    expect(list.body.value.games.every((g) => g.vassalage === popup.vassalage)).toBe(true);
    const direct = cards.find((c) => c.isGame === 'GAME' && c.gameType === 'LIVE' && c.gameCode)!;
    const started = await get<{ vassalage: string; url: string }>(
      `/wps/game/launchGame?gameType=LIVE&vassalage=${direct.vassalage}`,
    );
    expect(started.status).toBe(200);
    expect(started.body.value.vassalage).toBe(direct.vassalage);
  });
});

describe('lottery vendors (spec §3)', () => {
  it('R3.23 the lottery vendors are exactly TCG_LOTTO_VN, TCG_SEA, ELOTT and LOTT, and each opens the lottery', async () => {
    const groups = await lanes();
    const vendors = groups
      .filter((g) => g.gameCategory === 'LOTT' || g.gameCategory === 'ELOTT')
      .flatMap((g) => g.vendors.map((v) => v.vassalage));
    expect(vendors.sort()).toEqual(['ELOTT', 'LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
    // The lottery menus together list the games of these four vendors, and of no other.
    const menuVendors = new Set<string>();
    for (const mode of ['Lott', 'Elott']) {
      const res = await server.call({ method: 'GET', url: `/lgw/vn/games/game_menu?prizeMode=${mode}` });
      for (const g of server.json<{ games: { vendor: string }[] }>(res).value.games)
        menuVendors.add(g.vendor);
    }
    expect([...menuVendors].sort()).toEqual(['ELOTT', 'LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
    for (const vendor of ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT', 'LOTT']) {
      const l = await get<{ url: string; vassalage: string }>(
        `/wps/game/launchLotto?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Lott&vendor=${vendor}&lottoView=lobby`,
      );
      expect(l.status, vendor).toBe(200);
      expect(l.body.value.vassalage, vendor).toBe(vendor);
      expect(l.body.value.url, vendor).toMatch(/^\/house\/lottery\/\?ticket=/);
    }
    // A vendor that is not one of the four does not open the lottery.
    const other = await get(
      '/wps/game/launchLotto?lottoArea=VN&launchMode=LOTT&lottoPrizeMode=Lott&vendor=TSR&lottoView=lobby',
    );
    expect(other.status).toBe(404);
  });
});
