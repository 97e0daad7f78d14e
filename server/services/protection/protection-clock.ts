import type { Queryable } from '../../db/database';

/**
 * Move the clock of every protection rule (cooling-off, limit windows, time-outs, play sessions)
 * `seconds` ahead of the database's own: `protection_now()` is the one clock those rules read
 * (migration 20261126T1800). For tests only: server tests call it on their own database, browser
 * tests through `/__dev/protection-clock`, which exists only with DEV_OUTBOX=1.
 */
export async function moveProtectionClock(db: Queryable, seconds: number): Promise<void> {
  if (!Number.isFinite(seconds)) throw new Error('seconds must be a number');
  await db.query(
    `CREATE OR REPLACE FUNCTION protection_now() RETURNS TIMESTAMPTZ LANGUAGE sql STABLE
       AS $$ SELECT now() + make_interval(secs => ${Math.round(seconds)}) $$`,
  );
}
