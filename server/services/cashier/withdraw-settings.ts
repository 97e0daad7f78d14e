import type { Merchant } from '../../domain/merchant';

export interface WithdrawLimits {
  minAmount: number;
  maxAmount: number;
  /** Minutes after a payment is sent until it counts as received (spec §4, R9.19). */
  confirmMinutes: number;
}

const DEFAULTS: WithdrawLimits = { minAmount: 50_00, maxAmount: 50_000_00, confirmMinutes: 60 };

/** platform.json `cashier.withdrawal` (minor units and minutes), with the platform's defaults. */
export function withdrawLimits(merchant: Merchant): WithdrawLimits {
  const cashier = (merchant.settings.cashier ?? {}) as { withdrawal?: Partial<WithdrawLimits> };
  const w = cashier.withdrawal ?? {};
  const int = (v: unknown, d: number, min: number) =>
    Number.isSafeInteger(v) && (v as number) >= min ? (v as number) : d;
  const minAmount = int(w.minAmount, DEFAULTS.minAmount, 1);
  return {
    minAmount,
    maxAmount: Math.max(minAmount, int(w.maxAmount, DEFAULTS.maxAmount, 1)),
    confirmMinutes: int(w.confirmMinutes, DEFAULTS.confirmMinutes, 1),
  };
}
