import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { settleDueContracts } from './settle-due';

/** Often enough that a 5-minute real-time salary period is paid within a minute of its end. */
const TICK_MS = 30_000;

/**
 * Settles ended contract periods in the background. Runs in every platform process:
 * settleDueContracts pays each contract's period once however many run it together.
 */
export function startContractSettlement(db: Database, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = async () => {
    try {
      const counts = await settleDueContracts(db, new Date());
      if (counts.paid + counts.short > 0) log.info({ counts }, 'agent contract periods settled');
    } catch (err) {
      log.error({ err }, 'agent contract settlement failed');
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => (running = undefined));
  }, TICK_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
