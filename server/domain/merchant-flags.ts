import type { Merchant } from './merchant';

/** The flags of merchants.settings.flags that are on. */
export function enabledFlags(merchant: Merchant): string[] {
  const flags = merchant.settings.flags;
  if (typeof flags !== 'object' || flags === null) return [];
  return Object.entries(flags as Record<string, unknown>)
    .filter(([, on]) => on === true)
    .map(([name]) => name)
    .sort();
}
