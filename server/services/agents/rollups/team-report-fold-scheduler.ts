import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { repeatEvery } from '../../repeat-every';
import { foldTeamReports } from './fold-team-reports';

/** Reports read what is pending too, so the fold only keeps that part small. */
const TICK_MS = 15_000;

/** Fold the team report sums in the background; safe in every process (one folds at a time). */
export function startTeamReportFold(db: Database, log: FastifyBaseLogger): () => Promise<void> {
  return repeatEvery(
    TICK_MS,
    async () => {
      const folded = await foldTeamReports(db);
      if (folded.play + folded.cash > 0) log.debug({ folded }, 'team report sums folded');
    },
    (err) => log.error({ err }, 'folding the team report sums failed; will retry'),
  );
}
