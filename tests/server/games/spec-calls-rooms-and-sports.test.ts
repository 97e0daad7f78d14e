import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Static } from '@sinclair/typebox';
import type { PvpRoom as PvpRoomSchema } from '../../../schemas/api/games';
import { createTestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

type PvpRoom = Static<typeof PvpRoomSchema>;

/** The PvP room list and the sports book's launch (spec §7), on the platform. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Answer<T> {
  success: boolean;
  code: string;
  value: T;
  errors?: { field: string }[];
}
async function get<T>(url: string, token?: string) {
  const res = await server.call({ method: 'GET', url, ...(token ? { token } : {}) });
  return { status: res.statusCode, body: server.json<T>(res) as Answer<T> };
}
const rooms = async (query: string, token?: string) =>
  get<{ rooms: PvpRoom[] }>(`/wps/relay/GLS2_roomList?${query}`, token);

describe('GLS2_roomList', () => {
  it('R7.34 needs a session; answers four stake levels of every PvP game of the site, a vendor’s alone when asked', async () => {
    expect((await rooms('language=EN')).status).toBe(401);
    const m = await createTestMember(server.deps.db);
    const all = (await rooms('language=EN', m.token)).body.value.rooms;
    const [games] = await server.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        JOIN merchants mc ON mc.id = g.merchant_id
        WHERE mc.code = 'aurora' AND g.enabled AND v.enabled AND v.game_type = 'PVP'`,
    );
    expect(games!.n).toBeGreaterThan(0);
    expect(all).toHaveLength(games!.n * 4);
    const first = all.filter((r) => r.nodeId === all[0]!.nodeId);
    expect(first.map((r) => r.level)).toEqual(['novice', 'regular', 'high', 'vip']);
    const base = first[0]!.minBetMinor;
    expect(first.map((r) => r.minBetMinor)).toEqual([base, base * 10, base * 50, base * 200]);
    expect(new Set(all.map((r) => r.roomId)).size).toBe(all.length);

    const vendor = all[0]!.vassalage;
    const own = (await rooms(`language=EN&vassalage=${vendor}`, m.token)).body.value.rooms;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.vassalage === vendor)).toBe(true);
    expect(own).toEqual(all.filter((r) => r.vassalage === vendor));

    const bad = await rooms('language=EN&vassalage=no%20such!', m.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('vassalage');
  });

  it('R7.34 a room counts the members of this site who launched its game in the last 15 minutes', async () => {
    const [a, b] = [await createTestMember(server.deps.db), await createTestMember(server.deps.db)];
    const room = (await rooms('language=EN', a.token)).body.value.rooms[0]!;
    const before = room.playersRecent;
    for (const who of [a, b, a]) {
      const launch = await get<{ url: string }>(
        `/wps/game/launchGame?gameType=PVP&vassalage=${room.vassalage}&nodeId=${room.nodeId}`,
        who.token,
      );
      expect(launch.body.success).toBe(true);
    }
    const after = (await rooms(`language=EN&vassalage=${room.vassalage}`, a.token)).body.value.rooms;
    // Two members launched it (one twice): each of its four rooms says so.
    expect(after.filter((r) => r.nodeId === room.nodeId).map((r) => r.playersRecent)).toEqual(
      Array(4).fill(before + 2),
    );
  });
});

describe('joining a room: launchGame with a room', () => {
  /** The member's launch tickets and recent games: what a launch writes. */
  async function launchesOf(memberId: number) {
    const [row] = await server.deps.db.query<{ tickets: number; recent: number }>(
      `SELECT (SELECT count(*)::int FROM game_launches WHERE member_id = $1) AS tickets,
              (SELECT count(*)::int FROM game_recent WHERE member_id = $1) AS recent`,
      [memberId],
    );
    return row;
  }

  it('a room that is not a stake level, or a room on a game that is not PvP, is refused naming the field, writing nothing', async () => {
    const m = await createTestMember(server.deps.db);
    const room = (await rooms('language=EN', m.token)).body.value.rooms[0]!;
    const pvp = `/wps/game/launchGame?gameType=PVP&vassalage=${room.vassalage}&nodeId=${room.nodeId}`;
    for (const bad of ['king', 'VIP', '']) {
      const refused = await get(`${pvp}&room=${bad}`, m.token);
      expect(refused.status, bad).toBe(400);
      expect(refused.body.errors?.[0]?.field, bad).toBe('room');
    }
    const [slot] = await server.deps.db.query<{ id: number; vassalage: string }>(
      `SELECT g.id, g.vassalage FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        WHERE g.merchant_id = $1 AND g.game_type = 'RNG' AND g.enabled AND v.enabled ORDER BY g.id LIMIT 1`,
      [m.merchantId],
    );
    const notPvp = await get(
      `/wps/game/launchGame?gameType=RNG&vassalage=${slot!.vassalage}&nodeId=${slot!.id}&room=vip`,
      m.token,
    );
    expect(notPvp.status).toBe(400);
    expect(notPvp.body.errors?.[0]?.field).toBe('room');
    expect(await launchesOf(m.memberId)).toEqual({ tickets: 0, recent: 0 });
  });

  it('a launch without a room is as before: the table holds the game’s own minimum bet, and the room list’s novice stake', async () => {
    const m = await createTestMember(server.deps.db);
    const list = (await rooms('language=EN', m.token)).body.value.rooms;
    const novice = list.find((r) => r.level === 'novice')!;
    const launched = await get<{ url: string }>(
      `/wps/game/launchGame?gameType=PVP&vassalage=${novice.vassalage}&nodeId=${novice.nodeId}`,
      m.token,
    );
    expect(launched.body.success).toBe(true);
    expect(launched.body.value.url).toMatch(/^\/house\/table\/\?ticket=[\w-]{20,}$/);
    const ticket = new URL(launched.body.value.url, 'http://x').searchParams.get('ticket')!;
    const session = await get<{ limits: { minStake: number } }>(`/house/api/session?ticket=${ticket}`);
    expect(session.body.value.limits.minStake).toBe(novice.minBetMinor);
    // Each room's launch: the table holds the stake the room list shows.
    for (const r of list.filter((x) => x.nodeId === novice.nodeId)) {
      const joined = await get<{ url: string }>(
        `/wps/game/launchGame?gameType=PVP&vassalage=${r.vassalage}&nodeId=${r.nodeId}&room=${r.level}`,
        m.token,
      );
      const t = new URL(joined.body.value.url, 'http://x').searchParams.get('ticket')!;
      const s = await get<{ limits: { minStake: number } }>(`/house/api/session?ticket=${t}`);
      expect(s.body.value.limits.minStake, r.level).toBe(r.minBetMinor);
    }
  });
});

