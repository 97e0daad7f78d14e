import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOps } from '../../../server/ops/commands';
import { postPoints } from '../../../server/services/points/point-ledger';
import { api } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { clientKey, givePaymentPassword } from '../../support/money';
import { createTestOperator, opsCall, signInOperator } from '../../support/operators';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * The point-mall catalogue in the back office: listed by those who read redemptions, added,
 * edited and taken off sale by owners and content, within the operator's merchant; every
 * change audited; an item off sale leaves the portal's point mall but keeps its redemptions;
 * a stock edit never puts sold units back. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
let server: TestServer;
let owner: string;
let auroraContent: string;
let lumenContent: string;
let auroraSupport: string;
let readOnly: string;
let finance: string;
beforeAll(async () => {
  server = await startTestServer();
  const signIn = async (role: 'owner' | 'content' | 'support' | 'read-only' | 'finance', merchant?: string) =>
    signInOperator(server, await createTestOperator(server.deps.db, role, merchant));
  owner = await signIn('owner');
  auroraContent = await signIn('content', 'aurora');
  lumenContent = await signIn('content', 'lumen');
  auroraSupport = await signIn('support', 'aurora');
  readOnly = await signIn('read-only', 'aurora');
  finance = await signIn('finance', 'aurora');
});
afterAll(() => server.close());

interface Item {
  id: number;
  merchant: string;
  type: string;
  name: Record<string, string>;
  points: number;
  amount: number;
  stock: number | null;
  maxQuantity: number;
  sort: number;
  onSale: boolean;
  redeemed: number;
}
interface Answer<T> {
  code: string;
  message: string;
  value: T;
  errors?: { field: string; message: string }[];
}

const list = async (token: string, query: Record<string, string> = {}) =>
  (await opsCall(server, 'GET', '/ops/points/items', { token, query })).json() as Answer<{
    merchant: string;
    items: Item[];
  }>;
const save = async (token: string, body: object) =>
  (await opsCall(server, 'POST', '/ops/points/items/save', { token, body })).json() as Answer<{ item: Item }>;
const sale = async (token: string, id: number, onSale: boolean) =>
  (
    await opsCall(server, 'POST', '/ops/points/items/sale', { token, body: { id, onSale } })
  ).json() as Answer<{
    item: Item;
  }>;
const portal = async (language = 'EN', merchant = 'aurora') =>
  (
    await api<{ rewards: { id: number; name: string; points: number; stock?: number }[] }>(server, {
      method: 'GET',
      url: '/wps/relay/MCS2_getPointReward',
      body: { language },
      merchant,
    })
  ).value.rewards;
const auditOf = (id: number) =>
  server.deps.db.query<{
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown>;
  }>('SELECT action, before, after FROM operator_audit WHERE target = $1 ORDER BY id', [`point-item:${id}`]);
const itemCount = async () =>
  (await server.deps.db.query<{ n: number }>('SELECT count(*)::int AS n FROM point_rewards'))[0]?.n;
const stockOf = async (id: number) =>
  (
    await server.deps.db.query<{ stock: number | null }>('SELECT stock FROM point_rewards WHERE id = $1', [
      id,
    ])
  )[0]?.stock;
const ops = async (...argv: string[]) =>
  runOps({ db: server.deps.db, whitelabelsDir: server.deps.config.whitelabelsDir }, argv);

/** A member with points and a payment password. */
async function member(held: number): Promise<TestMember> {
  const m = await createTestMember(server.deps.db);
  await givePaymentPassword(server.deps.db, m);
  await server.deps.db.tx((q) =>
    postPoints(q, {
      merchantId: m.merchantId,
      memberId: m.memberId,
      kind: 'adjust',
      points: held,
      sourceKey: `test:${m.memberId}`,
      reference: 'TEST',
    }),
  );
  return m;
}
const redeem = (m: TestMember, body: Record<string, unknown>) =>
  api<{ redemption: { id: number; status: string } }>(server, {
    method: 'POST',
    url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    token: m.token,
    body: { quantity: 1, paymentPassword: '246810', idempotencyKey: clientKey(), ...body },
  });

const GOODS = {
  type: 'physical',
  name: { EN: 'Travel mug', CN: '旅行杯' },
  points: 300,
  stock: 5,
  maxQuantity: 3,
};

