import type { Merchant } from '../../../domain/merchant';

/** platform.json `agents.transfer` limits of one transfer to a downline (minor units), with defaults. */
export function downlineTransferLimits(merchant: Merchant): { minAmount: number; maxAmount: number } {
  const raw = (
    (merchant.settings.agents ?? {}) as { transfer?: { minAmount?: unknown; maxAmount?: unknown } }
  ).transfer;
  const int = (v: unknown, d: number) => (Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : d);
  const minAmount = int(raw?.minAmount, 1_00);
  return { minAmount, maxAmount: Math.max(minAmount, int(raw?.maxAmount, 1_000_000_00)) };
}
