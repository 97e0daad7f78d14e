import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { PlatformSettingsSchema } from '../../schemas/platform/platform-settings';
import {
  toSiteProblems,
  type SiteProblem,
  type ValidatorError,
} from '../../schemas/site/check/site-problems';
import { siteAjv } from './site-validator';

let compiled: ValidateFunction | undefined;

/** What is wrong with a platform.json value (parsed), in the words of the site checks; empty when it passes. */
export function platformProblems(raw: unknown): SiteProblem[] {
  compiled ??= siteAjv({ verbose: true }).compile(PlatformSettingsSchema);
  // Checked on a copy: the checks fill no defaults into the file's value.
  const value = structuredClone(raw);
  if (compiled(value)) return [];
  return toSiteProblems(value, (compiled.errors ?? []) as ValidatorError[], []);
}

/** A merchant's platform.json: absent, not JSON (with the parser's words), or its parsed value. */
export function readPlatformFile(
  whitelabelsDir: string,
  code: string,
): { state: 'none' } | { state: 'unreadable'; message: string } | { state: 'read'; value: unknown } {
  const file = path.join(whitelabelsDir, code, 'platform.json');
  if (!fs.existsSync(file)) return { state: 'none' };
  try {
    return { state: 'read', value: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (err) {
    return { state: 'unreadable', message: `is not JSON: ${(err as Error).message}` };
  }
}
