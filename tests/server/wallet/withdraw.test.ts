import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../server/domain/merchant';
import {
  cancelPayout,
  forceReceipt,
  rejectWithdrawal,
  sendPayout,
} from '../../../server/services/cashier/payout-lifecycle';
import { confirmOverduePayouts } from '../../../server/services/cashier/receipt-timeout';
import { runOps } from '../../../server/ops/commands';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import {
  balance,
  clientKey,
  expectLedgerSound,
  fund,
  givePaymentPassword,
  transactionCount,
} from '../../support/money';
import { JPEG_BYTES, multipartBody, PNG_BYTES } from '../../support/multipart';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let merchant: Merchant;
beforeAll(async () => {
  server = await startTestServer();
  merchant = (await server.deps.merchants.forCode('aurora')) as Merchant;
});
afterAll(() => server.close());

interface Withdrawal {
  reference: string;
  amount: number;
  status: string;
  received: number;
  inTransit: number;
  remaining: number;
  payouts: { id: number; amount: number; status: string; proofCount: number }[];
  account: { maskedNumber: string };
}

let cardSeq = 100_000_000;
async function member(funds = 1000_00): Promise<TestMember & { accountId: number }> {
  const m = await createTestMember(server.deps.db);
  await fund(server.deps.db, m, funds);
  await givePaymentPassword(server.deps.db, m);
  const bound = await api<{ id: number }>(server, {
    method: 'POST',
    url: '/wps/v2/payout-accounts',
    token: m.token,
    body: {
      kind: 'bank',
      provider: 'Metro Bank',
      holderName: 'Ann Lee',
      accountNumber: String(cardSeq++),
      paymentPassword: '246810',
    },
  });
  return { ...m, accountId: bound.value.id };
}

function withdraw(
  m: TestMember & { accountId: number },
  amount: string,
  extra: Record<string, unknown> = {},
) {
  return api<Withdrawal>(server, {
    method: 'POST',
    url: '/wps/v2/withdrawals',
    token: m.token,
    body: {
      payoutAccountId: m.accountId,
      amount,
      paymentPassword: '246810',
      idempotencyKey: clientKey(),
      ...extra,
    },
  });
}

function receipt(m: TestMember, body: Record<string, unknown>) {
  return api<Withdrawal>(server, {
    method: 'POST',
    url: '/wps/v2/withdrawals/receipt',
    token: m.token,
    body: { idempotencyKey: clientKey(), ...body },
  });
}

async function view(m: TestMember, reference: string): Promise<Withdrawal> {
  const res = await api<{ items: Withdrawal[] }>(server, {
    method: 'GET',
    url: '/wps/v2/withdrawals',
    token: m.token,
  });
  return res.value.items.find((w) => w.reference === reference) as Withdrawal;
}

function upload(m: TestMember, payoutId: number, files: { name: string; type: string; bytes: Buffer }[]) {
  const body = multipartBody(files);
  return server.call({
    method: 'POST',
    url: `/wps/v2/withdrawals/proofs?payoutId=${payoutId}`,
    token: m.token,
    payload: body.payload,
    headers: body.headers,
  });
}

const sendAll = (ref: string, amount?: number) =>
  server.deps.db.tx((q) => sendPayout(q, merchant, ref, 'ops:test', amount));

