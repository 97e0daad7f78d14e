import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../server/domain/session-member';
import { LAUNCH_WINDOW_SECONDS } from '../../../server/services/games/launch/game-tickets';
import { fundMember } from '../../support/fund-member';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Game-launch tickets play as the member (for up to 12 hours): they never reach a log
 * line, they end with the session that launched them, and a launch nobody opened dies
 * after the launch window.
 */
const lines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    { logLevel: 'trace' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
});
afterAll(() => server.close());

const ticketOf = (url: string) => new URL(url, 'http://x').searchParams.get('ticket') as string;

async function launch(token: string): Promise<string> {
  const res = await server.call({
    method: 'GET',
    url: '/wps/game/launchGame?gameType=RNG&vassalage=TSR',
    token,
  });
  expect(res.statusCode).toBe(200);
  return ticketOf(server.json<{ url: string }>(res).value.url);
}

async function houseSession(ticket: string) {
  const res = await server.call({ method: 'GET', url: `/house/api/session?ticket=${ticket}` });
  return { status: res.statusCode, code: server.json(res).code };
}

/** A second session of the same member (another device). */
async function secondSession(m: TestMember): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await server.deps.db.query(
    `INSERT INTO sessions (token_hash, merchant_id, member_id, login_type, expires_at)
     VALUES ($1, $2, $3, 'username', now() + interval '1 day')`,
    [hashToken(token), m.merchantId, m.memberId],
  );
  return token;
}

describe('game-launch tickets', () => {
  it('no log line of a game launch carries the ticket: launch, frame page, frame calls, a spin and a refused spin', async () => {
    const m = await createTestMember(server.deps.db);
    await fundMember(server.deps.db, m, 5_00);
    lines.length = 0;
    const ticket = await launch(m.token);
    expect(ticket).toMatch(/^[\w-]{20,}$/);
    await server.call({ method: 'GET', url: `/house/slot/?ticket=${ticket}&lang=en` });
    expect((await houseSession(ticket)).status).toBe(200);
    const spin = await server.call({
      method: 'POST',
      url: '/house/api/slot/spin',
      payload: { ticket, roundId: `r${randomBytes(5).toString('hex')}`, stake: '1.00' },
    });
    expect(spin.statusCode).toBe(200);
    // A refused call writes an error line with the request: the ticket stays out of it too.
    const refused = await server.call({
      method: 'POST',
      url: `/house/api/slot/spin?ticket=${ticket}`,
      payload: { ticket, roundId: 'bad id!', stake: '1.00' },
    });
    expect(refused.statusCode).toBe(400);
    const log = lines.join('');
    // The launch, the page, the session, the spin and the refusal were all logged.
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(log).toContain('/house/api/session?ticket=[Redacted]');
    expect(log).toContain('/house/slot/?ticket=[Redacted]&lang=en');
    expect(log).not.toContain(ticket);
    expect(log).not.toContain(encodeURIComponent(ticket));
  });

  it('a ticket of a logged-out session is refused; a logout elsewhere leaves it playing', async () => {
    const m = await createTestMember(server.deps.db);
    const other = await secondSession(m);
    const ticket = await launch(m.token);
    expect((await houseSession(ticket)).status).toBe(200);
    const elsewhere = await server.call({ method: 'DELETE', url: '/wps/session/logout', token: other });
    expect(elsewhere.statusCode).toBe(200);
    expect((await houseSession(ticket)).status).toBe(200);
    const out = await server.call({ method: 'DELETE', url: '/wps/session/logout', token: m.token });
    expect(out.statusCode).toBe(200);
    expect(await houseSession(ticket)).toEqual({ status: 401, code: 'SESSION_EXPIRED' });
  });

  it('a ticket of an expired session is refused, while the member’s other session is alive', async () => {
    const m = await createTestMember(server.deps.db);
    await secondSession(m);
    const ticket = await launch(m.token);
    await server.deps.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hashToken(m.token)],
    );
    expect(await houseSession(ticket)).toEqual({ status: 401, code: 'SESSION_EXPIRED' });
  });

  it('a launch no frame opened within the launch window is refused; an opened one keeps playing', async () => {
    const m = await createTestMember(server.deps.db);
    const unopened = await launch(m.token);
    const opened = await launch(m.token);
    expect((await houseSession(opened)).status).toBe(200);
    await server.deps.db.query(
      `UPDATE game_launches SET created_at = now() - make_interval(secs => $2) WHERE member_id = $1`,
      [m.memberId, LAUNCH_WINDOW_SECONDS + 5],
    );
    expect(await houseSession(unopened)).toEqual({ status: 401, code: 'SESSION_EXPIRED' });
    expect((await houseSession(opened)).status).toBe(200);
  });
});
