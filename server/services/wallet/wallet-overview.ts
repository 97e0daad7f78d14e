import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { memberBalances } from '../ledger/ledger-accounts';
import { isSingleWallet, vendorWallets } from './vendor-wallets';

export interface WalletOverview {
  currency: string;
  isSingle: boolean;
  main: number;
  hold: number;
  total: number;
  wallets: { code: string; name: string; gameTypes: string[]; balance: number }[];
}

/**
 * The member's wallets. A vendor wallet that still holds money stays listed even
 * after its vendor was hidden or the merchant went single-wallet, so no money hides.
 */
export async function walletOverview(
  q: Queryable,
  merchant: Merchant,
  memberId: number,
): Promise<WalletOverview> {
  const balances = await memberBalances(q, merchant.id, memberId);
  const wallets = (await vendorWallets(q, merchant)).map((w) => ({
    ...w,
    balance: balances.get(`vendor:${w.code}`) ?? 0,
  }));
  const listed = new Set(wallets.map((w) => w.code));
  for (const [kind, balance] of balances) {
    const code = kind.startsWith('vendor:') ? kind.slice('vendor:'.length) : undefined;
    if (code && !listed.has(code) && balance !== 0)
      wallets.push({ code, name: code, gameTypes: [], balance });
  }
  const main = balances.get('main') ?? 0;
  return {
    currency: merchant.currency,
    isSingle: isSingleWallet(merchant),
    main,
    hold: balances.get('hold') ?? 0,
    total: main + wallets.reduce((s, w) => s + w.balance, 0),
    wallets,
  };
}
