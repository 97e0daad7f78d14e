import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port, with clients whose
 * redirect URI is the platform's callback on `callbackOrigins`. Every login name signs in
 * (any password) as the subject of that name, with a verified e-mail and a display name.
 */
export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
}

export async function startTestProvider(opts: {
  clients: string[];
  callbackOrigins: string[];
}): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = new Provider(issuer, {
    clients: opts.clients.map((client_id) => ({
      client_id,
      client_secret: `${client_id}-secret`,
      redirect_uris: opts.callbackOrigins.map((o) => `${o}/wps/session/social/callback`),
      token_endpoint_auth_method: 'client_secret_post',
    })),
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, email: `${sub}@acme.test`, email_verified: true, name: `Player ${sub}` }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  });
  const handle = oidc.callback();
  server.on('request', (req, res) => {
    // Browsers ask every host for an icon; the provider has none to give.
    if (req.url === '/favicon.ico') return void res.writeHead(204).end();
    return handle(req, res);
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A browser in miniature: follows the provider's redirects from `url`, keeps its cookies,
 * submits its login and consent forms, and stops at the platform's callback (`redirect`).
 */
export async function signInAtProvider(url: string, login: string, redirect: string): Promise<URL> {
  const jar = new Map<string, string>();
  let next: { url: string; method: 'GET' | 'POST'; body?: string } = { url, method: 'GET' };
  for (let hop = 0; hop < 20; hop += 1) {
    const res = await fetch(next.url, {
      method: next.method,
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(next.body ? { body: next.body } : {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.href.startsWith(redirect)) return target;
      next = { url: target.href, method: 'GET' };
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"[^>]*method="post"/i.exec(html)?.[1];
    if (!action) throw new Error(`provider page without a form: ${html.slice(0, 200)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'login';
    const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    next = {
      url: new URL(action.replace(/&amp;/g, '&'), next.url).href,
      method: 'POST',
      body: form.toString(),
    };
  }
  throw new Error('too many hops at the provider');
}
