import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { processName } from '../../process-name';
import { repeatEvery } from '../../repeat-every';
import { playDueFixtures } from './sports-fixtures';

/**
 * Every `tickMs` (a couple of seconds, SPORTS_TICK_MS): play the fixtures whose kick-off has
 * come and settle their bets. Safe to run in every server process (see playDueFixtures);
 * returns a stop function.
 */
export function startSportsScheduler(
  db: Database,
  log: FastifyBaseLogger,
  tickMs: number,
): () => Promise<void> {
  const me = processName();
  return repeatEvery(
    tickMs,
    async () => {
      const played = await playDueFixtures(db, me);
      if (played > 0) log.info({ played }, 'sports fixtures played');
    },
    (err) => log.error({ err }, 'sports scheduler tick failed'),
  );
}
