import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import { getActivityStatement, getStatementRequest, requestStatement } from '../../src/api/endpoints';
import type { ActivityStatement, StatementRequest } from '../../src/atoms/activity-statement';

type Row = ActivityStatement['rows'][number];

export function fakeStatementRow(overrides: Partial<Row> = {}): Row {
  return {
    period: '2026-11-20',
    deposits: 500_00,
    withdrawals: 0,
    stakes: 120_00,
    payouts: 95_50,
    net: -24_50,
    bonuses: 10_00,
    ...overrides,
  };
}

/**
 * The statement calls as the platform answers them: the rows given for any range (grouped as
 * asked), totals summed from them, and one open twelve-month request at a time.
 */
export function withStatementApi(
  api: FakeApiClient,
  opts: { rows?: Row[]; today?: string; request?: StatementRequest | null } = {},
): FakeApiClient {
  const rows = opts.rows ?? [fakeStatementRow()];
  const today = opts.today ?? '2026-11-26';
  let request = opts.request ?? null;
  return api
    .on(getActivityStatement, (input) => {
      const sum = (k: keyof Omit<Row, 'period'>) => rows.reduce((t, r) => t + r[k], 0);
      return {
        currency: 'USD',
        from: input.from,
        to: input.to,
        today,
        groupBy: input.groupBy ?? 'day',
        rows,
        totals: {
          deposits: sum('deposits'),
          withdrawals: sum('withdrawals'),
          stakes: sum('stakes'),
          payouts: sum('payouts'),
          net: sum('net'),
          bonuses: sum('bonuses'),
        },
      };
    })
    .on(getStatementRequest, () => ({ request }))
    .on(requestStatement, () => {
      if (request?.status === 'open')
        throw new CallError('STATEMENT_REQUEST_OPEN', 'already open', 409, [], { request });
      request = {
        reference: 'ST7',
        status: 'open',
        from: '2025-11-26',
        to: today,
        requestedAt: `${today}T10:00:00.000Z`,
      };
      return request;
    });
}
