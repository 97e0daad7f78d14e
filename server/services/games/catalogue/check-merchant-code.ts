import { ApiError } from '../../../domain/api-error';
import type { Merchant } from '../../../domain/merchant';

/** A call naming a merchant must name the one this domain serves: no reading across merchants. */
export function checkMerchantCode(merchant: Merchant, code: string | undefined): void {
  if (code !== undefined && code !== '' && code !== merchant.code) {
    throw new ApiError(403, 'FORBIDDEN', 'merchantCode: not this site’s merchant', [
      { field: 'merchantCode', message: 'not this site’s merchant' },
    ]);
  }
}
