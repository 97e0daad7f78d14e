import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signCall } from '../../../server/services/games/wallet/vendor-signature';
import { balanceOf } from '../../../server/services/ledger/ledger-accounts';
import { verifyLedger } from '../../../server/services/ledger/verify-ledger';
import { fundMember } from '../../support/fund-member';
import { createTestMember, type TestMember } from '../../support/members';
import { startTestServer, type TestServer } from '../../support/test-server';

const SECRET = 'test-wallet-secret-0123456789';
let server: TestServer;
let m: TestMember;
beforeAll(async () => {
  server = await startTestServer();
  await server.deps.db.query(`UPDATE merchants SET settings = settings || $1::jsonb WHERE code = 'aurora'`, [
    JSON.stringify({ games: { walletSecrets: { SPX: SECRET } } }),
  ]);
  server.deps.merchants.invalidate();
  m = await createTestMember(server.deps.db);
  await fundMember(server.deps.db, m, 50_00, 'USD', 'vendor:SPX');
});
afterAll(() => server.close());

async function call(op: string, body: Record<string, unknown>, secret = SECRET) {
  const signed = { vendor: 'SPX', timestamp: Date.now(), ...body };
  const signature = signCall(secret, signed as never);
  const res = await server.call({
    method: 'POST',
    url: `/wps/seamless/v1/${op}`,
    payload: { ...signed, signature },
  });
  return {
    status: res.statusCode,
    body: res.json() as {
      success: boolean;
      code: string;
      message: string;
      replayed?: boolean;
      value: { balance: number; round?: { status: string } } & { status?: string };
    },
  };
}
/** Outside vendors play from their transfer wallet (the merchant runs vendor wallets). */
const main = () => balanceOf(server.deps.db, m.merchantId, { memberId: m.memberId, kind: 'vendor:SPX' });

describe('seamless wallet for outside providers', () => {
  it('debit, credit and balance move money once each, signed by the vendor', async () => {
    const d = await call('debit', {
      playerId: m.memberId,
      roundId: 'spx-round-1',
      amount: 300,
      gameId: 'SPX-0001',
    });
    expect(d.body).toMatchObject({ success: true, value: { balance: 47_00, round: { status: 'open' } } });
    const c = await call('credit', { roundId: 'spx-round-1', amount: 900 });
    expect(c.body.value).toMatchObject({ balance: 56_00, round: { status: 'settled' } });
    const b = await call('balance', { playerId: m.memberId });
    expect(b.body.value.balance).toBe(56_00);
  });

  it('answers a repeated debit or credit with its first answer; refuses another request on the same round, a rollback after a credit; no money moves', async () => {
    const before = await main();
    const d = await call('debit', {
      playerId: m.memberId,
      roundId: 'spx-round-1',
      amount: 300,
      gameId: 'SPX-0001',
    });
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ replayed: true, value: { balance: 47_00, round: { status: 'open' } } });
    const c = await call('credit', { roundId: 'spx-round-1', amount: 900 });
    expect(c.body).toMatchObject({ replayed: true, value: { balance: 56_00, round: { status: 'settled' } } });
    const otherDebit = await call('debit', { playerId: m.memberId, roundId: 'spx-round-1', amount: 500 });
    expect(otherDebit.status).toBe(409);
    expect(otherDebit.body.code).toBe('IDEMPOTENCY_MISMATCH');
    expect(otherDebit.body.message).toContain('amount 300');
    const otherCredit = await call('credit', { roundId: 'spx-round-1', amount: 100 });
    expect(otherCredit.body.code).toBe('IDEMPOTENCY_MISMATCH');
    const r = await call('rollback', { roundId: 'spx-round-1' });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('CONFLICT');
    expect(await main()).toBe(before);
  });

  it('rolls back an open round once, and answers an unknown round as unknown', async () => {
    const before = await main();
    await call('debit', { playerId: m.memberId, roundId: 'spx-round-2', amount: 1_00 });
    expect(await main()).toBe(before - 1_00);
    const r = await call('rollback', { roundId: 'spx-round-2' });
    expect(r.body.value).toMatchObject({ balance: before, round: { status: 'rolled_back' } });
    const again = await call('rollback', { roundId: 'spx-round-2' });
    expect(again.body).toMatchObject({ replayed: true, value: r.body.value });
    const credit = await call('credit', { roundId: 'spx-round-2', amount: 5_00 });
    expect(credit.status).toBe(409);
    const unknown = await call('rollback', { roundId: 'never-seen-round' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND', value: { status: 'unknown' } });
    expect(await main()).toBe(before);
  });

  it('refuses a debit above the balance, a bad signature, an unconfigured vendor, a stale call', async () => {
    const before = await main();
    expect(
      (await call('debit', { playerId: m.memberId, roundId: 'spx-round-3', amount: before + 1 })).body.code,
    ).toBe('INSUFFICIENT_FUNDS');
    expect(
      (
        await call(
          'debit',
          { playerId: m.memberId, roundId: 'spx-round-4', amount: 1 },
          'wrong-secret-000000000',
        )
      ).status,
    ).toBe(403);
    expect(
      (await call('debit', { vendor: 'LUM', playerId: m.memberId, roundId: 'lum-round-1', amount: 1 }))
        .status,
    ).toBe(403);
    expect(
      (
        await call('debit', {
          playerId: m.memberId,
          roundId: 'spx-round-5',
          amount: 1,
          timestamp: Date.now() - 10 * 60_000,
        })
      ).status,
    ).toBe(403);
    expect((await call('debit', { playerId: m.memberId, roundId: 'spx-round-6', amount: 0 })).status).toBe(
      400,
    );
    expect(await main()).toBe(before);
    const rows = await server.deps.db.query(
      `SELECT 1 FROM game_rounds WHERE round_id IN ('spx-round-3','spx-round-4','spx-round-5','spx-round-6')`,
    );
    expect(rows).toHaveLength(0);
    expect(await verifyLedger(server.deps.db, m.merchantId)).toMatchObject({
      unbalancedTransactions: [],
      driftedAccounts: [],
    });
  });
});
