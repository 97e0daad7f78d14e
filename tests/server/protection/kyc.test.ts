import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { api } from '../../support/accounts';
import { minimalPdf } from '../../support/kyc-files';
import { patchMerchantSettings } from '../../support/merchant-settings';
import { createTestMember, type TestMember } from '../../support/members';
import { balance, clientKey, fund, givePaymentPassword, transactionCount } from '../../support/money';
import { JPEG_BYTES, multipartBody, PNG_BYTES } from '../../support/multipart';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface KycState {
  status: string;
  reason: string | null;
  requiredForWithdrawal: boolean;
  documents: { id: number; kind: string; type: string; status: string; fileName: string }[];
}

type File = { name: string; type: string; bytes: Buffer };
const png = (name = 'passport.png'): File => ({ name, type: 'image/png', bytes: PNG_BYTES });

async function upload(m: TestMember, kind: string, files: File[]) {
  const body = multipartBody(files);
  const res = await server.call({
    method: 'POST',
    url: `/wps/v2/kyc/documents?kind=${kind}`,
    token: m.token,
    payload: body.payload,
    headers: body.headers,
  });
  return {
    status: res.statusCode,
    ...(res.json() as { code: string; value: KycState; errors?: { field: string }[] }),
  };
}

const state = async (m: TestMember) =>
  (await api<KycState>(server, { method: 'GET', url: '/wps/v2/kyc', token: m.token })).value;

const documentCount = async (m: TestMember) =>
  (
    await server.deps.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM kyc_documents WHERE member_id = $1',
      [m.memberId],
    )
  )[0]?.n;

const audit = (m: TestMember) =>
  server.deps.db.query<{ actor: string; action: string; detail: Record<string, unknown> }>(
    'SELECT actor, action, detail FROM protection_audit WHERE member_id = $1 ORDER BY id',
    [m.memberId],
  );

const ops = (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: 'whitelabels' }, [...argv, '--by', 'kim']);

