import type { Static } from '@sinclair/typebox';
import type { JackpotPool } from '../../../schemas/api/jackpot';
import type { Site } from '../../../schemas/site/site';
import type { Queryable } from '../../db/database';

type JackpotSettings = Site['settings']['jackpot'];

/** Major units (as the site states them) to minor units, exact to the cent. */
export const toMinor = (major: number): number => Math.round(major * 100);

/**
 * The merchant's pool: the stored start value and time, and the rise the site's settings give.
 * A merchant's first visitor opens the pool at the site's start value; from then on the
 * figure only rises (until an operator resets it, `jackpot reset`), the same for everyone.
 */
export async function jackpotPool(
  db: Queryable,
  merchantId: number,
  settings: JackpotSettings,
): Promise<Static<typeof JackpotPool>> {
  // Insert-or-read in one statement: visitors arriving together all read the one pool.
  await db.query(
    `INSERT INTO jackpot_pools (merchant_id, start_minor) VALUES ($1, $2) ON CONFLICT (merchant_id) DO NOTHING`,
    [merchantId, toMinor(settings.start)],
  );
  const [row] = await db.query<{ start_minor: string | number; started_at: Date; now: Date }>(
    `SELECT start_minor, started_at, now() AS now FROM jackpot_pools WHERE merchant_id = $1`,
    [merchantId],
  );
  if (!row) throw new Error('the jackpot pool vanished');
  return {
    startMinor: Number(row.start_minor),
    startedAt: new Date(row.started_at).getTime(),
    stepMinor: toMinor(settings.step),
    everyMs: settings.everyMs,
    now: new Date(row.now).getTime(),
  };
}

/** Start the pool again (a jackpot was won): from `startMinor`, now. */
export async function resetJackpotPool(db: Queryable, merchantId: number, startMinor: number): Promise<void> {
  await db.query(
    `INSERT INTO jackpot_pools (merchant_id, start_minor, started_at) VALUES ($1, $2, now())
     ON CONFLICT (merchant_id) DO UPDATE SET start_minor = EXCLUDED.start_minor, started_at = EXCLUDED.started_at`,
    [merchantId, startMinor],
  );
}
