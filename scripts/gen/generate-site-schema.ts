import fs from 'node:fs';
import path from 'node:path';
import standaloneModule from 'ajv/dist/standalone/index.js';
import { rolldown } from 'rolldown';
import { hoistSharedSchemas } from './hoist-shared-schemas';
import { SITE_SCHEMA_FILE, SITE_TEXT_KEYWORD, siteAjv } from '../../server/site-files/site-validator';
import { buildSiteJsonSchema, buildThemeJsonSchema } from './site-json-schema';

const root = process.cwd();
// ajv's standalone entry is CommonJS: under ESM its function sits on `default`.
const standaloneCode = ((standaloneModule as unknown as { default?: typeof standaloneModule }).default ??
  standaloneModule) as typeof standaloneModule;
const GENERATED_DIR = path.join(root, 'tests', 'support', 'generated');
const THEME_SCHEMA_FILE = path.join(root, 'schemas', 'theme.schema.json');

/**
 * Write schemas/site.schema.json (for editors, through "$schema"; the platform validates
 * with it) and a precompiled validator for Storybook and browser tests, which load
 * whitelabel files without a platform and have no schema compiler.
 */
export async function generateSiteSchema(): Promise<void> {
  const schema = await buildSiteJsonSchema();
  const text = `${JSON.stringify(schema, null, 2)}\n`;
  writeIfChanged(SITE_SCHEMA_FILE, text);
  writeIfChanged(THEME_SCHEMA_FILE, `${JSON.stringify(buildThemeJsonSchema(), null, 2)}\n`);

  const ajv = siteAjv({ standalone: true });
  const code = standaloneCode(
    ajv,
    ajv.compile(hoistSharedSchemas(withoutDocs(schema) as Parameters<typeof hoistSharedSchemas>[0])),
  );
  fs.mkdirSync(GENERATED_DIR, { recursive: true });
  const raw = path.join(GENERATED_DIR, 'site-validator.raw.mjs');
  fs.writeFileSync(raw, code);
  // Standalone code still require()s ajv's runtime helpers: bundle them into one ES module.
  const bundle = await rolldown({ input: raw, platform: 'browser', logLevel: 'silent' });
  await bundle.write({ file: path.join(GENERATED_DIR, 'site-validator.js'), format: 'esm', minify: true });
  await bundle.close();
  fs.rmSync(raw);
  fs.writeFileSync(
    path.join(GENERATED_DIR, 'site-validator.d.ts'),
    `import type { ValidatorError } from '../../../schemas/site/check/site-problems';\n` +
      `declare const validate: ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };\n` +
      `export default validate;\n`,
  );
}

function writeIfChanged(file: string, text: string): void {
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
}

/** The schema without its documentation keywords: the browser validator has no use for them. */
function withoutDocs(value: unknown, isPropertyMap = false): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutDocs(v));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => isPropertyMap || !DOC_KEYWORDS.has(k))
      .map(([k, v]) => [k, withoutDocs(v, !isPropertyMap && (k === 'properties' || k === '$defs'))]),
  );
}

const DOC_KEYWORDS = new Set(['description', 'title', '$comment', 'examples', SITE_TEXT_KEYWORD]);
