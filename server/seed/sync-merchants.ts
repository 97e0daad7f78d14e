import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { listWhitelabels, readWhitelabelSite } from '../portal/read-whitelabel';

/**
 * Make sure every whitelabel folder has its merchant row, and the domains of
 * whitelabels/domains.json are mapped. Existing rows are left as ops changed them.
 */
export async function syncMerchants(db: Database, whitelabelsDir: string): Promise<void> {
  for (const code of listWhitelabels(whitelabelsDir)) {
    const site = readWhitelabelSite(whitelabelsDir, code) as {
      merchant?: { name?: string; currency?: string };
      domains?: unknown;
    };
    const platformFile = path.join(whitelabelsDir, code, 'platform.json');
    const settings = fs.existsSync(platformFile) ? JSON.parse(fs.readFileSync(platformFile, 'utf8')) : {};
    await db.query(
      `INSERT INTO merchants (code, name, currency, payload_key, settings) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code) DO NOTHING`,
      [
        code,
        site.merchant?.name ?? code,
        site.merchant?.currency ?? 'USD',
        randomBytes(32).toString('hex'),
        JSON.stringify(settings),
      ],
    );
    const hosts = Array.isArray(site.domains)
      ? site.domains.filter((d): d is string => typeof d === 'string')
      : [];
    for (const host of hosts) await mapDomain(db, host, code);
  }
  const domainsFile = path.join(whitelabelsDir, 'domains.json');
  if (!fs.existsSync(domainsFile)) return;
  const domains = JSON.parse(fs.readFileSync(domainsFile, 'utf8')) as Record<string, string>;
  for (const [host, code] of Object.entries(domains)) {
    if (!host.startsWith('$')) await mapDomain(db, host, code);
  }
}

async function mapDomain(db: Database, host: string, code: string): Promise<void> {
  await db.query(
    `INSERT INTO domains (host, merchant_id) SELECT $1, id FROM merchants WHERE code = $2
     ON CONFLICT (host) DO NOTHING`,
    [host.toLowerCase(), code],
  );
}
