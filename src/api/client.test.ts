import { describe, expect, it, vi } from 'vitest';
import type { EndpointRef } from '@schemas/api/endpoint';
import { createApiClient } from './client';

const sealed: EndpointRef<{ a: number }, { ok: boolean }> = {
  id: 'session.login',
  method: 'POST',
  path: '/wps/session/login',
  token: false,
  encrypted: true,
};
const tokenCall: EndpointRef<Record<string, never>, { sumBalance: number }> = {
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  token: true,
  encrypted: false,
  module: 'wallet',
};

function answer(body: unknown, status = 200, date = new Date()) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', date: date.toUTCString() },
  });
}
const fail = (code: string, message = code) => ({ success: false, code, message, value: null });

describe('API client reactions to server errors (R8.14)', () => {
  it('reseals once with the server’s clock when a sealed payload is refused as stale', async () => {
    const serverNow = new Date(Date.now() + 20 * 60_000);
    const seen: number[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const req = input as Request;
      const body = (await req.json()) as { ts: number };
      seen.push(body.ts);
      return seen.length === 1
        ? answer(
            fail('REPLAYED', 'The encrypted payload is too old; check the device clock and retry'),
            400,
            serverNow,
          )
        : answer({ success: true, code: 'OK', message: '', value: { ok: true } }, 200, serverNow);
    });
    const client = createApiClient({
      payloadKey: 'k',
      getToken: () => undefined,
      fetch,
      baseUrl: 'http://x.test',
    });
    await expect(client.call(sealed, { a: 1 })).resolves.toEqual({ ok: true });
    expect(seen).toHaveLength(2);
    // The second seal carries the server's time (to the second of its Date header).
    expect(Math.abs((seen[1] ?? 0) - serverNow.getTime())).toBeLessThan(2000);
  });

  it('does not retry a replay of a payload already received', async () => {
    const fetch = vi.fn(async () => answer(fail('REPLAYED', 'This request was already received'), 400));
    const client = createApiClient({
      payloadKey: 'k',
      getToken: () => undefined,
      fetch,
      baseUrl: 'http://x.test',
    });
    await expect(client.call(sealed, { a: 1 })).rejects.toMatchObject({ code: 'REPLAYED' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('asks for the system status when a call answers MAINTENANCE or REGION_BLOCKED', async () => {
    const onSystemStatus = vi.fn();
    const fetch = vi.fn(async () => answer(fail('MAINTENANCE'), 503));
    const client = createApiClient({
      payloadKey: 'k',
      getToken: () => 't',
      fetch,
      baseUrl: 'http://x.test',
      onSystemStatus,
    });
    await expect(client.call(tokenCall, {})).rejects.toMatchObject({ code: 'MAINTENANCE', status: 503 });
    expect(onSystemStatus).toHaveBeenCalledTimes(1);
  });

  it('ends the session when a token call answers UNAUTHENTICATED or SESSION_EXPIRED', async () => {
    const onSessionEnded = vi.fn();
    const fetch = vi.fn(async () => answer(fail('SESSION_EXPIRED'), 401));
    const client = createApiClient({
      payloadKey: 'k',
      getToken: () => 't',
      fetch,
      baseUrl: 'http://x.test',
      onSessionEnded,
    });
    await expect(client.call(tokenCall, {})).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it('R7.1 sends the module header: the endpoint’s module (its domain) unless the caller names its own', async () => {
    const modules: (string | null)[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const req = input as Request;
      modules.push(req.headers.get('x-module'));
      return answer({ success: true, code: 'OK', message: '', value: { sumBalance: 1 } });
    });
    const client = createApiClient({ payloadKey: 'k', getToken: () => 't', fetch, baseUrl: 'http://x.test' });
    await client.call(tokenCall, {});
    await client.call(tokenCall, {}, { module: 'balance-panel' });
    expect(modules).toEqual(['wallet', 'balance-panel']);
  });
});

describe('API client and money calls whose answer is lost', () => {
  const transfer: EndpointRef<{ amount: string; idempotencyKey?: string }, { transactionId: number }> = {
    id: 'wallet.transfer',
    method: 'POST',
    path: '/wps/relay/GCS_walletTransfer',
    token: true,
    encrypted: false,
    module: 'wallet',
  };
  const keys: string[] = [];
  const dropsFirst = () => {
    let calls = 0;
    keys.length = 0;
    return vi.fn(async (input: RequestInfo | URL) => {
      calls += 1;
      keys.push(
        ((await (input as Request).clone().json()) as { idempotencyKey?: string }).idempotencyKey ?? '',
      );
      if (calls === 1) throw new TypeError('fetch failed');
      return answer({ success: true, code: 'OK', message: '', value: { transactionId: 7 }, replayed: true });
    });
  };

  it('asks again with the same key when a money call got no answer, and gives the first answer', async () => {
    const fetch = dropsFirst();
    const client = createApiClient({ payloadKey: 'k', getToken: () => 't', fetch, baseUrl: 'http://x.test' });
    await expect(
      client.call(transfer, { amount: '1.00', idempotencyKey: 'key-1234567890abcd' }),
    ).resolves.toEqual({
      transactionId: 7,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(keys).toEqual(['key-1234567890abcd', 'key-1234567890abcd']);
  });

  it('does not send a call without a key twice', async () => {
    const fetch = dropsFirst();
    const client = createApiClient({ payloadKey: 'k', getToken: () => 't', fetch, baseUrl: 'http://x.test' });
    await expect(client.call(transfer, { amount: '1.00' })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('API client requests', () => {
  it('sends a GET call’s input as its query, without empty values', async () => {
    const urls: string[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      urls.push((input as Request).url);
      return answer({ success: true, code: 'OK', message: '', value: { sumBalance: 1 } });
    });
    const client = createApiClient({
      payloadKey: 'k',
      getToken: () => 't',
      fetch,
      baseUrl: 'http://x.test/',
    });
    await client.call(tokenCall as EndpointRef<Record<string, unknown>, unknown>, { a: 1, b: null, c: 'x' });
    expect(urls).toEqual(['http://x.test/wps/v2/wallets/balance?a=1&c=x']);
  });

  it('fails a call with no answer in 30 s as TIMEOUT', async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (input: RequestInfo | URL) =>
          new Promise<Response>((_, reject) => {
            const { signal } = input as Request;
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      );
      const client = createApiClient({
        payloadKey: 'k',
        getToken: () => 't',
        fetch,
        baseUrl: 'http://x.test',
      });
      const sent = client.call(tokenCall, {});
      const failed = expect(sent).rejects.toMatchObject({ code: 'TIMEOUT' });
      await vi.advanceTimersByTimeAsync(30_000);
      await failed;
    } finally {
      vi.useRealTimers();
    }
  });
});
