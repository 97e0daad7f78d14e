import { describe, expect, it, vi } from 'vitest';
import { requestUrl, sendHttp } from './http-request';

const ok = () => new Response('{}', { status: 200 });
/** A fetch that never answers: like the browser's, it rejects with the reason its request is aborted for. */
const never = vi.fn(
  (req: Request) =>
    new Promise<Response>((_, reject) => {
      if (req.signal.aborted) reject(req.signal.reason);
      req.signal.addEventListener('abort', () => reject(req.signal.reason));
    }),
);

describe('the portal client’s HTTP request', () => {
  it('puts the path under the base, with the query when there is one', () => {
    expect(requestUrl('/', 'wps/a', { b: '1', c: 'x y' })).toBe('/wps/a?b=1&c=x+y');
    expect(requestUrl('http://x.test/', '/wps/a')).toBe('http://x.test/wps/a');
    expect(requestUrl('http://x.test', 'wps/a', {})).toBe('http://x.test/wps/a');
  });

  it('sends a JSON body as JSON, and form fields as they are', async () => {
    const seen: Request[] = [];
    const fetch = vi.fn(async (req: Request) => (seen.push(req), ok()));
    const opts = { baseUrl: 'http://x.test', timeoutMs: 1_000, fetch: fetch as typeof globalThis.fetch };
    await sendHttp('a', { method: 'POST', headers: { 'x-module': 'm' }, json: { n: 1 } }, opts);
    await sendHttp('b', { method: 'POST', headers: {}, body: new URLSearchParams({ k: 'v' }) }, opts);
    expect(seen[0]!.headers.get('content-type')).toBe('application/json');
    expect(seen[0]!.headers.get('x-module')).toBe('m');
    expect(await seen[0]!.json()).toEqual({ n: 1 });
    expect(seen[1]!.headers.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await seen[1]!.text()).toBe('k=v');
  });

  it('gives up with a TimeoutError when no answer comes in time', async () => {
    const opts = { baseUrl: 'http://x.test', timeoutMs: 20, fetch: never as typeof globalThis.fetch };
    await expect(sendHttp('a', { method: 'GET', headers: {} }, opts)).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('ends with the caller’s abort, before or during the request', async () => {
    const opts = { baseUrl: 'http://x.test', timeoutMs: 5_000, fetch: never as typeof globalThis.fetch };
    const early = new AbortController();
    early.abort();
    await expect(
      sendHttp('a', { method: 'GET', headers: {}, signal: early.signal }, opts),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    const late = new AbortController();
    const sent = sendHttp('a', { method: 'GET', headers: {}, signal: late.signal }, opts);
    late.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
  });
});
