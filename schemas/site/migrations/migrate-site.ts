import { CURRENT_SITE_SCHEMA_VERSION } from '../version';
import type { RawSite, SiteMigration } from './site-migration';
import { v1ToV2 } from './v1-to-v2';
import { v2ToV3 } from './v2-to-v3';
import { v3ToV4 } from './v3-to-v4';

/** Every migration, in order. Add the next one at the end and bump the schema version. */
export const SITE_MIGRATIONS: readonly SiteMigration[] = [v1ToV2, v2ToV3, v3ToV4];

export type MigrationResult = { ok: true; site: RawSite; applied: string[] } | { ok: false; message: string };

/** Bring a site document up to the current schema version, one step at a time. */
export function migrateSite(input: unknown): MigrationResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, message: 'The site is not a JSON object' };
  }
  let site = input as RawSite;
  if (typeof site.$parseError === 'string') return { ok: false, message: site.$parseError };
  const version = site.schemaVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, message: 'schemaVersion must be a whole number of at least 1' };
  }
  if (version > CURRENT_SITE_SCHEMA_VERSION) {
    return {
      ok: false,
      message: `schemaVersion ${version} is newer than this portal understands (${CURRENT_SITE_SCHEMA_VERSION})`,
    };
  }
  const applied: string[] = [];
  for (const migration of SITE_MIGRATIONS) {
    if ((site.schemaVersion as number) !== migration.from) continue;
    site = { ...migration.migrate(site), schemaVersion: migration.from + 1 };
    applied.push(migration.id);
  }
  return { ok: true, site, applied };
}