describe('payout accounts', () => {
  it('binding needs the payment password; numbers are masked; a card another member holds binds like a fresh one, and operators see it shared', async () => {
    const m = await createTestMember(server.deps.db);
    await givePaymentPassword(server.deps.db, m);
    const body = {
      kind: 'bank',
      provider: 'Metro Bank',
      holderName: 'Ann Lee',
      accountNumber: '6222 0000 1111 4321',
    };
    const wrong = await api(server, {
      method: 'POST',
      url: '/wps/v2/payout-accounts',
      token: m.token,
      body: { ...body, paymentPassword: '000001' },
    });
    expect(wrong.code).toBe('BAD_CREDENTIALS');
    const ok = await api<{ maskedNumber: string }>(server, {
      method: 'POST',
      url: '/wps/v2/payout-accounts',
      token: m.token,
      body: { ...body, paymentPassword: '246810' },
    });
    expect(ok.value.maskedNumber).toBe('•••• 4321');
    const other = await createTestMember(server.deps.db);
    await givePaymentPassword(server.deps.db, other);
    const bind = (token: string, number: string) =>
      api<{ id: number; maskedNumber: string }>(server, {
        method: 'POST',
        url: '/wps/v2/payout-accounts',
        token,
        body: { ...body, accountNumber: number, paymentPassword: '246810' },
      });
    // Held elsewhere or new anywhere: the same answer, so binding cannot probe who holds a card.
    const taken = await bind(other.token, body.accountNumber);
    const fresh = await bind(other.token, `6222 0000 ${String(Date.now()).slice(-4)} 4321`);
    const shape = (a: typeof taken) => ({
      success: a.success,
      code: a.code,
      status: a.status,
      value: a.value,
    });
    expect(shape(taken)).toEqual({ ...shape(fresh), value: { ...fresh.value, id: taken.value.id } });
    // A member's own duplicate is refused (it tells them only of their own accounts).
    const twice = await bind(m.token, body.accountNumber);
    expect(twice.errors?.[0]?.field).toBe('accountNumber');
    // Operators see the sharing when they pay.
    await fund(server.deps.db, other, 100_00);
    const w = await api<{ reference: string }>(server, {
      method: 'POST',
      url: '/wps/v2/withdrawals',
      token: other.token,
      body: {
        payoutAccountId: taken.value.id,
        amount: '60',
        paymentPassword: '246810',
        idempotencyKey: clientKey(),
      },
    });
    const listed = await runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, [
      'withdrawal',
      'list',
      'aurora',
    ]);
    const [header = '', ...lines] = listed.output.split('\n');
    const cells = (l: string) => l.split(/\s{2,}/);
    const row = cells(lines.find((l) => l.startsWith(w.value.reference)) ?? '');
    expect(row[cells(header).indexOf('shared_with')]).toBe('1');
    const bad = await api(server, {
      method: 'POST',
      url: '/wps/v2/payout-accounts',
      token: m.token,
      body: { ...body, accountNumber: '12ab', paymentPassword: '246810' },
    });
    expect(bad.errors?.[0]?.field).toBe('accountNumber');
  });
});

