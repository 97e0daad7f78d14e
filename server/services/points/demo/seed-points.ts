import type { Queryable } from '../../../db/database';
import type { DemoSeeder, SeedMerchant } from '../../../seed/seed-demo';
import { tr } from '../../content/demo/copy';
import type { LocalizedText } from '../../content/localized-text';
import { postTransaction } from '../../ledger/post-transaction';
import { postPoints } from '../point-ledger';
import { redemptionReference } from '../point-rows';

interface DemoItem {
  code: string;
  type: 'cash' | 'physical' | 'topup';
  name: LocalizedText;
  points: number;
  amount: number;
  stock: number | null;
  maxQuantity: number;
}

/** The demo catalogue of every whitelabel, in every header language (EN, CN, VI, JA, TH, TY, ID). */
const ITEMS: DemoItem[] = [
  {
    code: 'cash-5',
    type: 'cash',
    name: tr(
      '5.00 cash credit',
      '5.00 现金',
      'Tiền mặt 5.00',
      '5.00 キャッシュ',
      'เครดิตเงินสด 5.00',
      '5.00 cash credit',
      'Kredit tunai 5.00',
    ),
    points: 500,
    amount: 5_00,
    stock: null,
    maxQuantity: 10,
  },
  {
    code: 'cash-20',
    type: 'cash',
    name: tr(
      '20.00 cash credit',
      '20.00 现金',
      'Tiền mặt 20.00',
      '20.00 キャッシュ',
      'เครดิตเงินสด 20.00',
      '20.00 cash credit',
      'Kredit tunai 20.00',
    ),
    points: 1800,
    amount: 20_00,
    stock: 50,
    maxQuantity: 5,
  },
  {
    code: 'topup-10',
    type: 'topup',
    name: tr(
      'Mobile top-up 10.00',
      '手机充值 10.00',
      'Nạp điện thoại 10.00',
      'モバイルチャージ 10.00',
      'เติมเงินมือถือ 10.00',
      'Mobile load 10.00',
      'Pulsa 10.00',
    ),
    points: 1000,
    amount: 10_00,
    stock: 100,
    maxQuantity: 3,
  },
  {
    code: 'earbuds',
    type: 'physical',
    name: tr(
      'Wireless earbuds',
      '无线耳机',
      'Tai nghe không dây',
      'ワイヤレスイヤホン',
      'หูฟังไร้สาย',
      'Wireless earbuds',
      'Earbuds nirkabel',
    ),
    points: 6000,
    amount: 0,
    stock: 20,
    maxQuantity: 1,
  },
  {
    code: 'watch',
    type: 'physical',
    name: tr(
      'Smart watch',
      '智能手表',
      'Đồng hồ thông minh',
      'スマートウォッチ',
      'สมาร์ทวอทช์',
      'Smart watch',
      'Jam tangan pintar',
    ),
    points: 20000,
    amount: 0,
    stock: 0,
    maxQuantity: 1,
  },
];

async function redemption(
  q: Queryable,
  merchant: SeedMerchant,
  currency: string,
  memberId: number,
  item: DemoItem,
  rewardId: number,
  status: 'approved' | 'process' | 'rejected',
  delivery: { address?: string; mobile?: string } = {},
): Promise<void> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO point_redemptions (merchant_id, member_id, reward_id, type, name, quantity, unit_points, points, amount,
                                    status, address, mobile, idempotency_key, reason, decided_by, decided_at, created_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $6, $7, $8, $9, $10, $11, $12, $13,
             CASE WHEN $13::text IS NULL THEN NULL ELSE now() END, now() - interval '2 days')
     RETURNING id`,
    [
      merchant.id,
      memberId,
      rewardId,
      item.type,
      JSON.stringify(item.name),
      item.points,
      item.amount,
      status,
      delivery.address ?? null,
      delivery.mobile ?? null,
      `demo-seed-${item.code}-${status}`,
      status === 'rejected' ? 'Out of stock at the supplier' : null,
      status === 'process' ? null : status === 'approved' && item.type === 'cash' ? 'auto' : 'ops:demo',
    ],
  );
  const id = Number(row?.id);
  const reference = redemptionReference(id);
  const detail = item.name.EN ?? item.code;
  await postPoints(q, {
    merchantId: merchant.id,
    memberId,
    kind: 'redeem',
    points: -item.points,
    sourceKey: `redeem:${id}`,
    reference,
    detail,
  });
  if (status === 'rejected')
    await postPoints(q, {
      merchantId: merchant.id,
      memberId,
      kind: 'refund',
      points: item.points,
      sourceKey: `refund:${id}`,
      reference,
      detail,
    });
  if (item.type === 'cash') {
    const tx = await postTransaction(q, currency, {
      merchantId: merchant.id,
      kind: 'points.redeem',
      idempotencyKey: `point-redeem:${id}`,
      reference,
      memo: { item: item.code, quantity: 1, points: item.points, member: memberId },
      postings: [
        { account: { system: 'points' }, amount: -item.amount },
        { account: { memberId, kind: 'main' }, amount: item.amount },
      ],
    });
    await q.query('UPDATE point_redemptions SET tx_id = $2 WHERE id = $1', [id, tx.id]);
  }
}

/**
 * The point-mall catalogue of every whitelabel, and the demo player with points and a
 * redemption in each state (approved cash, a top-up in process, rejected goods refunded).
 */
export const pointsSeeder: DemoSeeder = {
  name: 'point-mall',
  async run(q, merchant) {
    const ids = new Map<string, number>();
    for (const [sort, item] of ITEMS.entries()) {
      const [row] = await q.query<{ id: string }>(
        `INSERT INTO point_rewards (merchant_id, code, type, name, points, amount, stock, max_quantity, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          merchant.id,
          item.code,
          item.type,
          JSON.stringify(item.name),
          item.points,
          item.amount,
          item.stock,
          item.maxQuantity,
          sort,
        ],
      );
      ids.set(item.code, Number(row?.id));
    }
    const [demo] = await q.query<{ id: string }>(
      `SELECT id FROM members WHERE merchant_id = $1 AND username = 'demo'`,
      [merchant.id],
    );
    if (!demo) return;
    const memberId = Number(demo.id);
    const [m] = await q.query<{ currency: string }>('SELECT currency FROM merchants WHERE id = $1', [
      merchant.id,
    ]);
    const currency = m?.currency ?? 'USD';
    await postPoints(q, {
      merchantId: merchant.id,
      memberId,
      kind: 'adjust',
      points: 12_000,
      sourceKey: `demo-welcome:${memberId}`,
      reference: 'WELCOME',
      detail: 'Welcome points',
    });
    const item = (code: string) => ITEMS.find((i) => i.code === code) as DemoItem;
    const id = (code: string) => ids.get(code) as number;
    await redemption(q, merchant, currency, memberId, item('cash-5'), id('cash-5'), 'approved');
    await redemption(q, merchant, currency, memberId, item('topup-10'), id('topup-10'), 'process', {
      mobile: '+15550100',
    });
    await redemption(q, merchant, currency, memberId, item('earbuds'), id('earbuds'), 'rejected', {
      address: '12 Harbour Road, Apt 3, Springfield',
    });
  },
};
