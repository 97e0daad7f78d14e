import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Test titles name the requirements they prove (`it('R7.17 R2.20 …')`): each id must lead
 * somewhere a newcomer can read, docs/requirements.md, and each decision it points at must exist.
 */
const root = path.resolve(__dirname, '../..');
const index = fs.readFileSync(path.join(root, 'docs/requirements.md'), 'utf8');
const REQUIREMENT_ID = /\bR\d+\.\d+\b/g;
const TEST_FILE = /\.(test|spec)\.tsx?$|\.stories\.tsx$/;

function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || entry.name === 'generated') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, out);
    else if (TEST_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

const listed = new Set([...index.matchAll(/^- \*\*(R\d+\.\d+)\*\*/gm)].map((m) => m[1]));

describe('requirements index', () => {
  it('lists each id once', () => {
    const all = [...index.matchAll(/^- \*\*(R\d+\.\d+)\*\*/gm)].map((m) => m[1]);
    expect(all.length).toBeGreaterThan(300);
    expect(all.length).toBe(listed.size);
  });

  it('lists every requirement id that a test names', () => {
    const unknown: string[] = [];
    for (const file of ['src', 'server', 'schemas', 'scripts', 'tests'].flatMap((d) =>
      testFiles(path.join(root, d)),
    )) {
      for (const [id] of fs.readFileSync(file, 'utf8').matchAll(REQUIREMENT_ID)) {
        if (!listed.has(id)) unknown.push(`${id} in ${path.relative(root, file)}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('points only at decisions that are recorded', () => {
    const named = [...index.matchAll(/_\(decided: ([^)]+)\)_/g)].flatMap((m) => (m[1] ?? '').split(/,\s*/));
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter((name) => !fs.existsSync(path.join(root, 'docs/decisions', `${name}.md`)));
    expect(missing).toEqual([]);
  });
});
