import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import type { MerchantDirectory } from '../../domain/merchant';
import { fileStamp, listWhitelabels } from '../../site-files/read-whitelabel';
import { problemLine } from '../../site-files/problem-lines';
import { applyPlatformFile } from './apply-platform-file';

/**
 * Apply each merchant's platform.json when it changes, without a restart: its files are
 * looked at every `everyMs` (a stat each), a changed one is applied (apply-platform-file.ts)
 * and the merchant directory read again, so the change reaches every request at once here and
 * every other server within its 2-second cache. A refused file is logged once per version.
 */
export function watchPlatformFiles(
  db: Database,
  whitelabelsDir: string,
  merchants: MerchantDirectory,
  log: FastifyBaseLogger,
  everyMs = 1000,
): () => Promise<void> {
  const stampOf = (code: string) => fileStamp(path.join(whitelabelsDir, code, 'platform.json'));
  // The start applied every file already (syncMerchants): only later changes count.
  const seen = new Map(listWhitelabels(whitelabelsDir).map((code) => [code, stampOf(code)]));
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    for (const code of listWhitelabels(whitelabelsDir)) {
      const stamp = stampOf(code);
      if (seen.get(code) === stamp) continue;
      seen.set(code, stamp);
      const result = await applyPlatformFile(db, whitelabelsDir, code);
      if (result.outcome === 'applied') {
        merchants.invalidate();
        log.info({ merchant: code, keys: result.keys }, `platform.json of ${code} applied`);
      } else if (result.outcome === 'refused')
        log.error(
          { merchant: code, problems: result.problems.map(problemLine) },
          `platform.json of ${code} refused: the settings stay as they were (npm run validate)`,
        );
    }
  };
  const timer = setInterval(() => {
    running = running.then(tick).catch((err: unknown) => log.error({ err }, 'platform.json watch failed'));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
