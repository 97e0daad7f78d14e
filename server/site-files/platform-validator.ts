import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { PlatformSettingsSchema } from '../../schemas/platform/platform-settings';
import {
  toSiteProblems,
  type SiteProblem,
  type ValidatorError,
} from '../../schemas/site/check/site-problems';
import type { TextPlace } from '../../schemas/site/check/json-source';
import { readSettingsFile } from './read-whitelabel';
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

/** The settings a platform.json value names: all of it but the editor's `$schema` hint. */
export function platformFileSettings(value: unknown): Record<string, unknown> {
  const { $schema: _editorHint, ...settings } = value as Record<string, unknown>;
  return settings;
}

/** A merchant's platform.json: absent, unreadable (not JSON, too big: with its place), or its parsed value and places. */
export function readPlatformFile(
  whitelabelsDir: string,
  code: string,
):
  | { state: 'none' }
  | { state: 'unreadable'; message: string; place: TextPlace }
  | { state: 'read'; value: unknown; placeOf: (pointer: string) => TextPlace } {
  const file = path.join(whitelabelsDir, code, 'platform.json');
  if (!fs.existsSync(file)) return { state: 'none' };
  const read = readSettingsFile(file);
  return read.ok
    ? { state: 'read', value: read.value, placeOf: read.placeOf }
    : { state: 'unreadable', message: read.message, place: read.place };
}