describe('KYC documents', () => {
  it('a member sends identity, address and source-of-funds documents; the status is pending and the upload audited', async () => {
    const m = await createTestMember(server.deps.db);
    expect(await state(m)).toMatchObject({ status: 'none', reason: null, documents: [] });
    const id = await upload(m, 'identity', [
      png(),
      { name: 'back.jpg', type: 'image/jpeg', bytes: JPEG_BYTES },
    ]);
    expect(id.status).toBe(200);
    expect(id.value.status).toBe('pending');
    const address = await upload(m, 'address', [
      { name: 'bill.pdf', type: 'application/pdf', bytes: minimalPdf() },
    ]);
    expect(address.value.documents[0]).toMatchObject({
      kind: 'address',
      type: 'application/pdf',
      status: 'pending',
    });
    await upload(m, 'source-of-funds', [png('payslip.png')]);
    const now = await state(m);
    expect(now.documents.map((d) => [d.kind, d.type])).toEqual([
      ['source-of-funds', 'image/png'],
      ['address', 'application/pdf'],
      ['identity', 'image/jpeg'],
      ['identity', 'image/png'],
    ]);
    expect((await audit(m)).map((a) => [a.actor, a.action])).toEqual([
      ['member', 'kyc.upload'],
      ['member', 'kyc.upload'],
      ['member', 'kyc.upload'],
    ]);
  });

  it('the type comes from the bytes: a file that lies about its type is refused and nothing is stored', async () => {
    const m = await createTestMember(server.deps.db);
    const script = Buffer.from('<html><script>fetch("/steal")</script></html>');
    const liars: File[] = [
      { name: 'passport.pdf', type: 'application/pdf', bytes: script },
      { name: 'passport.png', type: 'image/png', bytes: Buffer.concat([PNG_BYTES.subarray(0, 16), script]) },
      { name: 'passport.png', type: 'image/png', bytes: Buffer.concat([PNG_BYTES, script]) },
      {
        name: 'bill.pdf',
        type: 'application/pdf',
        bytes: Buffer.concat([Buffer.from('%PDF-1.4\n'), script]),
      },
      {
        name: 'bill.pdf',
        type: 'application/pdf',
        bytes: minimalPdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      },
      { name: 'bill.pdf', type: 'application/pdf', bytes: minimalPdf('/Names << /J#61vaScript 5 0 R >> ') },
    ];
    for (const liar of liars) {
      // A good file beside the liar: all of the upload or none of it.
      const res = await upload(m, 'identity', [png('good.png'), liar]);
      expect(res.status, liar.name).toBe(415);
      expect(res.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(res.errors?.[0]?.field).toBe('file.1');
    }
    expect(await documentCount(m)).toBe(0);
    expect((await state(m)).status).toBe('none');
    // A real picture named and declared as a PDF is stored as what it is.
    const honest = await upload(m, 'identity', [
      { name: 'scan.pdf', type: 'application/pdf', bytes: PNG_BYTES },
    ]);
    expect(honest.value.documents[0]?.type).toBe('image/png');
  });

  it('oversize, too many at once, too many waiting and an unknown kind are refused naming the field', async () => {
    const m = await createTestMember(server.deps.db);
    const big = Buffer.concat([minimalPdf(), Buffer.alloc(5 * 1024 * 1024)]);
    const over = await upload(m, 'identity', [{ name: 'huge.pdf', type: 'application/pdf', bytes: big }]);
    expect([over.status, over.code, over.errors?.[0]?.field]).toEqual([413, 'PAYLOAD_TOO_LARGE', 'file.0']);
    const four = await upload(m, 'identity', [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect([four.status, four.code, four.errors?.[0]?.field]).toEqual([400, 'LIMIT', 'file']);
    const unknown = await upload(m, 'selfie', [png()]);
    expect([unknown.status, unknown.code, unknown.errors?.[0]?.field]).toEqual([400, 'VALIDATION', 'kind']);
    expect(await documentCount(m)).toBe(0);
    for (let i = 0; i < 3; i++) expect((await upload(m, 'address', [png(), png(), png()])).status).toBe(200);
    const tenth = await upload(m, 'address', [png()]);
    expect([tenth.status, tenth.code, tenth.errors?.[0]?.field]).toEqual([400, 'LIMIT', 'file']);
    expect(await documentCount(m)).toBe(9);
  });

  it('uploads sent together never pass the nine waiting for review', async () => {
    const m = await createTestMember(server.deps.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(m, 'identity', [png()])));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(9);
    expect(answers.filter((a) => a.code === 'LIMIT')).toHaveLength(11);
    expect(await documentCount(m)).toBe(9);
  });

  it('documents are never served back', async () => {
    const m = await createTestMember(server.deps.db);
    const sent = await upload(m, 'identity', [png()]);
    const id = sent.value.documents[0]?.id;
    for (const url of [`/wps/v2/kyc/documents/${id}`, `/wps/v2/kyc/documents?id=${id}`]) {
      const res = await server.call({ method: 'GET', url, token: m.token });
      expect(res.statusCode, url).toBe(404);
      expect(res.rawPayload.includes(PNG_BYTES)).toBe(false);
    }
    // The portal's own paths answer its page, never the file.
    const page = await server.call({ method: 'GET', url: `/kyc/${id}`, token: m.token });
    expect(page.rawPayload.includes(PNG_BYTES)).toBe(false);
  });
});

describe('KYC review and the first withdrawal', () => {
  async function withdrawer(): Promise<TestMember & { accountId: number }> {
    const m = await createTestMember(server.deps.db);
    await fund(server.deps.db, m, 500_00);
    await givePaymentPassword(server.deps.db, m);
    const bound = await api<{ id: number }>(server, {
      method: 'POST',
      url: '/wps/v2/payout-accounts',
      token: m.token,
      body: {
        kind: 'bank',
        provider: 'Metro Bank',
        holderName: 'Kay Tan',
        accountNumber: String(300_000_000 + m.memberId),
        paymentPassword: '246810',
      },
    });
    return { ...m, accountId: bound.value.id };
  }
  const withdraw = (m: TestMember & { accountId: number }) =>
    api(server, {
      method: 'POST',
      url: '/wps/v2/withdrawals',
      token: m.token,
      body: {
        payoutAccountId: m.accountId,
        amount: '100',
        paymentPassword: '246810',
        idempotencyKey: clientKey(),
      },
    });
  const settings = async (m: TestMember) =>
    (
      await api<{ kycRequired?: unknown }>(server, {
        method: 'GET',
        url: '/wps/v2/withdrawals/settings',
        token: m.token,
      })
    ).value;

  it('with the merchant setting on, a withdrawal is refused before approval; the review happens through ops and is audited', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', {
      kyc: { requiredBeforeFirstWithdrawal: true },
    });
    try {
      const m = await withdrawer();
      expect((await state(m)).requiredForWithdrawal).toBe(true);
      expect(await settings(m)).toMatchObject({ kycRequired: { status: 'none', reason: null } });
      const txBefore = await transactionCount(server.deps.db, m.merchantId);
      const refused = await withdraw(m);
      expect([refused.status, refused.code, refused.value]).toEqual([
        403,
        'KYC_REQUIRED',
        { status: 'none' },
      ]);
      expect(await balance(server.deps.db, m)).toBe(500_00);
      expect(await transactionCount(server.deps.db, m.merchantId)).toBe(txBefore);

      await upload(m, 'identity', [png()]);
      expect((await withdraw(m)).value).toEqual({ status: 'pending' });
      const listed = await ops('kyc', 'list', 'aurora');
      expect(listed.output).toContain(m.username);

      const noReason = await ops('kyc', 'reject', 'aurora', m.username);
      expect(noReason.exitCode).toBe(2);
      const rejected = await ops('kyc', 'reject', 'aurora', m.username, '--reason', 'The photo is blurred');
      expect(rejected).toMatchObject({ ok: true, exitCode: 0 });
      expect(await state(m)).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
      expect(await settings(m)).toMatchObject({
        kycRequired: { status: 'rejected', reason: 'The photo is blurred' },
      });
      expect((await withdraw(m)).code).toBe('KYC_REQUIRED');
      // Only a pending submission is decided.
      expect((await ops('kyc', 'approve', 'aurora', m.username)).exitCode).toBe(2);

      await upload(m, 'identity', [{ name: 'clear.jpg', type: 'image/jpeg', bytes: JPEG_BYTES }]);
      expect((await state(m)).status).toBe('pending');
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kyc-'));
      const newest = (await state(m)).documents[0]?.id as number;
      const read = await ops('kyc', 'document', 'aurora', String(newest), '--out', folder);
      expect(read.exitCode).toBe(0);
      const [file] = fs.readdirSync(folder);
      expect(file).toMatch(/\.jpg$/);
      expect(fs.readFileSync(path.join(folder, file as string)).equals(JPEG_BYTES)).toBe(true);
      fs.rmSync(folder, { recursive: true });

      expect((await ops('kyc', 'approve', 'aurora', m.username)).exitCode).toBe(0);
      const approved = await state(m);
      expect(approved).toMatchObject({ status: 'approved', reason: null });
      expect(approved.documents.map((d) => d.status)).toEqual(['approved', 'rejected']);
      expect(await settings(m)).not.toHaveProperty('kycRequired');
      expect((await withdraw(m)).success).toBe(true);
      expect(await balance(server.deps.db, m)).toBe(400_00);
      // An approved member sends no more documents online.
      expect((await upload(m, 'address', [png()])).code).toBe('CONFLICT');

      expect((await audit(m)).map((a) => [a.actor, a.action, a.detail.reason ?? null])).toEqual([
        ['member', 'kyc.upload', null],
        ['ops:kim', 'kyc.reject', 'The photo is blurred'],
        ['member', 'kyc.upload', null],
        ['ops:kim', 'kyc.document.read', null],
        ['ops:kim', 'kyc.approve', null],
      ]);
      const edit = server.deps.db.query(`UPDATE protection_audit SET action = 'x' WHERE member_id = $1`, [
        m.memberId,
      ]);
      await expect(edit).rejects.toThrow(/append-only/);
    } finally {
      await restore();
    }
  });

  it('a member who completed a withdrawal before the setting was switched on is not held back; without the setting nobody is', async () => {
    const m = await withdrawer();
    expect(await settings(m)).not.toHaveProperty('kycRequired');
    expect((await withdraw(m)).success).toBe(true);
    await server.deps.db.query(`UPDATE withdrawals SET status = 'completed' WHERE member_id = $1`, [
      m.memberId,
    ]);
    const restore = await patchMerchantSettings(server, 'aurora', {
      kyc: { requiredBeforeFirstWithdrawal: true },
    });
    try {
      expect(await settings(m)).not.toHaveProperty('kycRequired');
      expect((await withdraw(m)).success).toBe(true);
      const fresh = await withdrawer();
      expect((await withdraw(fresh)).code).toBe('KYC_REQUIRED');
    } finally {
      await restore();
    }
  });

  it('a merchant can switch online documents off', async () => {
    const restore = await patchMerchantSettings(server, 'aurora', { kyc: { enabled: false } });
    try {
      const m = await createTestMember(server.deps.db);
      const res = await upload(m, 'identity', [png()]);
      expect([res.status, res.code]).toEqual([403, 'DISABLED']);
    } finally {
      await restore();
    }
  });
});
