import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryGroup } from '../../../schemas/api/game-shapes';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let member: TestMember;
let other: TestMember;
let live: string[];
beforeAll(async () => {
  server = await startTestServer();
  member = await createTestMember(server.deps.db);
  other = await createTestMember(server.deps.db);
  const menus = server.json<{ lanes: CategoryGroup[] }>(
    await server.call({ method: 'GET', url: '/lgw/games/game_menus' }),
  );
  live = (menus.value.lanes.find((l) => l.gameCategory === 'LIVE')?.vendors ?? []).map((v) => v.vassalage);
});
afterAll(() => server.close());

type Ref = { gameType: string; vassalage: string };
async function call(method: 'GET' | 'POST' | 'DELETE', who: TestMember | null, ref?: Ref) {
  const path = {
    GET: '/wps/relay/MCSFE_getFavoriteCategories',
    POST: '/wps/relay/MCSFE_addFavoriteCategory',
    DELETE: '/wps/relay/MCSFE_removeFavoriteCategory',
  }[method];
  const res = await server.call({
    method,
    url: method === 'POST' ? path : `${path}${ref ? `?${new URLSearchParams(ref)}` : ''}`,
    ...(method === 'POST' ? { payload: ref } : {}),
    ...(who ? { token: who.token } : {}),
  });
  return { status: res.statusCode, body: server.json<{ list: Ref[] }>(res) };
}

describe('category favourites', () => {
  it('R2.60 a member marks categories (vendors of a game type) as favourites, kept on the platform, newest first', async () => {
    expect(live.length).toBeGreaterThan(1);
    const [a, b] = live as [string, string];
    await call('POST', member, { gameType: 'LIVE', vassalage: a });
    const added = await call('POST', member, { gameType: 'LIVE', vassalage: b });
    expect(added.body.value.list).toEqual([
      { gameType: 'LIVE', vassalage: b },
      { gameType: 'LIVE', vassalage: a },
    ]);
    // Twice is harmless; the list is the member's own.
    await call('POST', member, { gameType: 'LIVE', vassalage: b });
    expect((await call('GET', member)).body.value.list).toHaveLength(2);
    expect((await call('GET', other)).body.value.list).toEqual([]);
    const removed = await call('DELETE', member, { gameType: 'LIVE', vassalage: b });
    expect(removed.body.value.list).toEqual([{ gameType: 'LIVE', vassalage: a }]);
  });

  it('R2.60 refuses a category this site does not offer, naming the field, and keeps nothing', async () => {
    const res = await call('POST', other, { gameType: 'LIVE', vassalage: 'NOPE' });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.field).toBe('vassalage');
    const wrongType = await call('POST', other, { gameType: 'FISH', vassalage: live[0] ?? '' });
    expect(wrongType.body.errors?.[0]?.field).toBe('vassalage');
    const bad = await call('POST', other, { gameType: 'BINGO', vassalage: live[0] ?? '' });
    expect(bad.status).toBe(400);
    expect((await call('GET', other)).body.value.list).toEqual([]);
  });

  it('R2.60 R6.5 needs a session; trial accounts may not keep favourites', async () => {
    expect((await call('GET', null)).status).toBe(401);
    const trial = await createTestMember(server.deps.db, { isAgent: 4 });
    const res = await call('POST', trial, { gameType: 'LIVE', vassalage: live[0] ?? '' });
    expect(res.status).toBe(403);
    expect((await call('GET', trial)).body.value.list).toEqual([]);
  });
});
