import type { Database } from '../../db/database';
import type { MerchantDirectory } from '../../domain/merchant';
import { repeatEvery } from '../repeat-every';
import { finalizePayout } from './payout-lifecycle';
import { withdrawalByReference, payoutsOf } from './withdrawal-rows';

/**
 * Payments left unconfirmed past their merchant's minutes count as received (spec §4).
 * Each due payment is claimed with SKIP LOCKED inside its own transaction and only
 * moves while still `sent`, so several servers running this at once finalize each
 * payment exactly once. Returns how many payments it finalized.
 */
export async function confirmOverduePayouts(
  db: Database,
  merchants: MerchantDirectory,
  limit = 100,
): Promise<number> {
  let done = 0;
  for (let i = 0; i < limit; i++) {
    const finalized = await db.tx(async (q) => {
      // Lock the withdrawal (the order every writer uses: withdrawal, then its payments).
      const [due] = await q.query<{
        id: number;
        merchant_id: number;
        withdrawal_id: number;
        reference: string;
      }>(
        `SELECT p.id, p.merchant_id, p.withdrawal_id, w.reference
           FROM withdrawal_payouts p JOIN withdrawals w ON w.id = p.withdrawal_id
          WHERE p.status = 'sent' AND p.confirm_due_at <= now()
          ORDER BY p.confirm_due_at LIMIT 1 FOR UPDATE OF w SKIP LOCKED`,
      );
      if (!due) return undefined;
      const merchant = (await merchants.all()).find((m) => m.id === due.merchant_id);
      if (!merchant) return undefined;
      const w = await withdrawalByReference(q, merchant.id, due.reference);
      const p = (await payoutsOf(q, merchant.id, [due.withdrawal_id])).find((x) => x.id === due.id);
      if (!w || !p || p.status !== 'sent') return false;
      await finalizePayout(q, merchant, w, p, 'auto_received');
      return true;
    });
    if (finalized === undefined) break;
    if (finalized) done++;
  }
  return done;
}

/** Run the overdue-receipt sweep every `everyMs`; returns a stopper that waits for a running sweep. */
export function startReceiptTimeouts(
  db: Database,
  merchants: MerchantDirectory,
  log: { warn: (obj: object, msg: string) => void },
  everyMs = 30_000,
): () => Promise<void> {
  return repeatEvery(
    everyMs,
    () => confirmOverduePayouts(db, merchants),
    (err) => log.warn({ err }, 'withdrawal receipt time-outs failed; will retry'),
  );
}
