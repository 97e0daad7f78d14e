import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { repeatEvery } from '../../repeat-every';
import { settleDueContracts } from './settle-due';

/** Often enough that a 5-minute real-time salary period is paid within a minute of its end. */
const TICK_MS = 30_000;

/**
 * Settles ended contract periods in the background. Runs in every platform process:
 * settleDueContracts pays each contract's period once however many run it together.
 */
export function startContractSettlement(db: Database, log: FastifyBaseLogger): () => Promise<void> {
  return repeatEvery(
    TICK_MS,
    async () => {
      const counts = await settleDueContracts(db, new Date());
      if (counts.paid + counts.short > 0) log.info({ counts }, 'agent contract periods settled');
    },
    (err) => log.error({ err }, 'agent contract settlement failed'),
  );
}