describe('point-mall items in the back office', () => {
  it('content adds an item: last in the catalogue, on sale, in the portal’s point mall in each language, audited', async () => {
    const added = await save(auroraContent, GOODS);
    expect(added.code).toBe('OK');
    const item = added.value.item;
    expect(item).toMatchObject({
      merchant: 'aurora',
      type: 'physical',
      points: 300,
      amount: 0,
      stock: 5,
      onSale: true,
      redeemed: 0,
    });
    const listed = (await list(auroraContent)).value;
    expect(listed.merchant).toBe('aurora');
    expect(listed.items.at(-1)?.id).toBe(item.id);
    expect((await portal('EN')).find((r) => r.id === item.id)).toMatchObject({
      name: 'Travel mug',
      points: 300,
      stock: 5,
    });
    expect((await portal('CN')).find((r) => r.id === item.id)?.name).toBe('旅行杯');
    // No Japanese name: the portal falls back to English.
    expect((await portal('JA')).find((r) => r.id === item.id)?.name).toBe('Travel mug');
    expect(await auditOf(item.id)).toMatchObject([
      {
        action: 'point-item.create',
        before: null,
        after: { name: { EN: 'Travel mug' }, points: 300, stock: 5, onSale: true },
      },
    ]);
  });

  it('an edit changes what the portal shows and is audited before and after; a cash item has a cash value', async () => {
    const { item } = (
      await save(owner, {
        ...GOODS,
        merchant: 'aurora',
        type: 'cash',
        amount: '3.00',
        name: { EN: 'Cash 3' },
      })
    ).value;
    expect(item).toMatchObject({ type: 'cash', amount: 3_00 });
    const edited = await save(auroraContent, {
      id: item.id,
      type: 'cash',
      name: { EN: 'Cash 3.50' },
      points: 350,
      amount: '3.50',
      stock: 5,
      stockWas: 5,
      maxQuantity: 2,
      sort: 0,
    });
    expect(edited.value.item).toMatchObject({
      name: { EN: 'Cash 3.50' },
      points: 350,
      amount: 3_50,
      maxQuantity: 2,
      sort: 0,
    });
    expect((await portal()).find((r) => r.id === item.id)).toMatchObject({ name: 'Cash 3.50', points: 350 });
    const [, edit] = await auditOf(item.id);
    expect(edit).toMatchObject({
      action: 'point-item.edit',
      before: { name: { EN: 'Cash 3' }, points: 300, amount: 3_00 },
      after: { name: { EN: 'Cash 3.50' }, points: 350, amount: 3_50, sort: 0 },
    });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const before = await itemCount();
    const cases: [object, string][] = [
      [{ ...GOODS, points: -5 }, 'points'],
      [{ ...GOODS, points: 0 }, 'points'],
      [{ ...GOODS, name: { EN: '   ' } }, 'name.EN'],
      [{ ...GOODS, name: { CN: '只有中文' } }, 'name.EN'],
      [{ ...GOODS, name: { EN: 'x'.repeat(81) } }, 'name.EN'],
      [{ ...GOODS, type: 'voucher' }, 'type'],
      [{ ...GOODS, stock: -1 }, 'stock'],
      [{ ...GOODS, amount: '5.00' }, 'amount'],
      [{ ...GOODS, type: 'cash' }, 'amount'],
      [{ ...GOODS, type: 'topup', amount: '-2' }, 'amount'],
      [{ ...GOODS, maxQuantity: 0 }, 'maxQuantity'],
    ];
    for (const [body, field] of cases) {
      const res = await save(auroraContent, body);
      expect(res.code, JSON.stringify(body)).toBe('VALIDATION');
      expect(
        res.errors?.map((e) => e.field.replace(/^\//, '').replace('/', '.')),
        JSON.stringify(body),
      ).toContain(field);
    }
    expect(await itemCount()).toBe(before);
  });

  it('support, finance and read-only cannot change the catalogue; finance and read-only read it, support does not', async () => {
    const { item } = (await save(auroraContent, GOODS)).value;
    const before = await itemCount();
    for (const token of [auroraSupport, finance, readOnly]) {
      expect((await save(token, GOODS)).code).toBe('FORBIDDEN');
      expect((await save(token, { ...GOODS, id: item.id, points: 1 })).code).toBe('FORBIDDEN');
      expect((await sale(token, item.id, false)).code).toBe('FORBIDDEN');
    }
    expect(await itemCount()).toBe(before);
    expect((await list(finance)).code).toBe('OK');
    expect((await list(readOnly)).value.items.some((i) => i.id === item.id)).toBe(true);
    expect((await list(auroraSupport)).code).toBe('FORBIDDEN');
    // A platform-wide owner names the merchant.
    expect((await list(owner)).errors?.[0]?.field).toBe('merchant');
  });

  it('an operator of another merchant neither sees nor touches the item: NOT_FOUND', async () => {
    const { item } = (await save(auroraContent, GOODS)).value;
    expect((await list(lumenContent)).value.items.some((i) => i.id === item.id)).toBe(false);
    expect((await list(lumenContent, { merchant: 'aurora' })).code).toBe('FORBIDDEN');
    expect((await save(lumenContent, { ...GOODS, id: item.id, points: 1 })).code).toBe('NOT_FOUND');
    expect((await sale(lumenContent, item.id, false)).code).toBe('NOT_FOUND');
    expect((await list(auroraContent)).value.items.find((i) => i.id === item.id)).toMatchObject({
      points: 300,
      onSale: true,
    });
    expect(await auditOf(item.id)).toHaveLength(1);
  });

  it('off sale hides the item from the portal and its redemption, keeps it and its redemptions; back on sale shows it again', async () => {
    const { item } = (await save(auroraContent, { ...GOODS, type: 'topup', amount: '10.00' })).value;
    const m = await member(1_000);
    expect((await redeem(m, { rewardId: item.id, mobile: '+15550123' })).code).toBe('OK');

    const off = await sale(auroraContent, item.id, false);
    expect(off.value.item).toMatchObject({ onSale: false, redeemed: 1, stock: 4 });
    expect((await portal()).some((r) => r.id === item.id)).toBe(false);
    expect((await redeem(m, { rewardId: item.id, mobile: '+15550123' })).code).toBe('NOT_FOUND');
    expect((await list(auroraContent)).value.items.find((i) => i.id === item.id)).toMatchObject({
      onSale: false,
      redeemed: 1,
    });
    const history = await api<{ items: { rewardId: number; name: string }[] }>(server, {
      method: 'GET',
      url: '/wps/relay/MCS2_getRedeemPointList',
      token: m.token,
    });
    expect(history.value.items).toMatchObject([{ rewardId: item.id, name: 'Travel mug' }]);
    // Asking again changes nothing and writes no audit line.
    expect((await sale(auroraContent, item.id, false)).value.item.onSale).toBe(false);

    expect((await sale(auroraContent, item.id, true)).value.item.onSale).toBe(true);
    expect((await portal()).some((r) => r.id === item.id)).toBe(true);
    expect((await auditOf(item.id)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['point-item.create', null, expect.any(Object)],
      ['point-item.off-sale', { onSale: true }, { onSale: false }],
      ['point-item.on-sale', { onSale: false }, { onSale: true }],
    ]);
  });

  it('a stock edit from a stale view is refused naming stock; redemptions and edits at once never oversell', async () => {
    const { item } = (await save(auroraContent, { ...GOODS, stock: 3 })).value;
    const m = await member(10_000);
    expect((await redeem(m, { rewardId: item.id, address: '1 Main Street, Springfield' })).code).toBe('OK');
    expect(await stockOf(item.id)).toBe(2);
    // The operator saw 3, 1 was sold since: putting 10 now would hand back the sold unit silently.
    const stale = await save(auroraContent, { ...GOODS, id: item.id, stock: 10, stockWas: 3 });
    expect(stale.code).toBe('CONFLICT');
    expect(stale.errors?.[0]?.field).toBe('stock');
    expect(await stockOf(item.id)).toBe(2);
    // Editing other fields from the same stale view, the stock left as seen, keeps the stock as it is now.
    const other = await save(auroraContent, { ...GOODS, id: item.id, points: 250, stock: 3, stockWas: 3 });
    expect(other.value.item).toMatchObject({ points: 250, stock: 2 });
    expect((await auditOf(item.id)).at(-1)?.after).toMatchObject({ points: 250, stock: 2 });

    // Five players and one edit at once: the edit lands before every redemption or is refused.
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => member(1_000)));
    const [edit, ...redeemed] = await Promise.all([
      save(auroraContent, { ...GOODS, id: item.id, points: 250, stock: 3, stockWas: 2 }),
      ...players.map((p) => redeem(p, { rewardId: item.id, address: '1 Main Street, Springfield' })),
    ]);
    const sold = redeemed.filter((r) => r.code === 'OK').length;
    const shelf = edit?.code === 'OK' ? 3 : 2;
    if (edit?.code !== 'OK') expect(edit?.code).toBe('CONFLICT');
    expect(sold).toBe(shelf);
    expect(await stockOf(item.id)).toBe(0);
    expect(redeemed.filter((r) => r.code !== 'OK').every((r) => r.code === 'CONFLICT')).toBe(true);
  });

  it('npm run ops -- points items / item-add / item-edit / off-sale / on-sale', async () => {
    const added = await ops(
      'points',
      'item-add',
      'aurora',
      '--type',
      'topup',
      '--name',
      'Top-up 5',
      '--name-cn',
      '充值 5',
      '--points',
      '600',
      '--amount',
      '5.00',
      '--stock',
      '7',
    );
    expect(added.output).toMatch(/^item (\d+) \(Top-up 5\) added, on sale$/);
    const id = Number(/item (\d+)/.exec(added.output)?.[1]);
    expect(
      (await ops('points', 'item-edit', 'aurora', String(id), '--points', '650', '--stock', 'unlimited'))
        .output,
    ).toBe(`item ${id} (Top-up 5) saved`);
    expect((await ops('points', 'off-sale', 'aurora', String(id))).output).toBe(
      `item ${id} (Top-up 5) off sale`,
    );
    const table = (await ops('points', 'items', 'aurora')).output;
    expect(table).toMatch(
      new RegExp(`${id}\\s+Top-up 5\\s+topup\\s+650\\s+5\\.00\\s+unlimited\\s+10\\s+\\d+\\s+no\\s+0`),
    );
    expect((await ops('points', 'on-sale', 'aurora', String(id))).output).toBe(
      `item ${id} (Top-up 5) on sale`,
    );
    expect(
      (await ops('points', 'item-add', 'aurora', '--type', 'cash', '--name', 'No value', '--points', '5'))
        .output,
    ).toMatch(/amount is required/);
    expect((await ops('points', 'off-sale', 'lumen', String(id))).output).toMatch(/not found|Item/i);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      'point-item.create',
      'point-item.edit',
      'point-item.off-sale',
      'point-item.on-sale',
    ]);
  });
});
