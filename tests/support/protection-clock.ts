import type { Queryable } from '../../server/db/database';
import { moveProtectionClock } from '../../server/services/protection/protection-clock';

/**
 * Move the clock of every protection rule (cooling-off, limit windows, time-outs) `hours` ahead
 * of the database's own, on this test's database only.
 */
export async function setProtectionClock(db: Queryable, hours: number): Promise<void> {
  if (!Number.isFinite(hours)) throw new Error('hours must be a number');
  await moveProtectionClock(db, hours * 3600);
}
