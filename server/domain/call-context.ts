import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import { ApiError } from './api-error';
import type { SessionMember } from './session-member';
import type { Merchant } from './merchant';

/** What a handler knows about the call it answers. */
export interface CallContext {
  deps: AppDeps;
  merchant: Merchant;
  /** Present on calls that need a token (spec mark "t"), or when one was sent and is valid. */
  member: SessionMember | undefined;
  ip: string;
  host: string;
  /** http or https, as the visitor reached us (behind a trusted proxy: X-Forwarded-Proto). */
  protocol: string;
  /** The port of the Host header, when it named one (development); undefined for the scheme's default. */
  port: number | undefined;
  /** The visitor's country from a trusted edge header (TRUST_PROXY=1), else undefined. */
  country: string | undefined;
  /** The development switch (?wl=, x-whitelabel, cookie) chose the merchant, not the Host. */
  whitelabelSwitched: boolean;
  requestId: string;
  userAgent: string;
  log: FastifyBaseLogger;
}

/** The session member, or a 401 envelope. */
export function sessionOf(ctx: CallContext): SessionMember {
  if (!ctx.member) throw ApiError.unauthenticated();
  return ctx.member;
}
