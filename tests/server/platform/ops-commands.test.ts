import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { createTestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function ops(...argv: string[]) {
  const result = await runOps(
    { db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir },
    argv,
  );
  server.deps.merchants.invalidate();
  return result;
}
const get = (url: string, merchant = 'aurora') => server.call({ method: 'GET', url, merchant });

describe('ops CLI commands', () => {
  it('region: block an IP range and a country, show, switch on and off', async () => {
    expect((await ops('region', 'aurora', 'block', '127.0.0.0/8')).ok).toBe(true);
    expect((await ops('region', 'aurora', 'block', 'country:sg')).output).toContain('countries: SG');
    expect((await get('/wps/system/status')).json().value.status).toBe(0);
    expect((await ops('region', 'aurora', 'on')).output).toContain(
      'region blocking for aurora: on; IPs: 127.0.0.0/8',
    );
    expect((await get('/wps/system/status')).json().value).toEqual({ status: 2, ip: '127.0.0.1' });
    await ops('region', 'aurora', 'unblock', '127.0.0.0/8');
    expect((await get('/wps/system/status')).json().value.status).toBe(0);
    await ops('region', 'aurora', 'off');
    const bad = await ops('region', 'aurora', 'block', '300.1.1.1');
    expect(bad).toMatchObject({ ok: false, exitCode: 2 });
    expect(bad.output).toContain('is not an IP, an IPv4 CIDR or country:XX');
  });

  it('domain: map a host to a whitelabel, list it, refuse to take it without --move, move it, unmap it', async () => {
    expect((await ops('domain', 'map', 'play.lumen.example', 'lumen')).output).toBe(
      'play.lumen.example -> lumen',
    );
    const who = await server.call({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { host: 'play.lumen.example' },
    });
    expect(who.json().value.merchantCode).toBe('lumen');
    expect((await ops('domain', 'list', 'lumen')).output).toContain('play.lumen.example');
    const refused = await ops('domain', 'map', 'play.lumen.example', 'jade');
    expect(refused).toMatchObject({ ok: false, exitCode: 2 });
    expect(refused.output).toContain(
      'play.lumen.example is mapped to lumen: add --move to take it from lumen and serve jade there',
    );
    const kept = await server.call({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { host: 'play.lumen.example' },
    });
    expect(kept.json().value.merchantCode).toBe('lumen');
    expect((await ops('domain', 'map', 'play.lumen.example', 'lumen')).output).toBe(
      'play.lumen.example -> lumen (already)',
    );
    expect((await ops('domain', 'map', 'play.lumen.example', 'jade', '--move')).output).toBe(
      'play.lumen.example -> jade (moved from lumen)',
    );
    const moved = await server.call({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { host: 'play.lumen.example' },
    });
    expect(moved.json().value.merchantCode).toBe('jade');
    await ops('domain', 'unmap', 'play.lumen.example');
    const gone = await server.call({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { host: 'play.lumen.example' },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('notice post: the announcement shows in the list call, in its language; notice hide takes it down', async () => {
    const posted = await ops(
      'notice',
      'post',
      'jade',
      '--type',
      'B',
      '--title',
      'Server upgrade tonight',
      '--content',
      '<p>From 02:00</p>',
    );
    expect(posted.ok).toBe(true);
    const id = Number(/notice (\d+) posted/.exec(posted.output)?.[1]);
    const list = (
      await get('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B', 'jade')
    ).json().value;
    expect(list.banners.map((n: { id: number }) => n.id)).toContain(id);
    await ops('notice', 'hide', 'jade', String(id));
    const after = (
      await get('/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B', 'jade')
    ).json().value;
    expect(after.banners.map((n: { id: number }) => n.id)).not.toContain(id);
    expect(
      (await ops('notice', 'post', 'jade', '--type', 'X', '--title', 't', '--content', 'c')).exitCode,
    ).toBe(2);
  });

  it('agent create: an agent with an invitation code and downlines who can log in', async () => {
    const out = await ops(
      'agent',
      'create',
      'aurora',
      'opsagent',
      '--downlines',
      '2',
      '--password',
      'Agent1234',
      '--invite',
      'OPSINV1',
    );
    expect(out.ok).toBe(true);
    expect(out.output).toContain('agent opsagent (isAgent 1), password Agent1234, invitation code OPSINV1');
    const rows = await server.deps.db.query<{ username: string; is_agent: number; upline: string | null }>(
      `SELECT m.username, m.is_agent, u.username AS upline FROM members m LEFT JOIN members u ON u.id = m.upline_id
        WHERE m.username LIKE 'opsagent%' ORDER BY m.username`,
    );
    expect(rows).toEqual([
      { username: 'opsagent', is_agent: 1, upline: null },
      { username: 'opsagentd1', is_agent: 0, upline: 'opsagent' },
      { username: 'opsagentd2', is_agent: 0, upline: 'opsagent' },
    ]);
    const again = await ops('agent', 'create', 'aurora', 'opsagent');
    expect(again).toMatchObject({ ok: false, exitCode: 2 });
  });

  it('outbox sms and mail read what the development providers kept', async () => {
    const [m] = await server.deps.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'aurora'");
    await server.deps.db.query(
      "INSERT INTO sms_outbox (merchant_id, to_number, body, purpose) VALUES ($1, '+639170000099', 'Your code is 123456', 'login')",
      [m?.id],
    );
    await server.deps.db.query(
      "INSERT INTO mail_sink (mail_to, subject, body) VALUES ('ops@example.com', 'Reset your password', 'Open https://x/reset?resetToken=abc')",
    );
    expect((await ops('outbox', 'sms', 'aurora', '--to', '0000099')).output).toContain('Your code is 123456');
    expect((await ops('outbox', 'mail', '--to', 'ops@example.com', '--full')).output).toContain(
      'resetToken=abc',
    );
  });

  it('chat hide and mute; feedback list, reply and close; settings get and set', async () => {
    const m = await createTestMember(server.deps.db);
    const posted = await server.call({
      method: 'POST',
      url: '/wps/chat/messages',
      token: m.token,
      payload: { body: 'spam spam', clientId: 'opschat-001' },
    });
    const id = posted.json().value.message.id as number;
    expect((await ops('chat', 'hide', 'aurora', String(id))).ok).toBe(true);
    expect((await get('/wps/chat/messages')).json().value.removedIds).toContain(id);
    await ops('chat', 'mute', 'aurora', m.username, '30');
    const muted = await server.call({
      method: 'POST',
      url: '/wps/chat/messages',
      token: m.token,
      payload: { body: 'hi', clientId: 'opschat-002' },
    });
    expect(muted.json().code).toBe('FORBIDDEN');
    await ops('chat', 'mute', 'aurora', m.username, '0');

    await server.call({
      method: 'PUT',
      url: '/wps/feedback',
      payload: {
        questionType: 'complaint',
        content: 'The lobby is slow every evening here',
        contact: 'x@y.co',
      },
    });
    const listed = await ops('feedback', 'list', 'aurora', '--status', 'new');
    expect(listed.output).toContain('The lobby is slow every evening here');
    const line = listed.output.split('\n').find((l) => l.includes('The lobby is slow')) ?? '';
    const fid = /^\s*(\d+)\s+new/.exec(line)?.[1] as string;
    expect((await ops('feedback', 'reply', 'aurora', fid, '--text', 'We are on it')).output).toBe(
      `feedback ${fid} answered`,
    );
    expect((await ops('feedback', 'close', 'aurora', fid)).output).toBe(`feedback ${fid} closed`);
    // Closed feedback is not answered again.
    expect((await ops('feedback', 'reply', 'aurora', fid, '--text', 'Again')).exitCode).toBe(2);

    expect((await ops('settings', 'lumen', 'set', 'sessionIdleMinutes', '30')).ok).toBe(true);
    expect((await ops('settings', 'lumen', 'get', 'sessionIdleMinutes')).output).toBe('30');
    expect((await ops('settings', 'lumen', 'set', 'x', 'not json')).exitCode).toBe(2);
  });

  it('ledger verify reports every merchant clean, and help lists every command', async () => {
    const verify = await ops('ledger', 'verify');
    expect(verify.ok).toBe(true);
    expect(verify.output).toMatch(/^aurora: ok \(\d+ transactions, \d+ accounts, total 0\)$/m);
    const help = await ops('help');
    for (const c of [
      'maintenance',
      'region',
      'domain map',
      'notice post',
      'agent create',
      'outbox sms',
      'ledger verify',
    ])
      expect(help.output).toContain(c);
    expect((await ops('nonsense')).exitCode).toBe(2);
  });
});
