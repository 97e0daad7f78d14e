import type { DemoSeeder } from '../../seed/seed-demo';
import { hashPassword } from '../auth/password-hash';
import { seamlessWallet } from '../games/wallet/seamless-wallet';
import { postTransaction } from '../ledger/post-transaction';
import { DEMO_PASSWORD } from '../../seed/demo-accounts';
import { referralCodeOf } from './referral-codes';

/** The friends the demo player invited: days since they joined, a deposit, a recent round. */
const FRIENDS: { username: string; daysAgo: number; deposit?: number; played?: boolean }[] = [
  { username: 'demofriend1', daysAgo: 41, deposit: 200_00, played: true },
  { username: 'demofriend2', daysAgo: 23, deposit: 50_00 },
  { username: 'demofriend3', daysAgo: 12 },
  { username: 'demofriend4', daysAgo: 5, deposit: 100_00, played: true },
];

/**
 * Where the referral promotion is on, the demo player has a referral code and a few
 * invited friends (some deposited, some active), so invite friends shows a real list.
 */
export const demoReferralsSeeder: DemoSeeder = {
  name: 'referrals',
  async run(q, merchant) {
    const flags = (merchant.settings.flags ?? {}) as Record<string, unknown>;
    if (flags.REFERRALPROMO3 !== true) return;
    const [demo] = await q.query<{ id: number }>(
      `SELECT id FROM members WHERE merchant_id = $1 AND username = 'demo'`,
      [merchant.id],
    );
    if (!demo) return;
    const [m] = await q.query<{ currency: string }>('SELECT currency FROM merchants WHERE id = $1', [
      merchant.id,
    ]);
    const currency = m?.currency ?? 'USD';
    await referralCodeOf(q, merchant.id, demo.id);
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const f of FRIENDS) {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO members (merchant_id, username, nickname, password_hash, password_changed_at, register_method,
           referrer_id, created_at, first_login_at)
         VALUES ($1, $2, $2, $3, now(), 'SEED', $4, now() - make_interval(days => $5), now() - make_interval(days => $5))
         ON CONFLICT DO NOTHING RETURNING id`,
        [merchant.id, f.username, hash, demo.id, f.daysAgo],
      );
      if (!row) continue;
      const memberId = Number(row.id);
      if (f.deposit) {
        const reference = `DPDEMO${memberId}`;
        const tx = await postTransaction(q, currency, {
          merchantId: merchant.id,
          kind: 'deposit',
          idempotencyKey: `deposit:demo-referral:${memberId}`,
          reference,
          memo: { channel: 'demo', by: 'seed' },
          postings: [
            { account: { system: 'cashier' }, amount: -f.deposit },
            { account: { memberId, kind: 'main' }, amount: f.deposit },
          ],
        });
        await q.query(
          `INSERT INTO deposits (merchant_id, member_id, reference, channel, amount, currency, status, client_key,
             decided_by, ledger_tx_id, decided_at)
           VALUES ($1, $2, $3, 'demo', $4, $5, 'approved', $6, 'seed', $7, now())`,
          [merchant.id, memberId, reference, f.deposit, currency, `seed-${memberId}`, tx.id],
        );
      }
      if (f.played) {
        const key = { merchantId: merchant.id, vendor: 'TSR', roundId: `demo-referral-${memberId}` };
        await seamlessWallet.debit(q, {
          ...key,
          memberId,
          currency,
          wallet: 'main',
          gameType: 'RNG',
          gameId: null,
          gameName: 'Lucky Reels',
          amount: 5_00,
        });
        await seamlessWallet.credit(q, { ...key, amount: 7_50 });
      }
    }
  },
};
