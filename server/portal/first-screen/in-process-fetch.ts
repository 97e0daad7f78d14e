import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Statuses whose answers carry no body (a Response built with one throws). */
const NO_BODY = new Set([101, 204, 205, 304]);

/** Visitor headers the platform's calls read (region, language, proxies); nothing of a session. */
const PASSED_ON = [
  'accept-language',
  'x-forwarded-for',
  'x-real-ip',
  'cf-ipcountry',
  'x-country-code',
  'user-agent',
];

/**
 * A `fetch` that answers the portal's calls from this platform without a socket: the first
 * screen the platform draws asks exactly what the browser would ask, as the same visitor
 * (address and proxy headers), on the same merchant's host.
 */
export function inProcessFetch(app: FastifyInstance, visitor: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = { host: visitor.host };
    for (const name of PASSED_ON) {
      const value = visitor.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    request.headers.forEach((value, name) => {
      if (name !== 'host') headers[name] = value;
    });
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      remoteAddress: visitor.ip,
      ...(body ? { payload: body } : {}),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(one));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}
