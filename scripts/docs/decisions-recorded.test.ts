import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The open points the spec leaves to us are decided in docs/decisions (one file each), and
 * what a decision names in the code (files, tests) exists.
 */
const root = path.resolve(__dirname, '../..');
const decisions = path.join(root, 'docs/decisions');

/** Open point -> its decision file. */
const OPEN_POINTS: Record<string, string> = {
  'R2.56 the More button at exactly 11 vendors': 'vendor-dropdown-more.md',
  'R3.4 platform values web, W and flash,html5-desktop': 'platform-values.md',
  'R6.3 the agent button for trial accounts': 'agent-button-for-trial.md',
  'R2.54 the forced-change oldPassword rule': 'forced-change-old-password.md',
  'R4.10 the direction of the round-trip countdown adjustment': 'countdown-round-trip.md',
  'R6.5 trial accounts and hot entry': 'trial-hot-entry.md',
  'R7.24 the unmarked GCS_gameLaunchFB': 'game-launch-fb.md',
  'R4.4 the "firebase" login type': 'firebase-login-type.md',
  'R3.5 prize mode ZY': 'prize-mode-zy.md',
  'the natural-English labels': 'natural-english-labels.md',
  'the payload encryption scheme': 'payload-encryption.md',
  'R9.19 fees': 'fees.md',
  'R7.51 the line check': 'line-check.md',
  'bonus wagering': 'bonus-wagering.md',
  'R2.15 the login page and the login route': 'login-page.md',
  'R4.5 the first-login action': 'first-login-action.md',
  'R2.60 what a favourite category is': 'category-favourites.md',
};

/** Every file name under the repository's source folders. */
function repoFiles(): Set<string> {
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else {
        out.add(path.relative(root, full));
        out.add(e.name);
      }
    }
  };
  for (const d of ['src', 'server', 'schemas', 'tests', 'scripts', 'docs', 'whitelabels'])
    walk(path.join(root, d));
  // The repository's own configuration (tsconfig*.json, package.json...).
  for (const e of fs.readdirSync(root, { withFileTypes: true })) if (e.isFile()) out.add(e.name);
  return out;
}

describe('decisions are recorded', () => {
  it.each(Object.entries(OPEN_POINTS))('%s is decided in docs/decisions/%s', (_point, file) => {
    const text = fs.readFileSync(path.join(decisions, file), 'utf8');
    expect(text).toMatch(/^# /);
    expect(text).toMatch(/\*\*Decision\.\*\*|## Decision/);
    expect(text).toMatch(/\*\*Why\.\*\*|## Why/);
  });

  it('every file or test a decision names exists', () => {
    const files = repoFiles();
    const missing: string[] = [];
    for (const file of fs.readdirSync(decisions)) {
      const text = fs.readFileSync(path.join(decisions, file), 'utf8');
      for (const m of text.matchAll(/`([\w./-]+\.(?:tsx?|md|json|sql))`/g)) {
        const name = m[1] as string;
        if (!files.has(name) && !files.has(path.join('docs/decisions', name)))
          missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
