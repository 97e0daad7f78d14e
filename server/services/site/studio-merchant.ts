import type { AppDeps } from '../../app-deps';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import type { SessionOperator } from '../operators/operator-sessions';

/**
 * The merchant whose site a studio call works on: an operator of one merchant works on its
 * own, and naming another answers 404 (as rows of another merchant do, so nobody learns
 * which merchants exist); a platform-wide operator names the merchant.
 */
export async function studioMerchant(
  deps: Pick<AppDeps, 'merchants'>,
  op: SessionOperator,
  code: string | undefined,
): Promise<Merchant> {
  if (op.merchantId !== null && code !== undefined && code !== op.merchantCode)
    throw ApiError.notFound('merchant');
  const wanted = op.merchantCode ?? code;
  if (wanted === undefined || wanted === null)
    throw ApiError.validation('merchant', 'is required: name the merchant whose site you edit');
  const merchant = await deps.merchants.forCode(wanted);
  if (!merchant) throw ApiError.notFound('merchant');
  return merchant;
}
