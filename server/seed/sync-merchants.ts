import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { listWhitelabels, readWhitelabelSite } from '../site-files/read-whitelabel';
import { applyPlatformFile, type PlatformApply } from '../services/site/apply-platform-file';

/**
 * Make sure every whitelabel folder has its merchant row with its platform.json applied
 * (apply-platform-file.ts: the keys the file changed since it was last applied), and the
 * domains of whitelabels/domains.json are mapped. Existing domain rows are left as ops
 * changed them. Answers what became of each platform.json.
 */
export async function syncMerchants(
  db: Database,
  whitelabelsDir: string,
): Promise<Map<string, PlatformApply>> {
  const applied = new Map<string, PlatformApply>();
  for (const code of listWhitelabels(whitelabelsDir)) {
    const site = readWhitelabelSite(whitelabelsDir, code) as {
      merchant?: { name?: string; currency?: string };
      domains?: unknown;
    };
    await db.query(
      `INSERT INTO merchants (code, name, currency, payload_key, settings) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code) DO NOTHING`,
      [
        code,
        site.merchant?.name ?? code,
        site.merchant?.currency ?? 'USD',
        randomBytes(32).toString('hex'),
        '{}',
      ],
    );
    applied.set(code, await applyPlatformFile(db, whitelabelsDir, code));
    const hosts = Array.isArray(site.domains)
      ? site.domains.filter((d): d is string => typeof d === 'string')
      : [];
    for (const host of hosts) await mapDomain(db, host, code);
  }
  const domainsFile = path.join(whitelabelsDir, 'domains.json');
  if (!fs.existsSync(domainsFile)) return applied;
  const domains = JSON.parse(fs.readFileSync(domainsFile, 'utf8')) as Record<string, string>;
  for (const [host, code] of Object.entries(domains)) {
    if (!host.startsWith('$')) await mapDomain(db, host, code);
  }
  return applied;
}

async function mapDomain(db: Database, host: string, code: string): Promise<void> {
  await db.query(
    `INSERT INTO domains (host, merchant_id) SELECT $1, id FROM merchants WHERE code = $2
     ON CONFLICT (host) DO NOTHING`,
    [host.toLowerCase(), code],
  );
}
