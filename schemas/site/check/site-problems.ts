import { didYouMean } from './did-you-mean';
import { readablePath } from './readable-path';

/** One thing wrong with a site, in words a merchant can act on. */
export interface SiteProblem {
  /** Readable node path, e.g. `pages › / › banner-carousel #2 › props.group`. */
  path: string;
  /** JSON pointer of the same place. */
  pointer: string;
  message: string;
  /** The nearest valid name, when the value looks like a typo. */
  suggestion?: string;
}

/** The subset of ajv's error object this module reads. */
export interface ValidatorError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  /** Present with ajv's `verbose` option: lets unknown fields get a did-you-mean. */
  parentSchema?: { properties?: Record<string, unknown> };
}

/** The keys of a condition (schemas/site/condition.ts; a test keeps the two in step). */
export const CONDITION_KEYS = [
  'flag',
  'loggedIn',
  'isAgent',
  'memberLabel',
  'feature',
  'language',
  'headerLanguage',
  'route',
  'viewport',
  'device',
  'dates',
  'all',
  'any',
  'not',
];

/** Patterns of the site schema in words. */
const PATTERN_WORDS: Record<string, string> = {
  '^/[\\w./-]*$': 'a path that starts with "/", e.g. /live',
  '^(/([\\w.-]*|:[A-Za-z]\\w*\\??))+$': 'a path that starts with "/", e.g. /live or /lobby/:lobbyType/:type?',
  '^/[\\w./-]*(\\?[\\w=&%.-]*)?$': 'a path that starts with "/", e.g. /rng?page=PG',
  '^/': 'a path that starts with "/"',
  '^(https://|/)': 'an https:// address or a path that starts with "/"',
  '^https://': 'an https:// address',
  '^(https://|/|mailto:|tel:)': 'an https://, mailto: or tel: address, or a path that starts with "/"',
  '^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$': 'a colour like #1a2b3c',
  '^#[0-9a-fA-F]{6}$': 'a colour like #1a2b3c',
  '^[a-z][a-z0-9-]*$': 'lower-case letters, digits and dashes, starting with a letter',
  '^[a-z0-9-]{2,40}$': '2 to 40 lower-case letters, digits or dashes',
  '^[A-Z]{3}$': 'a three-letter currency code such as USD',
  '^[a-z0-9.-]+$': 'a host name such as www.example.com',
  '^/(wl|assets)/[\\w./-]+\\.(svg|png|jpg|webp)$':
    'a path such as /wl/<code>/assets/logo.svg (svg, png, jpg or webp)',
  '^[a-zA-Z][\\w.-]*$': 'a text id such as nav.live',
};

/**
 * ajv errors -> merchant-readable problems. `widgetTypes` lets an unknown widget
 * type get a suggestion; errors that only repeat a more precise one are dropped.
 */
