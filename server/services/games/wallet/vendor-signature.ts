import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';

const MAX_SKEW_MS = 5 * 60_000;

export interface SignedCall {
  vendor: string;
  playerId?: number;
  roundId?: string;
  amount?: number;
  timestamp: number;
  signature: string;
}

/** The text a vendor signs: `vendor|playerId|roundId|amount|timestamp`. */
export function signedText(c: Omit<SignedCall, 'signature'>): string {
  return [c.vendor, c.playerId ?? '', c.roundId ?? '', c.amount ?? '', c.timestamp].join('|');
}

export function signCall(secret: string, c: Omit<SignedCall, 'signature'>): string {
  return createHmac('sha256', secret).update(signedText(c)).digest('hex');
}

/**
 * Check a provider's call: the merchant must have given the vendor a wallet secret
 * (settings `games.walletSecrets`), the signature must match and the time be recent.
 */
export function verifyVendorCall(merchant: Merchant, c: SignedCall): void {
  const games = (merchant.settings.games ?? {}) as { walletSecrets?: Record<string, unknown> };
  const secret = games.walletSecrets?.[c.vendor];
  if (typeof secret !== 'string' || secret.length < 16)
    throw ApiError.forbidden('This vendor may not call the wallet');
  if (Math.abs(Date.now() - c.timestamp) > MAX_SKEW_MS)
    throw ApiError.forbidden('The call is too old or from the future');
  const expected = Buffer.from(signCall(secret, c), 'hex');
  const given = Buffer.from(c.signature, 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw ApiError.forbidden('Bad signature');
}
