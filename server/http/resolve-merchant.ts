import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { normaliseHost, type Merchant, type MerchantSnapshot } from '../domain/merchant';

declare module 'fastify' {
  interface FastifyRequest {
    merchant?: Merchant;
    /** True when the development switch (query, header or cookie) chose the merchant. */
    whitelabelSwitched?: boolean;
  }
}

/** Header a development page sends after `?wl=` switched its whitelabel. */
export const WHITELABEL_HEADER = 'x-whitelabel';
/** Cookie that keeps the `?wl=` choice across reloads and client-side navigation. */
export const WHITELABEL_COOKIE = 'tsr_wl';

/**
 * Every request belongs to one merchant, found by its Host through the domain map.
 * When the switch is allowed (development, demos) `?wl=`, the header or the cookie
 * that `?wl=` leaves override it; `?wl=` with no value goes back to the domain's merchant.
 * When the switch is not allowed, none of them is read.
 */
export function registerMerchantResolution(app: FastifyInstance, deps: AppDeps): void {
  const resolve = (req: FastifyRequest, reply: FastifyReply, merchants: MerchantSnapshot) => {
    const switched = deps.config.allowWhitelabelSwitch ? switchedMerchant(req, reply, merchants) : undefined;
    req.whitelabelSwitched = Boolean(switched);
    // The domain map's keys are normalised: a Host sent as mapped is found without a copy.
    const host = req.hostname;
    req.merchant = switched ?? merchants.byHost.get(host) ?? merchants.byHost.get(normaliseHost(host));
  };
  // Part of every request's shape from the start (a property added later changes it per call).
  app.decorateRequest('merchant', undefined);
  app.decorateRequest('whitelabelSwitched', false);
  // A callback hook: while the directory is fresh the merchant is found without a promise.
  app.addHook('onRequest', (req, reply, done) => {
    const fresh = deps.merchants.peek();
    if (fresh) {
      resolve(req, reply, fresh);
      done();
      return;
    }
    deps.merchants
      .current()
      .then((merchants) => resolve(req, reply, merchants))
      .then(() => done(), done);
  });
}

function switchedMerchant(
  req: FastifyRequest,
  reply: FastifyReply,
  merchants: MerchantSnapshot,
): Merchant | undefined {
  const query = (req.query as { wl?: unknown } | undefined)?.wl;
  if (query === '') {
    reply.clearCookie(WHITELABEL_COOKIE, switchCookieOptions(req));
    return undefined;
  }
  if (typeof query === 'string') {
    const chosen = merchants.byCode.get(query);
    if (chosen) reply.setCookie(WHITELABEL_COOKIE, chosen.code, switchCookieOptions(req));
    return chosen;
  }
  const header = req.headers[WHITELABEL_HEADER];
  const remembered = typeof header === 'string' && header ? header : req.cookies?.[WHITELABEL_COOKIE];
  return remembered ? merchants.byCode.get(remembered) : undefined;
}

/** Host names browsers treat as secure even over plain http (they keep Secure cookies there). */
const LOOPBACK_HOST = /^(localhost|[\w-]+(\.[\w-]+)*\.localhost|127\.0\.0\.1|\[::1\])$/i;

/**
 * The switch cookie chooses which brand a browser sees, so it is HttpOnly, SameSite=Lax and
 * Secure wherever a browser keeps a Secure cookie: over https (as the proxy says, when
 * trusted) and on loopback hosts. Only a plain-http demo on another host gets it without
 * Secure, where the browser would drop it otherwise and every byte travels in clear anyway.
 */
export function switchCookieOptions(req: FastifyRequest): {
  path: string;
  sameSite: 'lax';
  httpOnly: true;
  secure: boolean;
} {
  const secure = req.protocol === 'https' || LOOPBACK_HOST.test(req.hostname);
  return { path: '/', sameSite: 'lax', httpOnly: true, secure };
}

/** The request's merchant, or a 404 naming the domain check. */
export function merchantOf(req: FastifyRequest): Merchant {
  if (!req.merchant)
    throw new ApiError(404, 'NOT_FOUND', `Invalid URL or domain check failed: ${req.hostname}`);
  return req.merchant;
}
