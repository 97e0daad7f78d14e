import type { Site } from '../site';
import { migrateSite } from '../migrations/migrate-site';
import { checkConditions } from './check-conditions';
import { checkSiteSemantics } from './check-site-semantics';
import { toSiteProblems, type SiteProblem, type ValidatorError } from './site-problems';

/** A compiled validator of the site JSON Schema (ajv, compiled at run time or precompiled). */
export interface SiteValidator {
  (data: unknown): boolean;
  errors?: readonly ValidatorError[] | null;
}

export type SiteVerdict =
  { ok: true; site: Site; migrations: string[] } | { ok: false; problems: SiteProblem[] };

/**
 * The one path from a stored site to a site the portal can render: migrate to the
 * current version, check the schema (which also fills defaults), then the rules a
 * schema cannot say. Works on a copy; `widgetTypes` feeds the did-you-mean.
 */
export function verifySite(
  raw: unknown,
  validate: SiteValidator,
  widgetTypes: readonly string[],
): SiteVerdict {
  const migrated = migrateSite(raw);
  if (!migrated.ok)
    return { ok: false, problems: [{ path: '(site)', pointer: '', message: migrated.message }] };
  const site = structuredClone(migrated.site);
  if (!validate(site)) {
    const problems = toSiteProblems(site, validate.errors ?? [], widgetTypes);
    return { ok: false, problems: [...problems, ...semanticsOfInvalid(site, problems)] };
  }
  const problems = rulesBeyondSchema(site as unknown as Site);
  return problems.length
    ? { ok: false, problems }
    : { ok: true, site: site as unknown as Site, migrations: migrated.applied };
}

/** The widget types a generated site schema allows (its node union's `type` constants). */
export function widgetTypesOf(schema: unknown): string[] {
  const node = (
    schema as { $defs?: { node?: { oneOf?: { properties?: { type?: { const?: unknown } } }[] } } }
  ).$defs?.node;
  return (node?.oneOf ?? [])
    .map((branch) => branch.properties?.type?.const)
    .filter((t): t is string => typeof t === 'string');
}

/** The rules a JSON Schema cannot express: the site's own and its conditions'. */
function rulesBeyondSchema(site: Site): SiteProblem[] {
  return [...checkSiteSemantics(site), ...checkConditions(site)];
}

/**
 * The rules beyond the schema, run on a site the schema refused so one round names every
 * problem. The site may lack what the rules read: a rule that cannot run says nothing, and
 * a place the schema already named is not named twice.
 */
function semanticsOfInvalid(site: unknown, schemaProblems: readonly SiteProblem[]): SiteProblem[] {
  let problems: SiteProblem[];
  try {
    problems = rulesBeyondSchema(site as Site);
  } catch {
    return [];
  }
  const named = new Set(schemaProblems.map((p) => p.pointer));
  return problems.filter((p) => !named.has(p.pointer));
}
