import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ApiError } from './api-error';
import type { Merchant } from './merchant';

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
  app.addHook('onRequest', async (req, reply) => {
    const switched = deps.config.allowWhitelabelSwitch ? await switchedMerchant(req, reply, deps) : undefined;
    req.whitelabelSwitched = Boolean(switched);
    req.merchant = switched ?? (await deps.merchants.forHost(req.hostname));
  });
}

async function switchedMerchant(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
): Promise<Merchant | undefined> {
  const query = (req.query as { wl?: unknown } | undefined)?.wl;
  if (query === '') {
    reply.clearCookie(WHITELABEL_COOKIE, { path: '/' });
    return undefined;
  }
  if (typeof query === 'string') {
    const chosen = await deps.merchants.forCode(query);
    if (chosen)
      reply.setCookie(WHITELABEL_COOKIE, chosen.code, { path: '/', sameSite: 'lax', httpOnly: true });
    return chosen;
  }
  const header = req.headers[WHITELABEL_HEADER];
  const remembered = typeof header === 'string' && header ? header : req.cookies?.[WHITELABEL_COOKIE];
  return remembered ? deps.merchants.forCode(remembered) : undefined;
}

/** The request's merchant, or a 404 naming the domain check. */
export function merchantOf(req: FastifyRequest): Merchant {
  if (!req.merchant)
    throw new ApiError(404, 'NOT_FOUND', `Invalid URL or domain check failed: ${req.hostname}`);
  return req.merchant;
}
