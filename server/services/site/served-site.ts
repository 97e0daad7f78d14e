import type { FastifyBaseLogger } from 'fastify';
import type { SiteProblem } from '../../../schemas/site/check/site-problems';
import type { Site } from '../../../schemas/site/site';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { locateSiteProblems, problemLine, type FileProblem } from '../../site-files/problem-lines';
import { combineSiteFiles } from '../../site-files/read-whitelabel';
import { verifyWithSchema } from '../../site-files/site-validator';
import { checkedWhitelabelFiles } from '../../site-files/verified-site';
import { newestSiteVersion, recordAcceptedVersion, type SiteVersion } from './site-versions';

/** Who made a version the platform found in the merchant's folder. */
export const FILES_AUTHOR = 'site files';

/** Retry-After of the 503 a merchant without an accepted version answers. */
export const UNPUBLISHED_RETRY_SECONDS = 60;

export type ServedSite =
  | {
      ok: true;
      site: Site;
      /** The accepted version players get. */
      version: SiteVersion;
      /** The problems of the files when they were refused and an earlier version is served. */
      refused: SiteProblem[];
    }
  | { ok: false; problems: SiteProblem[] };

interface Live {
  site: Site;
  version: SiteVersion;
  digest: string;
}

/** What each platform (one per database) serves per merchant, so a refused edit falls back without a query. */
const liveByDatabase = new WeakMap<Database, Map<string, Live>>();

/**
 * The site players get (docs/decisions/safe-publishing.md): the merchant's files when
 * they pass every check (kept as a new version when they changed), else the last
 * version the platform accepted, else nothing (the caller answers 503). A refused
 * edit is logged once per version of the files.
 */
export async function servedSite(
  deps: { db: Database; config: Pick<ServerConfig, 'whitelabelsDir'> },
  merchant: Pick<Merchant, 'id' | 'code'>,
  log?: FastifyBaseLogger,
): Promise<ServedSite> {
  let live = liveByDatabase.get(deps.db);
  if (!live) liveByDatabase.set(deps.db, (live = new Map()));
  const checked = checkedWhitelabelFiles(deps.config.whitelabelsDir, merchant.code);
  const { verdict } = checked;
  if (verdict.ok) {
    let current = live.get(merchant.code);
    if (current?.digest !== checked.digest) {
      const version = await recordAcceptedVersion(
        deps.db,
        merchant.id,
        checked.files,
        checked.digest,
        FILES_AUTHOR,
      );
      current = { site: verdict.site, version, digest: checked.digest };
      live.set(merchant.code, current);
    }
    return { ok: true, site: current.site, version: current.version, refused: [] };
  }
  const fallback = live.get(merchant.code) ?? (await storedFallback(deps.db, merchant));
  if (fallback) live.set(merchant.code, fallback);
  if (checked.fresh)
    reportRefused(
      log,
      merchant.code,
      locateSiteProblems(deps.config.whitelabelsDir, merchant.code, verdict.problems),
      fallback?.version,
    );
  return fallback
    ? { ok: true, site: fallback.site, version: fallback.version, refused: verdict.problems }
    : { ok: false, problems: verdict.problems };
}

/** The newest accepted version, checked again (the schema may have moved on since it was kept). */
async function storedFallback(db: Database, merchant: Pick<Merchant, 'id'>): Promise<Live | undefined> {
  const stored = await newestSiteVersion(db, merchant.id);
  if (!stored) return undefined;
  const verdict = verifyWithSchema(combineSiteFiles(stored.files));
  return verdict.ok ? { site: verdict.site, version: stored, digest: stored.digest } : undefined;
}

function reportRefused(
  log: FastifyBaseLogger | undefined,
  code: string,
  problems: readonly FileProblem[],
  kept: SiteVersion | undefined,
): void {
  log?.error(
    {
      merchant: code,
      // The lines `npm run validate` prints: file:line:column, node, message, did-you-mean.
      problems: problems.map(problemLine),
      servedVersion: kept?.id,
    },
    kept
      ? `site files of ${code} refused: players keep version ${kept.id} of ${kept.createdAt} (npm run validate; npm run ops -- site status ${code})`
      : `site files of ${code} refused and no earlier version was accepted: the portal answers 503 (npm run validate)`,
  );
}
