import { expect } from 'vitest';
import { api } from './accounts';
import type { TestMember } from './members';
import { clientKey } from './money';
import type { TestServer } from './test-server';

/** A member's bank-transfer deposit request through the portal's call, waiting for the cashier. */
export async function requestDeposit(
  server: TestServer,
  m: TestMember,
  amount: string,
  opts: { payerName?: string; merchant?: string } = {},
): Promise<string> {
  const res = await api<{ reference: string }>(server, {
    merchant: opts.merchant ?? 'aurora',
    method: 'POST',
    url: '/wps/v2/deposits',
    token: m.token,
    body: { channel: 'bank', amount, payerName: opts.payerName ?? 'Ann Lee', idempotencyKey: clientKey() },
  });
  expect(res.success, JSON.stringify(res)).toBe(true);
  return res.value.reference;
}
