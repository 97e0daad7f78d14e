import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Envelope } from '../../schemas/api/envelope';
import type { OpsEndpoint } from '../../schemas/api/ops/ops-endpoint';
import type { AppDeps } from '../app-deps';
import { recordAudit, type AuditActor } from '../services/operators/operator-audit';
import type { MemberActor } from '../services/operators/member-target';
import { authenticateOperator, type SessionOperator } from '../services/operators/operator-sessions';
import { ApiError } from '../domain/api-error';
import { tokenFromHeader } from './authenticate';
import { hostPort } from './host-port';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of a back office call, once its session and role were checked. */
    operator?: SessionOperator;
  }
}

/** What a back office handler knows about the call it answers. */
export interface OpsCallContext {
  deps: AppDeps;
  /** Present on every call but the sign-in. */
  operator: SessionOperator | undefined;
  ip: string;
  userAgent: string;
  requestId: string;
  log: FastifyBaseLogger;
  /** How the back office was reached (`http`, 8510), to name addresses on merchants' hosts alike. */
  protocol: string;
  port: number | undefined;
}

export type OpsHandler<Req extends TSchema, Res extends TSchema> = (
  input: Static<Req>,
  ctx: OpsCallContext,
) => Promise<Static<Res>>;

/** The signed-in operator, or 401 (for handlers of calls that name roles). */
export function operatorOf(ctx: OpsCallContext): SessionOperator {
  if (!ctx.operator) throw ApiError.unauthenticated();
  return ctx.operator;
}

/** Who acts, as the audit records it: the signed-in operator and where the call came from. */
export function actorOf(ctx: OpsCallContext): AuditActor {
  const op = operatorOf(ctx);
  return { operatorId: op.operatorId, actor: op.username, ip: ctx.ip, userAgent: ctx.userAgent };
}

/** The operator acting on a member: confined to its merchant, named `bo:<username>` to the member. */
export function memberActorOf(ctx: OpsCallContext): MemberActor {
  const op = operatorOf(ctx);
  return { ...actorOf(ctx), scope: op.merchantId, source: `bo:${op.username}` };
}

/** Whether a request came in on the back office's host (never a merchant's domain). */
export function onAdminHost(req: FastifyRequest, deps: AppDeps): boolean {
  return req.hostname.toLowerCase() === deps.config.adminHost;
}

/**
 * The one guard of the back office, in order: the host must be the back office's (elsewhere
 * the call does not exist: 404), the session valid and not idle, and the operator's role one
 * the contract names for the call (403). Only then does a handler run. A refused role is
 * written to the operator audit. Shared by the JSON calls and the downloads.
 */
export function opsGuard(deps: AppDeps, endpoint: OpsEndpoint, part: 'querystring' | 'body') {
  return {
    // Before the body is even validated: the call must be on the back office's host.
    onRequest: async (req: FastifyRequest) => {
      if (!onAdminHost(req, deps)) throw new ApiError(404, 'NOT_FOUND', 'Not found');
    },
    preValidation: async (req: FastifyRequest) => {
      if (!endpoint.token) return;
      if (part === 'body') {
        const type = req.headers['content-type'];
        if (type !== undefined && !/^application\/json\s*(;|$)/i.test(type))
          throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
      }
      const token = tokenFromHeader(req.headers.authorization);
      const operator = await authenticateOperator(deps.db, token, deps.config.opsIdleMinutes);
      if (!endpoint.roles.includes(operator.role)) {
        await recordAudit(deps.db, {
          operatorId: operator.operatorId,
          actor: operator.username,
          action: 'denied',
          merchantId: operator.merchantId,
          target: endpoint.id,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? '',
        });
        throw ApiError.forbidden(`Your role (${operator.role}) may not do this`);
      }
      req.operator = operator;
    },
  };
}

/** What a handler knows of its call. */
export function opsContextOf(req: FastifyRequest, deps: AppDeps): OpsCallContext {
  return {
    deps,
    operator: req.operator,
    ip: req.ip,
    userAgent: req.headers['user-agent'] ?? '',
    requestId: req.id,
    log: req.log,
    protocol: req.protocol,
    port: hostPort(req.host),
  };
}

/** Register one back office call behind the one guard (opsGuard). */
export function handleOps<Req extends TSchema, Res extends TSchema>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: OpsEndpoint<Req, Res>,
  handler: OpsHandler<Req, Res>,
): void {
  const part = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? 'querystring' : 'body';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: ['backOffice'],
      [part]: endpoint.request,
      response: { 200: Envelope(endpoint.response) },
      ...(endpoint.token ? { security: [{ bearer: [] }] } : {}),
    },
    config: { endpoint },
    ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
    ...opsGuard(deps, endpoint, part),
    handler: async (req, reply) => {
      const ctx = opsContextOf(req, deps);
      const input = (part === 'body' ? req.body : req.query) as Static<Req>;
      const value = await handler(input, ctx);
      return reply.send({ success: true, code: 'OK', message: '', value, requestId: req.id });
    },
  });
}
