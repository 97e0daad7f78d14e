import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { visibleVendors } from '../games/catalogue/vendor-lanes';

/** A vendor wallet a member may hold money in. */
export interface VendorWallet {
  code: string;
  name: string;
  gameTypes: string[];
}

/**
 * Whether the merchant runs one wallet only (platform.json `wallet.isSingle`, spec §3).
 * Then vendors play from the main wallet and no vendor wallets exist.
 */
export function isSingleWallet(merchant: Merchant): boolean {
  const wallet = (merchant.settings.wallet ?? {}) as { isSingle?: unknown };
  return wallet.isSingle === true;
}

/**
 * The merchant's vendor wallets: one per wallet code (accountTypeName) of the visible
 * vendors that are not the platform's own house games (those play from main).
 */
export async function vendorWallets(q: Queryable, merchant: Merchant): Promise<VendorWallet[]> {
  if (isSingleWallet(merchant)) return [];
  const byCode = new Map<string, VendorWallet>();
  for (const v of await visibleVendors(q, merchant)) {
    if (v.integration === 'house') continue;
    const w = byCode.get(v.accountTypeName);
    if (w) {
      if (!w.gameTypes.includes(v.gameType)) w.gameTypes.push(v.gameType);
    } else byCode.set(v.accountTypeName, { code: v.accountTypeName, name: v.title, gameTypes: [v.gameType] });
  }
  return [...byCode.values()];
}

/** Ledger account kind of a wallet code. */
export function walletKind(code: string): 'main' | `vendor:${string}` {
  return code === 'main' ? 'main' : `vendor:${code}`;
}
