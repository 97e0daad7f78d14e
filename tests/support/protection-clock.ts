import type { Queryable } from '../../server/db/database';

/**
 * Move the clock of every protection rule (cooling-off, limit windows, time-outs) `hours` ahead
 * of the database's own, on this test's database only: `protection_now()` is the one clock
 * those rules read (migration 20261126T1800).
 */
export async function setProtectionClock(db: Queryable, hours: number): Promise<void> {
  if (!Number.isFinite(hours)) throw new Error('hours must be a number');
  await db.query(
    `CREATE OR REPLACE FUNCTION protection_now() RETURNS TIMESTAMPTZ LANGUAGE sql STABLE
       AS $$ SELECT now() + make_interval(secs => ${Math.round(hours * 3600)}) $$`,
  );
}
