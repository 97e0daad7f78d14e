import type { Database } from '../db/database';
import { listWhitelabels } from '../site-files/read-whitelabel';
import { problemLine } from '../site-files/problem-lines';
import { liveDrift } from '../services/site/live-drift';
import { merchantIdOf, type OpsCommand } from './ops-command';

/**
 * `site drift [merchant]`: where the whitelabel files differ from what players get, one
 * line per file as `npm run validate -- --live` prints it.
 */
/** The merchants whose folder is in `whitelabelsDir`, in one query. */
async function merchantsWithFolders(db: Database, whitelabelsDir: string) {
  const codes = listWhitelabels(whitelabelsDir);
  const rows = await db.query<{ id: number; code: string }>(
    'SELECT id, code FROM merchants WHERE code = ANY($1::text[]) ORDER BY code',
    [codes],
  );
  return rows.map((r) => ({ id: Number(r.id), code: r.code }));
}

export const siteDriftCommand: OpsCommand = {
  name: 'site drift',
  usage: 'site drift [merchant]',
  summary:
    "Where each merchant's site.json, theme.json and platform.json differ from what players get, and what happens next.",
  async run({ db, whitelabelsDir }, args) {
    const only = args.positional[0];
    const merchants = only
      ? [{ id: await merchantIdOf(db, only), code: only }]
      : await merchantsWithFolders(db, whitelabelsDir);
    const lines: string[] = [];
    for (const merchant of merchants)
      for (const p of await liveDrift(db, whitelabelsDir, merchant)) lines.push(problemLine(p));
    return lines.length ? lines.join('\n') : 'the files are what players get';
  },
};
