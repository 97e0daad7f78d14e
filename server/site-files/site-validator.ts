import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  verifySite,
  widgetTypesOf,
  type SiteValidator,
  type SiteVerdict,
} from '../../schemas/site/check/verify-site';
import type { ValidatorError } from '../../schemas/site/check/site-problems';

/** The generated site schema (npm run gen), committed beside its sources; paths are from the repository root, as in config.ts. */
export const SITE_SCHEMA_FILE = path.resolve('schemas', 'site.schema.json');

/** Keyword the site schema puts on text a person reads; the full validator collects those values. */
export const SITE_TEXT_KEYWORD = 'x-site-text';

/** Ajv set up the way every site validator is: all errors, defaults filled, discriminated nodes. */
export function siteAjv(options: { verbose?: boolean; standalone?: boolean } = {}) {
  const ajv = new Ajv2020({
    allErrors: true,
    useDefaults: true,
    discriminator: true,
    strict: false,
    verbose: options.verbose ?? false,
    ...(options.standalone ? { code: { source: true, esm: true } } : {}),
  });
  addFormats.default(ajv);
  return ajv;
}

/** A site text met during the last validation: where it is and its value. */
export interface TextUse {
  pointer: string;
  value: unknown;
}

export interface FullSiteValidator extends SiteValidator {
  /** The site texts of the last validated site. */
  readonly texts: readonly TextUse[];
  readonly widgetTypes: readonly string[];
}

/**
 * The platform's and `npm run validate`'s validator: compiled at start from the
 * generated schema, verbose (so unknown fields get a did-you-mean), and recording
 * every site text for the translation check.
 */
export function compileSiteValidator(schema: object = readSiteSchema()): FullSiteValidator {
  const texts: TextUse[] = [];
  const ajv = siteAjv({ verbose: true });
  ajv.addKeyword({
    keyword: SITE_TEXT_KEYWORD,
    schemaType: 'boolean',
    errors: false,
    validate: (_on: boolean, value: unknown, _schema: unknown, where?: { instancePath: string }) => {
      texts.push({ pointer: where?.instancePath ?? '', value });
      return true;
    },
  });
  const compiled = ajv.compile(schema);
  const validate = ((data: unknown) => {
    texts.length = 0;
    return compiled(data);
  }) as FullSiteValidator & { errors?: readonly ValidatorError[] | null };
  Object.defineProperties(validate, {
    errors: { get: () => compiled.errors as ValidatorError[] | null | undefined },
    texts: { value: texts },
    widgetTypes: { value: widgetTypesOf(schema) },
  });
  return validate;
}

export function readSiteSchema(file = SITE_SCHEMA_FILE): object {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as object;
}

let shared: FullSiteValidator | undefined;

/** Verify a stored site with the shared validator (compiled once per process). */
export function verifyWithSchema(raw: unknown): SiteVerdict {
  shared ??= compileSiteValidator();
  return verifySite(raw, shared, shared.widgetTypes);
}
