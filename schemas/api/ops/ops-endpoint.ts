import type { TSchema } from '@sinclair/typebox';
import type { Endpoint } from '../endpoint';

/**
 * What an operator may do (docs/decisions/back-office.md): owner everything, finance money,
 * content the site's texts, support members, read-only looks.
 */
export const OPERATOR_ROLES = ['owner', 'finance', 'content', 'support', 'read-only'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * A back office call: a contract endpoint under `/ops/` that names the roles allowed to make
 * it. The server's one guard (server/http/handle-ops.ts) refuses every other role before the
 * handler runs, so no handler can forget the check.
 */
export interface OpsEndpoint<Req extends TSchema = TSchema, Res extends TSchema = TSchema> extends Endpoint<
  Req,
  Res
> {
  /** Roles allowed; empty for the one call made before signing in. */
  readonly roles: readonly OperatorRole[];
  /** Bytes a body may have when the platform's 1 MB is too little (a site.json text, a picture). */
  readonly bodyLimit?: number;
}

export function defineOpsEndpoint<Req extends TSchema, Res extends TSchema>(
  endpoint: OpsEndpoint<Req, Res>,
): OpsEndpoint<Req, Res> {
  if (!endpoint.path.startsWith('/ops/'))
    throw new Error(`${endpoint.id}: back office calls live under /ops/`);
  if (endpoint.token !== endpoint.roles.length > 0)
    throw new Error(`${endpoint.id}: a call needs a session exactly when it names roles`);
  return endpoint;
}

/** Every role: calls any signed-in operator may make (their own session). */
export const ANY_ROLE: readonly OperatorRole[] = [...OPERATOR_ROLES];