export function toSiteProblems(
  site: unknown,
  errors: readonly ValidatorError[],
  widgetTypes: readonly string[],
): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const seen = new Set<string>();
  for (const e of mergeTypeErrors(mergeConstErrors(errors))) {
    if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    const p = describe(site, e, widgetTypes);
    const key = `${p.pointer}|${p.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(p);
  }
  return dropShadowed(problems);
}

/**
 * A choice written as a union of constants ("full" | "bare" | "game") fails each branch: one
 * error listing the choices (with a did-you-mean) instead of one line per choice.
 */
function mergeConstErrors(errors: readonly ValidatorError[]): ValidatorError[] {
  const choices = new Map<string, unknown[]>();
  for (const e of errors)
    if (e.keyword === 'const')
      choices.set(e.instancePath, [...(choices.get(e.instancePath) ?? []), e.params.allowedValue]);
  const done = new Set<string>();
  return errors.flatMap((e) => {
    const allowed = choices.get(e.instancePath);
    if (e.keyword !== 'const' || !allowed || allowed.length < 2) return [e];
    if (done.has(e.instancePath)) return [];
    done.add(e.instancePath);
    return [{ ...e, keyword: 'enum', params: { allowedValues: allowed } }];
  });
}

/** A value that fails every branch of a union gets one error naming all the types it may have. */
function mergeTypeErrors(errors: readonly ValidatorError[]): ValidatorError[] {
  const types = new Map<string, string[]>();
  for (const e of errors)
    if (e.keyword === 'type')
      types.set(e.instancePath, [...(types.get(e.instancePath) ?? []), String(e.params.type)]);
  const done = new Set<string>();
  return errors.flatMap((e) => {
    if (e.keyword !== 'type') return [e];
    if (done.has(e.instancePath)) return [];
    done.add(e.instancePath);
    return [{ ...e, params: { type: [...new Set(types.get(e.instancePath))].join(' or ') } }];
  });
}

/**
 * A union reports each branch's failure: a text object with a bad language key also
 * fails the "must be string" branch. A type error at a place where a more precise
 * problem sits (at or below it) only repeats it.
 */
function dropShadowed(problems: SiteProblem[]): SiteProblem[] {
  const isType = (p: SiteProblem) => p.message.startsWith('must be');
  return problems.filter(
    (p) =>
      !isType(p) ||
      !problems.some(
        (q) => q !== p && !isType(q) && (q.pointer === p.pointer || q.pointer.startsWith(`${p.pointer}/`)),
      ),
  );
}

function describe(site: unknown, e: ValidatorError, widgetTypes: readonly string[]): SiteProblem {
  let pointer = e.instancePath;
  let message = e.message ?? 'is not valid';
  let suggestion: string | undefined;
  const params = e.params;
  const known = Object.keys(e.parentSchema?.properties ?? {});
  const isCondition = CONDITION_KEYS.every((k) => known.includes(k));
  switch (e.keyword) {
    case 'required':
      pointer = `${pointer}/${String(params.missingProperty)}`;
      message = 'is missing (required)';
      break;
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      pointer = `${pointer}/${extra}`;
      message = isCondition
        ? `"${extra}" is not a condition: use one of ${CONDITION_KEYS.join(', ')}`
        : `"${extra}" is not a known field here`;
      suggestion = didYouMean(extra, known);
      break;
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const value = valueAt(site, pointer);
      message = `"${String(value)}" is not one of the allowed values${allowed.length <= 12 ? ` (${allowed.join(', ')})` : ''}`;
      suggestion = typeof value === 'string' ? didYouMean(value, allowed) : undefined;
      break;
    }
    case 'const': {
      message = `must be "${String(params.allowedValue)}"`;
      break;
    }
    case 'discriminator': {
      const tag = params.tagValue;
      if (typeof tag === 'string') {
        message = `unknown widget type "${tag}"`;
        suggestion = didYouMean(tag, widgetTypes);
      } else {
        message = 'a node needs a "type" naming a registered widget';
      }
      break;
    }
    case 'minProperties':
    case 'maxProperties':
      message = isCondition
        ? `a condition must have exactly one key (${CONDITION_KEYS.join(', ')}); combine several with "all" or "any"`
        : `must have ${e.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(params.limit)} field${params.limit === 1 ? '' : 's'}`;
      break;
    case 'type': {
      const value = valueAt(site, pointer);
      message =
        typeof value === 'string' && /\bwhen$/.test(pointer)
          ? `a condition is a JSON object such as { "loggedIn": true }, not an expression ("${value}")`
          : `must be ${String(params.type)}, not ${describeType(value)}`;
      break;
    }
    case 'pattern': {
      const words = PATTERN_WORDS[String(params.pattern)];
      message = `"${String(valueAt(site, pointer))}" ${words ? `must be ${words}` : `does not match ${String(params.pattern)}`}`;
      break;
    }
  }
  return { path: readablePath(site, pointer), pointer, message, ...(suggestion ? { suggestion } : {}) };
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `the text "${value}"`;
  return `${typeof value} ${String(value)}`;
}

function valueAt(site: unknown, pointer: string): unknown {
  let here: unknown = site;
  for (const seg of pointer.split('/').slice(1)) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string, unknown>)[seg.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return here;
}
