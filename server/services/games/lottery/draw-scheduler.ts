import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { processName } from '../../process-name';
import { repeatEvery } from '../../repeat-every';
import { ensureCurrentDraws, settleDueDraws } from './lottery-draws';

const TICK_MS = 2000;

/**
 * Every couple of seconds: open the current draw of each lottery game and draw the due
 * ones. Safe to run in every server process (see settleDueDraws); returns a stop function.
 */
export function startDrawScheduler(db: Database, log: FastifyBaseLogger): () => Promise<void> {
  const me = processName();
  return repeatEvery(
    TICK_MS,
    async () => {
      await ensureCurrentDraws(db);
      const drawn = await settleDueDraws(db, me);
      if (drawn > 0) log.info({ drawn }, 'lottery draws drawn');
    },
    (err) => log.error({ err }, 'lottery scheduler tick failed'),
  );
}
