import type { Static } from '@sinclair/typebox';
import type { DepositChannel } from '../../../schemas/api/deposit';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';

export type Channel = Static<typeof DepositChannel> & { enabled: boolean };

/**
 * Channels every merchant starts with; platform.json `cashier.depositChannels`
 * replaces them (see docs/operations.md). Limits are minor units.
 */
function defaultChannels(merchant: Merchant): Channel[] {
  return [
    {
      code: 'bank',
      kind: 'bank',
      name: 'Bank transfer',
      minAmount: 10_00,
      maxAmount: 50_000_00,
      enabled: true,
      receiving: {
        provider: 'Tessera Demo Bank',
        accountName: merchant.name,
        accountNumber: '0123 4567 8901',
      },
    },
    {
      code: 'ewallet',
      kind: 'ewallet',
      name: 'E-wallet',
      minAmount: 5_00,
      maxAmount: 20_000_00,
      enabled: true,
      receiving: { provider: 'Demo Pay', accountName: merchant.name, accountNumber: '0917 000 1234' },
    },
    {
      code: 'demo',
      kind: 'instant',
      name: 'Demo instant',
      minAmount: 1_00,
      maxAmount: 10_000_00,
      enabled: true,
    },
  ];
}

function isChannel(v: unknown): v is Channel {
  const c = v as Partial<Channel>;
  return (
    typeof c?.code === 'string' &&
    (c.kind === 'bank' || c.kind === 'ewallet' || c.kind === 'instant') &&
    typeof c.name === 'string' &&
    Number.isSafeInteger(c.minAmount) &&
    Number.isSafeInteger(c.maxAmount) &&
    (c.minAmount as number) > 0 &&
    (c.maxAmount as number) >= (c.minAmount as number)
  );
}

/** The merchant's deposit channels (enabled or not); malformed entries are skipped. */
export function depositChannels(merchant: Merchant): Channel[] {
  const cashier = (merchant.settings.cashier ?? {}) as { depositChannels?: unknown };
  if (!Array.isArray(cashier.depositChannels)) return defaultChannels(merchant);
  return cashier.depositChannels.filter(isChannel).map((c) => ({ ...c, enabled: c.enabled !== false }));
}

export function enabledChannel(merchant: Merchant, code: string): Channel {
  const channel = depositChannels(merchant).find((c) => c.code === code && c.enabled);
  if (!channel) throw ApiError.validation('channel', 'is not an open deposit channel');
  return channel;
}

/** What the portal may see of a channel. */
export function publicChannel(c: Channel): Static<typeof DepositChannel> {
  return {
    code: c.code,
    kind: c.kind,
    name: c.name,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    ...(c.receiving ? { receiving: c.receiving } : {}),
  };
}
