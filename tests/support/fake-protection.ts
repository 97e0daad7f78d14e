import type { ResponseOf } from '@schemas/api/endpoint';
import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  PROTECTION_TOOLS,
  type ProtectionTool,
} from '@schemas/api/protection-rules';
import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import {
  cancelPlayerLimit,
  confirmPlayerLimit,
  getPlayerLimits,
  setPlayerLimit,
  takeBreak,
} from '../../src/api/endpoints';

type Limits = ResponseOf<typeof getPlayerLimits>;
type Limit = Limits['limits'][number];

const HOUR = 3600_000;

/**
 * The protection calls as the platform answers them: a lower or first limit holds at once, a
 * raise or removal waits 24 hours of `now()` and then needs confirming. `now` is the fake's clock.
 */
export function withProtectionApi(
  api: FakeApiClient,
  opts: { tools?: Partial<Record<ProtectionTool, boolean>>; now?: () => number; depositLimit?: number } = {},
): FakeApiClient {
  const now = opts.now ?? (() => Date.parse('2026-11-26T08:00:00Z'));
  const tools = Object.fromEntries(
    PROTECTION_TOOLS.map((t) => [t, opts.tools?.[t] ?? true]),
  ) as Limits['tools'];
  const limits: Limit[] = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => ({ kind, period, amount: null, used: 0, resetsAt: null, pending: null })),
  );
  if (opts.depositLimit !== undefined)
    Object.assign(limits[0] as Limit, {
      amount: opts.depositLimit,
      used: 25_00,
      resetsAt: new Date(now() + 20 * HOUR).toISOString(),
    });
  const state = (): Limits => ({ tools, currency: 'USD', limits: limits.map((l) => ({ ...l })) });
  const find = (kind: string, period: string) =>
    limits.find((l) => l.kind === kind && l.period === period) as Limit;
  return api
    .on(getPlayerLimits, state)
    .on(setPlayerLimit, (input) => {
      if (!tools.limits) throw new CallError('DISABLED', 'off', 403);
      const l = find(input.kind, input.period);
      const next = input.amount === null ? null : Math.round(Number(input.amount) * 100);
      if (next !== null && (l.amount === null || next <= l.amount)) {
        l.amount = next;
        l.pending = null;
      } else if (next !== l.amount) {
        l.pending = { amount: next, confirmableFrom: new Date(now() + 24 * HOUR).toISOString() };
      }
      return state();
    })
    .on(confirmPlayerLimit, (input) => {
      const l = find(input.kind, input.period);
      if (!l.pending) throw new CallError('CONFLICT', 'nothing pending', 409);
      if (Date.parse(l.pending.confirmableFrom) > now())
        throw new CallError(
          'CONFLICT',
          'cooling off',
          409,
          [{ field: 'kind', message: 'still cooling off' }],
          {
            confirmableFrom: l.pending.confirmableFrom,
          },
        );
      l.amount = l.pending.amount;
      l.pending = null;
      return state();
    })
    .on(cancelPlayerLimit, (input) => {
      find(input.kind, input.period).pending = null;
      return state();
    })
    .on(takeBreak, (input) => {
      if (!tools[input.kind === 'time-out' ? 'timeOut' : 'selfExclusion'])
        throw new CallError('DISABLED', 'off', 403);
      const hours: Record<string, number> = { '24h': 24, '48h': 48, '1w': 168, '6m': 4380, '1y': 8760 };
      const h = hours[input.period];
      return { kind: input.kind, until: h === undefined ? null : new Date(now() + h * HOUR).toISOString() };
    });
}
