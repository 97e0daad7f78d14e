import type { Database } from '../../../db/database';

/** Any constant the platform uses for no other advisory lock. */
const FOLD_LOCK = 7_321_001;

/**
 * Move what writers appended to the pending tables into the per-agent quarter-hour sums
 * (and each member's first and last round of a day), in one transaction: a report reads
 * the sums plus what is pending, so it sees every change exactly once before, during and
 * after a fold. One process folds at a time; another that finds the lock taken skips.
 */
export async function foldTeamReports(db: Database): Promise<{ play: number; cash: number }> {
  return db.tx(async (q) => {
    const [lock] = await q.query<{ ok: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS ok', [FOLD_LOCK]);
    if (!lock?.ok) return { play: 0, cash: 0 };
    // Data-modifying WITH parts always run to completion, read or not (PostgreSQL's rule).
    const [play] = await q.query<{ n: number }>(
      `WITH p AS (DELETE FROM report_play_pending RETURNING *),
       sums AS (
         INSERT INTO team_play_quarters AS s (agent_id, bucket, game_type, rounds, stake, valid_bet, payout)
         SELECT t.ancestor_id, p.bucket, p.game_type, sum(p.rounds), sum(p.stake), sum(p.valid_bet), sum(p.payout)
           FROM p JOIN member_tree t ON t.descendant_id = p.member_id AND t.depth >= 1
          GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
         ON CONFLICT (agent_id, bucket, game_type) DO UPDATE
           SET rounds = s.rounds + EXCLUDED.rounds, stake = s.stake + EXCLUDED.stake,
               valid_bet = s.valid_bet + EXCLUDED.valid_bet, payout = s.payout + EXCLUDED.payout),
       days AS (
         INSERT INTO member_play_days AS d (member_id, day, first_at, last_at)
         SELECT p.member_id, (p.first_at AT TIME ZONE 'UTC')::date, min(p.first_at), max(p.last_at)
           FROM p WHERE p.first_at IS NOT NULL
          GROUP BY 1, 2 ORDER BY 1, 2
         ON CONFLICT (member_id, day) DO UPDATE
           SET first_at = LEAST(d.first_at, EXCLUDED.first_at), last_at = GREATEST(d.last_at, EXCLUDED.last_at))
       SELECT count(*)::int AS n FROM p`,
    );
    const [cash] = await q.query<{ n: number }>(
      `WITH p AS (DELETE FROM report_cash_pending RETURNING *),
       sums AS (
         INSERT INTO team_cash_quarters AS s (agent_id, bucket, account_kind, tx_kind, entries, money_in, money_out)
         SELECT t.ancestor_id, p.bucket, p.account_kind, p.tx_kind, sum(p.entries), sum(p.money_in), sum(p.money_out)
           FROM p JOIN member_tree t ON t.descendant_id = p.member_id AND t.depth >= 1
          GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
         ON CONFLICT (agent_id, bucket, account_kind, tx_kind) DO UPDATE
           SET entries = s.entries + EXCLUDED.entries, money_in = s.money_in + EXCLUDED.money_in,
               money_out = s.money_out + EXCLUDED.money_out)
       SELECT count(*)::int AS n FROM p`,
    );
    return { play: play?.n ?? 0, cash: cash?.n ?? 0 };
  });
}
