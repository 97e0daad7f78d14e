import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';
import { api, setFlags, setSetting, type LoginValue } from '../../support/accounts';
import { signInAtProvider, startTestProvider } from '../../support/oidc-test-provider';

/**
 * Social sign-in against a real OpenID Connect provider (oidc-provider) on this
 * machine: discovery, authorisation with state, nonce and PKCE, the provider's own
 * login and consent pages, the code exchange and the ID token check.
 */
let server: TestServer;
let closeProvider: (() => Promise<void>) | undefined;
let issuer: string;
const REDIRECT = 'http://aurora.localhost/wps/session/social/callback';

beforeAll(async () => {
  const started = await startTestProvider({
    clients: ['acme-aurora', 'beta-aurora'],
    callbackOrigins: ['http://aurora.localhost'],
  });
  closeProvider = started.close;
  issuer = started.issuer;
  server = await startTestServer();
  await setFlags(server, { SOCIALLOGIN3: true });
  await setSetting(server, 'socialProviders', [
    { id: 'acme', name: 'Acme ID', issuer, clientId: 'acme-aurora', clientSecret: 'acme-aurora-secret' },
    { id: 'beta', name: 'Beta Login', issuer, clientId: 'beta-aurora', clientSecret: 'beta-aurora-secret' },
  ]);
});
afterAll(async () => {
  await server?.close();
  await closeProvider?.();
});

async function socialLogin(providerId: string, login: string) {
  const start = await api<{ url: string }>(server, {
    method: 'GET',
    url: '/wps/session/social/start',
    body: { provider: providerId },
  });
  expect(start.success).toBe(true);
  const callback = await signInAtProvider(start.value.url, login, REDIRECT);
  const res = await server.call({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  return { res, callback };
}

describe('social sign-in (OpenID Connect)', () => {
  it('R1.4 R2.42 lists the two providers only with SOCIALLOGIN3', async () => {
    const on = await api<{ id: string; name: string }[]>(server, {
      method: 'GET',
      url: '/wps/session/social/providers',
    });
    expect(on.value).toEqual([
      { id: 'acme', name: 'Acme ID' },
      { id: 'beta', name: 'Beta Login' },
    ]);
    await setFlags(server, { SOCIALLOGIN3: false });
    expect(
      (await api<unknown[]>(server, { method: 'GET', url: '/wps/session/social/providers' })).value,
    ).toEqual([]);
    expect(
      (await api(server, { method: 'GET', url: '/wps/session/social/start', body: { provider: 'acme' } }))
        .code,
    ).toBe('DISABLED');
    await setFlags(server, { SOCIALLOGIN3: true });
  });

  it('asks for PKCE S256, state and nonce', async () => {
    const start = await api<{ url: string }>(server, {
      method: 'GET',
      url: '/wps/session/social/start',
      body: { provider: 'acme' },
    });
    const url = new URL(start.value.url);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
  });

  it('R1.4 signs a new player in through the provider, and the same player again later', async () => {
    const first = await socialLogin('acme', 'ada');
    expect(first.res.statusCode).toBe(303);
    const ticket = new URL(first.res.headers.location as string, 'http://x').searchParams.get('socialTicket');
    expect(ticket).toBeTruthy();
    const session = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/social/complete',
      encrypted: true,
      body: { ticket },
    });
    expect(session.value.token).toMatch(/^[\w-]{43}$/);
    expect(session.value.isAgent).toBe(0);
    const info = await api<{ nickname: string; email?: string }>(server, {
      method: 'GET',
      url: '/wps/member/info',
      token: session.value.token,
    });
    expect(info.value.nickname).toBe('Player ada');
    // The ticket works once.
    expect(
      (
        await api(server, {
          method: 'POST',
          url: '/wps/session/social/complete',
          encrypted: true,
          body: { ticket },
        })
      ).code,
    ).toBe('CODE_EXPIRED');
    // A second sign-in of the same subject finds the same member.
    const again = await socialLogin('acme', 'ada');
    const ticket2 = new URL(again.res.headers.location as string, 'http://x').searchParams.get(
      'socialTicket',
    );
    const second = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/social/complete',
      encrypted: true,
      body: { ticket: ticket2 },
    });
    expect(second.value.customerId).toBe(session.value.customerId);
    // The other provider's identity is another account.
    const beta = await socialLogin('beta', 'ada');
    const ticket3 = new URL(beta.res.headers.location as string, 'http://x').searchParams.get('socialTicket');
    const third = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/social/complete',
      encrypted: true,
      body: { ticket: ticket3 },
    });
    expect(third.value.customerId).not.toBe(session.value.customerId);
  });

  it('refuses a replayed callback (state used once) and a forged state', async () => {
    const { callback } = await socialLogin('acme', 'grace');
    const replay = await server.call({ method: 'GET', url: `${callback.pathname}${callback.search}` });
    expect(replay.headers.location).toBe('/login?socialError=1');
    const forged = new URL(callback.href);
    forged.searchParams.set('state', 'forged-state');
    const res = await server.call({ method: 'GET', url: `${forged.pathname}${forged.search}` });
    expect(res.headers.location).toBe('/login?socialError=1');
  });

  it("R8.12 a member who closes the provider's window is told so: the popup was closed, not a failure", async () => {
    const res = await server.call({
      method: 'GET',
      url: '/wps/session/social/callback?error=access_denied&state=whatever',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?socialError=cancelled');
  });

  it('R4.4 a social sign-in (the spec\'s "firebase" type) never forces a password change', async () => {
    const first = await socialLogin('acme', 'hopper');
    const ticket = new URL(first.res.headers.location as string, 'http://x').searchParams.get('socialTicket');
    const session = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/social/complete',
      encrypted: true,
      body: { ticket },
    });
    // The member's password is the merchant's initial one: a password login would have to change it.
    await server.deps.db.query('UPDATE members SET password_is_initial = true WHERE id = $1', [
      session.value.customerId,
    ]);
    const again = await socialLogin('acme', 'hopper');
    const ticket2 = new URL(again.res.headers.location as string, 'http://x').searchParams.get(
      'socialTicket',
    );
    const second = await api<LoginValue>(server, {
      method: 'POST',
      url: '/wps/session/social/complete',
      encrypted: true,
      body: { ticket: ticket2 },
    });
    expect(second.value).toMatchObject({ cpw: false, passwordExpired: false });
    expect(second.value.token).toMatch(/^[\w-]{43}$/);
  });
});
