import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { api } from '../../support/accounts';
import { createTestMember } from '../../support/members';
import { balance, clientKey, expectLedgerSound, fund, givePaymentPassword } from '../../support/money';
import { multipartBody, PNG_BYTES } from '../../support/multipart';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

describe('ops commands for the cashier', () => {
  it('approve and reject deposits; a second approval changes nothing', async () => {
    const m = await createTestMember(server.deps.db);
    const make = async (amount: string) =>
      (
        await api<{ reference: string }>(server, {
          method: 'POST',
          url: '/wps/v2/deposits',
          token: m.token,
          body: { channel: 'bank', amount, payerName: 'Ann Lee', idempotencyKey: clientKey() },
        })
      ).value.reference;
    const a = await make('120');
    const b = await make('30');
    expect((await ops('deposit', 'list', 'aurora')).output).toContain(a);
    expect((await ops('deposit', 'approve', 'aurora', a, '--by', 'kim')).output).toBe(
      `deposit ${a} approved (120.00 USD)`,
    );
    expect((await ops('deposit', 'approve', 'aurora', a)).output).toContain(
      'already approved; nothing changed',
    );
    expect(await balance(server.deps.db, m)).toBe(120_00);
    const noReason = await ops('deposit', 'reject', 'aurora', b);
    expect(noReason).toMatchObject({ ok: false, exitCode: 2 });
    expect((await ops('deposit', 'reject', 'aurora', b, '--reason', 'No transfer arrived')).ok).toBe(true);
    const late = await ops('deposit', 'approve', 'aurora', b);
    expect(late).toMatchObject({ ok: false, exitCode: 2 });
    expect(await balance(server.deps.db, m)).toBe(120_00);
  });

  it('pay a withdrawal in two payments, cancel one, force one, export proofs; reject the rest', async () => {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 500_00);
    await givePaymentPassword(server.deps.db, m);
    const acc = await api<{ id: number }>(server, {
      method: 'POST',
      url: '/wps/v2/payout-accounts',
      token: m.token,
      body: {
        kind: 'bank',
        provider: 'Metro',
        holderName: 'Ann Lee',
        accountNumber: '99887766554',
        paymentPassword: '246810',
      },
    });
    const w = await api<{ reference: string }>(server, {
      method: 'POST',
      url: '/wps/v2/withdrawals',
      token: m.token,
      body: {
        payoutAccountId: acc.value.id,
        amount: '300',
        paymentPassword: '246810',
        idempotencyKey: clientKey(),
      },
    });
    const ref = w.value.reference;
    expect((await ops('withdrawal', 'list', 'aurora')).output).toContain(ref);
    expect((await ops('withdrawal', 'pay', 'aurora', ref, '--amount', '100')).output).toMatch(
      /payment \d+ of 100\.00 sent/,
    );
    expect((await ops('withdrawal', 'pay', 'aurora', ref, '--amount', '1.005')).exitCode).toBe(2);
    expect((await ops('withdrawal', 'pay', 'aurora', ref, '--amount', '500')).exitCode).toBe(2);
    const [first] = await server.deps.db.query<{ id: number }>(
      'SELECT p.id FROM withdrawal_payouts p JOIN withdrawals w ON w.id = p.withdrawal_id WHERE w.reference = $1',
      [ref],
    );
    const payoutId = String((first as { id: number }).id);
    const body = multipartBody([{ name: 'bank.png', type: 'image/png', bytes: PNG_BYTES }]);
    await server.call({
      method: 'POST',
      url: `/wps/v2/withdrawals/proofs?payoutId=${payoutId}`,
      token: m.token,
      ...body,
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofs-'));
    const proofs = await ops('withdrawal', 'proofs', 'aurora', payoutId, '--out', dir);
    expect(proofs.output).toContain('bank.png');
    expect(fs.readdirSync(dir)).toHaveLength(1);
    expect((await ops('withdrawal', 'cancel-payment', 'aurora', ref, payoutId)).ok).toBe(true);
    await ops('withdrawal', 'pay', 'aurora', ref, '--amount', '50');
    const [second] = await server.deps.db.query<{ id: number }>(
      `SELECT p.id FROM withdrawal_payouts p JOIN withdrawals w ON w.id = p.withdrawal_id WHERE w.reference = $1 AND p.status = 'sent'`,
      [ref],
    );
    expect(
      (await ops('withdrawal', 'force-receipt', 'aurora', ref, String((second as { id: number }).id))).ok,
    ).toBe(true);
    expect((await ops('withdrawal', 'reject', 'aurora', ref, '--reason', 'Account closed')).ok).toBe(true);
    // 50.00 went out, 250.00 came back.
    expect(await balance(server.deps.db, m)).toBe(450_00);
    expect(await balance(server.deps.db, m, 'hold')).toBe(0);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('shows and rotates a channel secret; resets a payment password', async () => {
    const shown = await ops('cashier', 'secret', 'aurora', 'bank');
    const rotated = await ops('cashier', 'secret', 'aurora', 'bank', '--rotate');
    expect(shown.output).toMatch(/^bank: [0-9a-f]{64}$/);
    expect(rotated.output).not.toBe(shown.output);
    expect((await ops('cashier', 'secret', 'aurora', 'nope')).exitCode).toBe(2);
    const m = await createTestMember(server.deps.db);
    await givePaymentPassword(server.deps.db, m);
    expect((await ops('member', 'reset-payment-password', 'aurora', m.username)).ok).toBe(true);
    const state = await api<{ isSet: boolean }>(server, {
      method: 'GET',
      url: '/wps/member/payment-password',
      token: m.token,
    });
    expect(state.value.isSet).toBe(false);
  });
});