describe('GCS_gameLaunchFB', () => {
  it('R7.24 needs a session; starts the FB sports book in a framed, ticketed address, another sports vendor when named', async () => {
    expect((await get('/wps/relay/GCS_gameLaunchFB?language=EN')).status).toBe(401);
    const m = await createTestMember(server.deps.db);
    const fb = await get<{ url: string; gameType: string; vassalage: string; wallet: string }>(
      '/wps/relay/GCS_gameLaunchFB?language=EN',
      m.token,
    );
    expect(fb.body.value).toMatchObject({ gameType: 'SPORTS', vassalage: 'FBS', wallet: 'vendor:FBS' });
    expect(fb.body.value.url).toMatch(/^\/house\/sports\/\?ticket=[\w-]{20,}&lang=EN$/);
    const again = await get<{ url: string }>('/wps/relay/GCS_gameLaunchFB?language=EN', m.token);
    expect(again.body.value.url).not.toBe(fb.body.value.url);

    const bad = await get('/wps/relay/GCS_gameLaunchFB?vassalage=no%20such!', m.token);
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.[0]?.field).toBe('vassalage');
    const unknown = await get('/wps/relay/GCS_gameLaunchFB?vassalage=NOSUCH', m.token);
    expect(unknown.body.success).toBe(false);
  });
});
