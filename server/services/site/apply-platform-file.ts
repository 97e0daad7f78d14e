import type { Database } from '../../db/database';
import {
  platformFileSettings,
  platformProblems,
  readPlatformFile,
} from '../../site-files/platform-validator';
import { whitelabelFileLabel, type FileProblem } from '../../site-files/problem-lines';

export type PlatformApply =
  | { outcome: 'applied'; keys: string[] }
  | { outcome: 'unchanged' | 'none' }
  | { outcome: 'refused'; problems: FileProblem[] };

/**
 * Apply a merchant's platform.json to merchants.settings (docs/decisions/platform-settings.md):
 * a file that fails its schema is refused and changes nothing; otherwise the keys whose value
 * differs from the file as last applied are set (or removed when the file dropped them), and
 * every other key (ops changes included) is left as it is. One transaction on the locked row.
 */
export async function applyPlatformFile(
  db: Database,
  whitelabelsDir: string,
  code: string,
): Promise<PlatformApply> {
  const read = readPlatformFile(whitelabelsDir, code);
  const label = whitelabelFileLabel(whitelabelsDir, code, 'platform.json');
  if (read.state === 'none') return { outcome: 'none' };
  if (read.state === 'unreadable')
    return {
      outcome: 'refused',
      problems: [{ file: label, place: read.place, path: '(file)', pointer: '', message: read.message }],
    };
  const problems = platformProblems(read.value);
  if (problems.length)
    return {
      outcome: 'refused',
      problems: problems.map((p) => ({ ...p, file: label, place: read.placeOf(p.pointer) })),
    };
  const file = platformFileSettings(read.value);
  return db.tx(async (q) => {
    const [row] = await q.query<{
      id: number;
      settings: Record<string, unknown> | null;
      platform_applied: Record<string, unknown> | null;
    }>('SELECT id, settings, platform_applied FROM merchants WHERE code = $1 FOR UPDATE', [code]);
    if (!row) return { outcome: 'none' as const };
    const last = row.platform_applied ?? {};
    const keys = [...new Set([...Object.keys(last), ...Object.keys(file)])].filter(
      (k) => canonical(last[k]) !== canonical(file[k]),
    );
    if (row.platform_applied !== null && keys.length === 0) return { outcome: 'unchanged' as const };
    const settings = { ...(row.settings ?? {}) };
    for (const key of keys) {
      if (key in file) settings[key] = file[key];
      else delete settings[key];
    }
    await q.query('UPDATE merchants SET settings = $2, platform_applied = $3 WHERE id = $1', [
      row.id,
      JSON.stringify(settings),
      JSON.stringify(file),
    ]);
    return { outcome: 'applied' as const, keys };
  });
}

/** JSON with sorted keys: the database may hand objects back in another key order. */
function canonical(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
