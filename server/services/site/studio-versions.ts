import type { Queryable } from '../../db/database';
import { jsonDiff } from './json-diff';
import { siteVersionHistory, type StoredSiteVersion } from './site-versions';

/** A version as the studio lists it: who, when, and what changed from the one before. */
export interface VersionSummary {
  id: number;
  author: string;
  createdAt: string;
  changed: string[];
}

/** The accepted versions, newest first, each with the JSON pointers it changed. */
export async function versionSummaries(
  db: Queryable,
  merchantId: number,
  limit: number,
): Promise<VersionSummary[]> {
  // One more than shown: the oldest shown one is compared with the one before it.
  const rows = await siteVersionHistory(db, merchantId, limit + 1);
  return rows.slice(0, limit).map((v, i) => summaryOf(v, rows[i + 1]));
}

export function summaryOf(v: StoredSiteVersion, before: StoredSiteVersion | undefined): VersionSummary {
  return {
    id: v.id,
    author: v.author,
    createdAt: v.createdAt,
    changed: before ? jsonDiff(before.files, v.files) : ['/'],
  };
}