describe('withdrawals', () => {
  it('holds the amount, allows one open withdrawal, and pays out on a confirmed receipt', async () => {
    const m = await member(300_00);
    const w = await withdraw(m, '120.50');
    expect(w.value).toMatchObject({ status: 'pending', amount: 120_50, remaining: 120_50, received: 0 });
    expect(await balance(server.deps.db, m)).toBe(179_50);
    expect(await balance(server.deps.db, m, 'hold')).toBe(120_50);
    const second = await withdraw(m, '60');
    expect(second.code).toBe('CONFLICT');
    const settings = await api<{ open?: Withdrawal; available: number }>(server, {
      method: 'GET',
      url: '/wps/v2/withdrawals/settings',
      token: m.token,
    });
    expect(settings.value.open?.reference).toBe(w.value.reference);
    expect(settings.value.available).toBe(179_50);

    const payout = await sendAll(w.value.reference);
    const sent = await view(m, w.value.reference);
    expect(sent).toMatchObject({ status: 'paying', inTransit: 120_50, received: 0, remaining: 120_50 });
    const done = await receipt(m, { reference: w.value.reference, outcome: 'received', payoutId: payout.id });
    expect(done.value).toMatchObject({ status: 'completed', received: 120_50, remaining: 0 });
    expect(await balance(server.deps.db, m, 'hold')).toBe(0);
    expect(await balance(server.deps.db, m)).toBe(179_50);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('R4.37 partial payments show received and remaining; all received confirms every sent payment', async () => {
    const m = await member(500_00);
    const w = (await withdraw(m, '300')).value;
    await sendAll(w.reference, 100_00);
    await sendAll(w.reference, 50_00);
    const all = await receipt(m, { reference: w.reference, outcome: 'all_received' });
    expect(all.value).toMatchObject({ status: 'paying', received: 150_00, remaining: 150_00, inTransit: 0 });
    await sendAll(w.reference);
    const rest = await view(m, w.reference);
    expect(rest.inTransit).toBe(150_00);
    const last = rest.payouts.find((p) => p.status === 'sent') as { id: number };
    const final = await receipt(m, { reference: w.reference, outcome: 'received', payoutId: last.id });
    expect(final.value).toMatchObject({ status: 'completed', received: 300_00, remaining: 0 });
  });

  it('R4.34 R4.36 not received needs proof; an operator’s forced receipt is final and the hold is not returned', async () => {
    const m = await member(200_00);
    const w = (await withdraw(m, '100')).value;
    const p = await sendAll(w.reference);
    const noProof = await receipt(m, {
      reference: w.reference,
      outcome: 'not_received',
      payoutId: p.id,
      remark: 'Nothing',
    });
    expect(noProof.errors?.[0]?.field).toBe('proofs');
    const up = await upload(m, p.id, [{ name: 'bank.png', type: 'image/png', bytes: PNG_BYTES }]);
    expect(server.json<{ proofCount: number }>(up).value.proofCount).toBe(1);
    const long = await receipt(m, {
      reference: w.reference,
      outcome: 'not_received',
      payoutId: p.id,
      remark: 'x'.repeat(141),
    });
    expect(long.errors?.[0]?.field).toBe('remark');
    const disputed = await receipt(m, {
      reference: w.reference,
      outcome: 'not_received',
      payoutId: p.id,
      remark: 'My statement shows nothing',
    });
    expect(disputed.value.payouts[0]).toMatchObject({ status: 'disputed', proofCount: 1 });
    expect(disputed.value.remaining).toBe(100_00);
    // Disputed payments do not time out into "received".
    await server.deps.db.query(
      `UPDATE withdrawal_payouts SET confirm_due_at = now() - interval '1 minute' WHERE id = $1`,
      [p.id],
    );
    await confirmOverduePayouts(server.deps.db, server.deps.merchants);
    expect((await view(m, w.reference)).payouts[0]?.status).toBe('disputed');

    await server.deps.db.tx((q) =>
      forceReceipt(q, merchant, w.reference, p.id, 'Bank confirmed the transfer'),
    );
    const forced = await view(m, w.reference);
    expect(forced).toMatchObject({ status: 'completed', received: 100_00, remaining: 0 });
    expect(await balance(server.deps.db, m, 'hold')).toBe(0);
    expect(await balance(server.deps.db, m)).toBe(100_00);
    // Irreversible: neither the member nor ops can undo it.
    const again = await receipt(m, { reference: w.reference, outcome: 'received', payoutId: p.id });
    expect(again.code).toBe('CONFLICT');
    await expect(
      server.deps.db.tx((q) => cancelPayout(q, merchant, w.reference, p.id)),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      server.deps.db.tx((q) => rejectWithdrawal(q, merchant, w.reference, 'late')),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('a rejected withdrawal releases what was not received back to main', async () => {
    const m = await member(200_00);
    const w = (await withdraw(m, '150')).value;
    const p = await sendAll(w.reference, 50_00);
    await receipt(m, { reference: w.reference, outcome: 'received', payoutId: p.id });
    const q2 = await sendAll(w.reference, 20_00);
    await expect(
      server.deps.db.tx((q) => rejectWithdrawal(q, merchant, w.reference, 'x')),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await server.deps.db.tx((q) => cancelPayout(q, merchant, w.reference, q2.id));
    await server.deps.db.tx((q) => rejectWithdrawal(q, merchant, w.reference, 'Account name does not match'));
    const v = await view(m, w.reference);
    expect(v).toMatchObject({ status: 'rejected', received: 50_00, remaining: 100_00 });
    expect(await balance(server.deps.db, m)).toBe(150_00);
    expect(await balance(server.deps.db, m, 'hold')).toBe(0);
    // A new withdrawal is possible once the open one is closed.
    expect((await withdraw(m, '60')).success).toBe(true);
    await expectLedgerSound(server.deps.db, m.merchantId);
  });

  it('R4.35 unconfirmed after the merchant’s minutes counts as received, once, even with sweeps running in parallel', async () => {
    const m = await member(200_00);
    const w = (await withdraw(m, '80')).value;
    const p = await sendAll(w.reference);
    const sent = (await view(m, w.reference)).payouts[0] as unknown as {
      sentAt: string;
      confirmDueAt: string;
    };
    // The merchant's confirmation minutes (60 by default) after sending.
    expect((Date.parse(sent.confirmDueAt) - Date.parse(sent.sentAt)) / 60_000).toBeCloseTo(60, 0);
    expect(await confirmOverduePayouts(server.deps.db, server.deps.merchants)).toBe(0);
    await server.deps.db.query(
      `UPDATE withdrawal_payouts SET confirm_due_at = now() - interval '1 second' WHERE id = $1`,
      [p.id],
    );
    const counts = await Promise.all(
      [1, 2, 3].map(() => confirmOverduePayouts(server.deps.db, server.deps.merchants)),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const v = await view(m, w.reference);
    expect(v).toMatchObject({ status: 'completed', received: 80_00 });
    expect(v.payouts[0]?.status).toBe('auto_received');
    const [{ n }] = (await server.deps.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'withdrawal.payout' AND reference = $1`,
      [w.reference],
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('refuses bad amounts, above balance, outside limits, wrong password, and a stranger’s account; moves nothing', async () => {
    const m = await member(100_00);
    const stranger = await member(10_00);
    const before = await transactionCount(server.deps.db, m.merchantId);
    for (const [amount, code] of [
      ['0', 'VALIDATION'],
      ['-1', 'VALIDATION'],
      ['NaN', 'VALIDATION'],
      ['60.123', 'VALIDATION'],
      ['49.99', 'LIMIT'],
      ['50000.01', 'LIMIT'],
      ['100.01', 'INSUFFICIENT_FUNDS'],
    ]) {
      const res = await withdraw(m, amount as string);
      expect(res.code, amount).toBe(code);
      expect(res.errors?.[0]?.field, amount).toBe('amount');
    }
    const wrong = await withdraw(m, '60', { paymentPassword: '999999' });
    expect(wrong.code).toBe('BAD_CREDENTIALS');
    expect(wrong.errors?.[0]?.field).toBe('paymentPassword');
    const theirs = await withdraw(m, '60', { payoutAccountId: stranger.accountId });
    expect(theirs.errors?.[0]?.field).toBe('payoutAccountId');
    expect(await transactionCount(server.deps.db, m.merchantId)).toBe(before);
    expect(await balance(server.deps.db, m)).toBe(100_00);
    const [{ n }] = (await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawals WHERE member_id = $1',
      [m.memberId],
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('a double-clicked withdrawal holds once', async () => {
    const m = await member(100_00);
    const key = clientKey();
    const res = await Promise.all([1, 2, 3].map(() => withdraw(m, '70', { idempotencyKey: key })));
    for (const r of res) expect(r.success, JSON.stringify(r)).toBe(true);
    expect(new Set(res.map((r) => r.value?.reference)).size).toBe(1);
    expect(await balance(server.deps.db, m)).toBe(30_00);
    expect(await balance(server.deps.db, m, 'hold')).toBe(70_00);
  });
});

describe('R5.17 receipt proof uploads', () => {
  it('accepts png and jpg by content; refuses other types, files over 5 MB and a fourth image', async () => {
    const m = await member(200_00);
    const w = (await withdraw(m, '100')).value;
    const p = await sendAll(w.reference);
    const fake = await upload(m, p.id, [
      { name: 'trick.png', type: 'image/png', bytes: Buffer.from('GIF89a not a png') },
    ]);
    expect(fake.statusCode).toBe(415);
    expect(server.json(fake).errors?.[0]?.field).toBe('file.0');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await upload(m, p.id, [{ name: 'big.png', type: 'image/png', bytes: big }]);
    expect(large.statusCode).toBe(413);
    // A batch with one bad file stores none of it.
    const mixed = await upload(m, p.id, [
      { name: 'ok.png', type: 'image/png', bytes: PNG_BYTES },
      { name: 'bad.jpg', type: 'image/jpeg', bytes: Buffer.from('<svg/>') },
    ]);
    expect(mixed.statusCode).toBe(415);
    const ok = await upload(m, p.id, [
      { name: 'a.png', type: 'image/png', bytes: PNG_BYTES },
      // Named .txt and sent as text: accepted because the bytes are a JPEG.
      { name: 'b.txt', type: 'text/plain', bytes: JPEG_BYTES },
    ]);
    expect(server.json<{ proofCount: number }>(ok).value.proofCount).toBe(2);
    const third = await upload(m, p.id, [{ name: 'c.jpg', type: 'image/jpeg', bytes: JPEG_BYTES }]);
    expect(server.json<{ proofCount: number }>(third).value.proofCount).toBe(3);
    const fourth = await upload(m, p.id, [{ name: 'd.jpg', type: 'image/jpeg', bytes: JPEG_BYTES }]);
    expect(server.json(fourth).code).toBe('LIMIT');
    const tooMany = await upload(
      m,
      p.id,
      [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, type: 'image/png', bytes: PNG_BYTES })),
    );
    expect(server.json(tooMany).code).toBe('LIMIT');
    const other = await member(10_00);
    const notMine = await upload(other, p.id, [{ name: 'a.png', type: 'image/png', bytes: PNG_BYTES }]);
    expect(server.json(notMine).errors?.[0]?.field).toBe('payoutId');
  });

  it('R5.17 decodes each proof rather than trusting its first bytes: a PNG or JPEG header on script, and a picture with script after its end, are refused and nothing is stored', async () => {
    const m = await member(200_00);
    const w = (await withdraw(m, '100')).value;
    const p = await sendAll(w.reference);
    const script = Buffer.from('<script>fetch("/steal?c="+document.cookie)</script>');
    for (const bytes of [
      Buffer.concat([PNG_BYTES.subarray(0, 8), script]),
      Buffer.concat([PNG_BYTES, script]),
      Buffer.concat([JPEG_BYTES.subarray(0, 4), script]),
      Buffer.concat([JPEG_BYTES, script]),
    ]) {
      const res = await upload(m, p.id, [{ name: 'proof.png', type: 'image/png', bytes }]);
      expect(res.statusCode).toBe(415);
      expect(server.json(res).errors?.[0]).toMatchObject({ field: 'file.0', message: /PNG or JPEG/ });
    }
    const [{ n } = { n: -1 }] = await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM withdrawal_proofs WHERE payout_id = $1',
      [p.id],
    );
    expect(n).toBe(0);
  });
});
