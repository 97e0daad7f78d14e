import { createHash } from 'node:crypto';
import type { Merchant } from './merchant';

/** The member behind a valid session token (server/http/authenticate.ts finds it). */
export interface SessionMember {
  memberId: number;
  username: string;
  isAgent: number;
  tokenHash: string;
  loginType: string;
}

/** Minutes of inactivity after which a session ends, unless the merchant sets another. */
export const DEFAULT_IDLE_MINUTES = 15;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function idleMinutes(merchant: Merchant): number {
  const v = merchant.settings.sessionIdleMinutes;
  return typeof v === 'number' && v > 0 ? v : DEFAULT_IDLE_MINUTES;
}
