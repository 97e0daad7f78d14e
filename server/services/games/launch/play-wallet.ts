import { TRIAL_TYPE } from '../../../../schemas/site/constants';
import type { Merchant } from '../../../domain/merchant';
import { isSingleWallet } from '../../wallet/vendor-wallets';
import type { VendorRow } from '../catalogue/vendor-lanes';
import type { PlayWallet } from '../wallet/seamless-wallet';

/**
 * The wallet a member plays a vendor's games from: trial accounts their demo credit;
 * the platform's own games and single-wallet merchants the main wallet; otherwise the
 * vendor's transfer wallet (the member moves money there in "my wallet").
 */
export function playWalletFor(
  merchant: Merchant,
  vendor: Pick<VendorRow, 'integration' | 'accountTypeName'>,
  isAgent: number,
): PlayWallet {
  if (isAgent === TRIAL_TYPE) return 'demo';
  if (vendor.integration === 'house' || isSingleWallet(merchant)) return 'main';
  return `vendor:${vendor.accountTypeName}`;
}
