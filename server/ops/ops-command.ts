import type { GuessLimiter } from '../services/guess-limit/guess-limit';
import type { Database } from '../db/database';

/** What an ops command may use: the database, and where the whitelabels are. */
export interface OpsContext {
  db: Database;
  whitelabelsDir: string;
  /** The deployment's guessing limits (Redis when REDIS_URL is set); the database's when absent. */
  guesses?: GuessLimiter;
}

/** `npm run ops -- <name> <positional...> [--flag value]`, parsed. */
export interface OpsArgs {
  positional: string[];
  flags: Record<string, string | true>;
}

export interface OpsCommand {
  /** First word(s) of the command line, e.g. `maintenance`, `domain map`. */
  name: string;
  usage: string;
  summary: string;
  /** Answers the text to print. Throws OpsError for a mistake of the operator. */
  run(ctx: OpsContext, args: OpsArgs): Promise<string>;
}

/** A mistake of the operator: printed with the usage, exit code 2. */
export class OpsError extends Error {}

export function parseOpsArgs(argv: readonly string[]): OpsArgs {
  const positional: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a.startsWith('--')) {
      const [name, inline] = a.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
      const next = argv[i + 1];
      if (inline !== undefined) flags[name] = inline;
      else if (next !== undefined && !next.startsWith('--')) {
        flags[name] = next;
        i++;
      } else flags[name] = true;
    } else positional.push(a);
  }
  return { positional, flags };
}

export function need(args: OpsArgs, index: number, what: string): string {
  const v = args.positional[index];
  if (v === undefined || v === '') throw new OpsError(`missing ${what}`);
  return v;
}

export function flag(args: OpsArgs, name: string): string | undefined {
  const v = args.flags[name];
  if (v === true) throw new OpsError(`--${name} needs a value`);
  return v;
}

/** The merchant of a code, or an operator error listing the codes. */
export async function merchantIdOf(db: Database, code: string): Promise<number> {
  const rows = await db.query<{ id: number; code: string }>('SELECT id, code FROM merchants ORDER BY code');
  const hit = rows.find((r) => r.code === code);
  if (!hit) throw new OpsError(`no merchant "${code}" (merchants: ${rows.map((r) => r.code).join(', ')})`);
  return hit.id;
}

/** The member of a username (any case) on a merchant, or an operator error naming both. */
export async function memberIdOf(
  db: Database,
  merchant: { id: number; code: string },
  username: string,
): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    'SELECT id FROM members WHERE merchant_id = $1 AND lower(username) = lower($2)',
    [merchant.id, username],
  );
  if (!row) throw new OpsError(`no member "${username}" on ${merchant.code}`);
  return Number(row.id);
}

/** Merge `patch` into a merchant's settings; every server sees it within seconds. */
export async function patchSettings(
  db: Database,
  merchantId: number,
  patch: Record<string, unknown>,
): Promise<void> {
  await db.query('UPDATE merchants SET settings = settings || $2::jsonb WHERE id = $1', [
    merchantId,
    JSON.stringify(patch),
  ]);
}

export async function settingsOf(db: Database, merchantId: number): Promise<Record<string, unknown>> {
  const [row] = await db.query<{ settings: Record<string, unknown> }>(
    'SELECT settings FROM merchants WHERE id = $1',
    [merchantId],
  );
  return row?.settings ?? {};
}

/** Rows as an aligned text table. */
export function table(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const cols = Object.keys(rows[0] as object);
  const text = (v: unknown) =>
    v instanceof Date
      ? v.toISOString()
      : typeof v === 'object' && v !== null
        ? JSON.stringify(v)
        : String(v ?? '');
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => Math.min(60, text(r[c]).length))));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.slice(0, 60).padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    line(cols),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(cols.map((c) => text(r[c])))),
  ].join('\n');
}
