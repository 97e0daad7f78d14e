import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../schemas/api/envelope';
import { readConfig } from '../../server/config';

/**
 * The docs say what the code does: every HTTP status the platform answers with an error
 * code is the one docs/api.md's table gives for it, and every link between the docs
 * leads to a file that exists.
 */
const root = path.resolve(__dirname, '../..');

function filesUnder(dir: string, ext: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return filesUnder(full, ext);
    return e.name.endsWith(ext) && !e.name.endsWith(`.test${ext}`) ? [full] : [];
  });
}

/** code -> statuses the table documents. */
function documentedStatuses(): Map<string, Set<number>> {
  const table = new Map<string, Set<number>>();
  const api = fs.readFileSync(path.join(root, 'docs/api.md'), 'utf8');
  for (const line of api.split('\n')) {
    const row = /^\| (`[A-Z_]+`(?:, `[A-Z_]+`)*) +\| ([\d, —]+?) +\|/.exec(line);
    if (!row) continue;
    const statuses = new Set(
      (row[2] ?? '')
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => n > 0),
    );
    for (const code of (row[1] ?? '').match(/[A-Z_]+/g) ?? []) table.set(code, statuses);
  }
  return table;
}

/** code -> statuses the server's code answers with (`new ApiError(409, 'CODE'` and the helpers). */
function answeredStatuses(): Map<string, Set<number>> {
  const found = new Map<string, Set<number>>();
  const add = (code: string, status: number) => found.set(code, (found.get(code) ?? new Set()).add(status));
  for (const file of filesUnder(path.join(root, 'server'), '.ts')) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /new (?:ApiError|CodeError)\(\s*(\d{3}),\s*(?:[^,]*\?\s*)?'([A-Z_]+)'(?:\s*:\s*'([A-Z_]+)')?/g,
    )) {
      add(m[2] as string, Number(m[1]));
      if (m[3]) add(m[3], Number(m[1]));
    }
    for (const m of text.matchAll(/ApiError\.forbidden\([^)]*?'([A-Z_]+)'\)/g)) add(m[1] as string, 403);
    if (/ApiError\.validation\(/.test(text)) add('VALIDATION', 400);
    if (/ApiError\.notFound\(/.test(text)) add('NOT_FOUND', 404);
    if (/ApiError\.conflict\(/.test(text)) add('CONFLICT', 409);
    if (/ApiError\.rateLimited\(/.test(text)) add('RATE_LIMITED', 429);
    if (/ApiError\.unauthenticated\(/.test(text)) add('UNAUTHENTICATED', 401);
  }
  return found;
}

describe('docs agree with the code', () => {
  it('R8.14 every error code the platform answers is in docs/api.md with the status it is answered with', () => {
    const documented = documentedStatuses();
    const answered = answeredStatuses();
    const wrong: string[] = [];
    for (const [code, statuses] of answered) {
      if (!(ErrorCodes as readonly string[]).includes(code)) wrong.push(`${code}: not one of ErrorCodes`);
      const doc = documented.get(code);
      if (!doc) {
        wrong.push(`${code}: missing from the table of docs/api.md`);
        continue;
      }
      for (const s of statuses)
        if (!doc.has(s)) wrong.push(`${code}: answered ${s}, documented ${[...doc].join(', ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every relative link in the docs leads to a file that exists', () => {
    const docs = [
      ...filesUnder(path.join(root, 'docs'), '.md'),
      path.join(root, 'README.md'),
      path.join(root, 'CONTEXT.md'),
    ];
    const broken: string[] = [];
    for (const file of docs) {
      const text = fs.readFileSync(file, 'utf8');
      const links = [
        ...[...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((m) => m[1] as string),
        ...[...text.matchAll(/`?(docs\/[\w./-]+\.md)`?/g)].map((m) => m[1] as string),
      ].filter((l) => !/^[a-z]+:/.test(l));
      for (const link of links) {
        const target = link.startsWith('docs/')
          ? path.join(root, link)
          : path.resolve(path.dirname(file), link);
        if (!fs.existsSync(target)) broken.push(`${path.relative(root, file)} -> ${link}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('the development switch is on as docs/operations.md says: by default outside production, or with WL_SWITCH=1', () => {
    const on = (env: Record<string, string>) => readConfig(env).allowWhitelabelSwitch;
    expect(on({})).toBe(true);
    expect(on({ NODE_ENV: 'production' })).toBe(false);
    expect(on({ NODE_ENV: 'production', WL_SWITCH: '1' })).toBe(true);
    expect(on({ WL_SWITCH: '0' })).toBe(false);
  });
});
