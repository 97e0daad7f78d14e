import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '../../schemas/api/endpoint';
import { Envelope } from '../../schemas/api/envelope';
import { SealedPayload } from '../../schemas/api/sealed-payload';
import type { AppDeps } from '../app-deps';
import { ApiError } from '../domain/api-error';
import { authenticate, tokenFromHeader } from './authenticate';
import { type SessionMember } from '../domain/session-member';
import { openSealedPayload } from './open-sealed-payload';
import { validatorFor } from './strict-validator';
import { loseAnswerIfAsked } from './test-faults';
import type { CallContext } from '../domain/call-context';
import { merchantOf } from './resolve-merchant';
import { callContextOf } from './call-context-of';
import { isReplayed } from '../services/idempotency/replayed-answers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session member of a contract call, once its token was checked. */
    member?: SessionMember;
  }
}

export type Handler<Req extends TSchema, Res extends TSchema> = (
  input: Static<Req>,
  ctx: CallContext,
) => Promise<Static<Res>>;

export interface HandleOptions {
  /**
   * The handler answers shared objects that never change (values it keeps in a cache):
   * each one is serialized once and its bytes reused for every caller it is given to.
   */
  sharedAnswers?: boolean;
}

/** Where a method carries its input. */
function inputPart(method: string): 'querystring' | 'body' {
  return method === 'GET' || method === 'DELETE' ? 'querystring' : 'body';
}

/**
 * Register one contract endpoint: Fastify validates the input (or the sealed
 * envelope of an encrypted call) and serializes the answer from the contract.
 */
export function handle<Req extends TSchema, Res extends TSchema>(
  app: FastifyInstance,
  deps: AppDeps,
  endpoint: Endpoint<Req, Res>,
  handler: Handler<Req, Res>,
  options: HandleOptions = {},
): void {
  const part = inputPart(endpoint.method);
  const sharedEnvelopes = options.sharedAnswers ? new WeakMap<object, string>() : undefined;
  const route = {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.id.split('.')[0] ?? 'misc'],
      [part]: endpoint.encrypted ? SealedPayload : endpoint.request,
      response: { 200: Envelope(endpoint.response) },
      ...(endpoint.token ? { security: [{ bearer: [] }] } : {}),
    },
    config: { endpoint },
    // Order of checks: the body's type, merchant and token, then the seal, then the input's shape.
    preValidation: [
      ...(part === 'body' && !endpoint.form ? [refuseNonJson] : []),
      // A callback hook: a visitor's call (no token needed, none sent) goes on without a promise.
      (req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
        try {
          const merchant = merchantOf(req);
          const token = tokenFromHeader(req.headers.authorization);
          if (!endpoint.token && token === undefined) return done();
          authenticateOrNull(deps, merchant, token, endpoint.token, endpoint.background !== true).then(
            (member) => {
              req.member = member;
              done();
            },
            done,
          );
        } catch (err) {
          done(err instanceof Error ? err : new Error(String(err)));
        }
      },
      ...(endpoint.encrypted ? [refusePlaintext] : []),
    ],
  };

  /** Runs the handler on the checked input and sends its answer in the envelope. */
  const answer = async (req: FastifyRequest, reply: FastifyReply, input: Static<Req>) => {
    refuseUnstorable(input);
    const value = await handler(input, callContextOf(deps, req));
    // Tests only (TEST_FAULTS=1): the work committed, and its answer is lost on the way.
    if (deps.config.testFaults && loseAnswerIfAsked(req, reply)) return reply;
    if (sharedEnvelopes && typeof value === 'object' && value !== null) {
      // The route's own contract serializer writes the envelope once per shared value;
      // only the request id differs between the answers.
      let head = sharedEnvelopes.get(value);
      if (head === undefined) {
        // The route's serializer (fast-json-stringify) always writes a string.
        head = openEnvelope(String(reply.serialize({ success: true, code: 'OK', message: '', value })));
        sharedEnvelopes.set(value, head);
      }
      return reply.type(JSON_UTF8).send(`${head}${JSON.stringify(req.id)}}`);
    }
    if (isReplayed(value)) {
      void reply.header('idempotent-replayed', 'true');
      return reply.send({
        success: true,
        code: 'OK',
        message: '',
        value,
        requestId: req.id,
        replayed: true,
      });
    }
    return reply.send({ success: true, code: 'OK', message: '', value, requestId: req.id });
  };

  if (endpoint.encrypted) {
    const openPlain = validatorFor(endpoint.request);
    // Fastify checked the sealed envelope's shape; the opened input is checked against the contract.
    app.route<{ Body: SealedPayload; Querystring: SealedPayload }>({
      ...route,
      attachValidation: true,
      handler: async (req, reply) => {
        // A sealed envelope of the wrong shape is a broken seal, not a form error.
        if (req.validationError)
          throw new ApiError(400, 'ENCRYPTION_INVALID', 'The encrypted payload is not in the sealed format');
        const sealed = part === 'body' ? req.body : req.query;
        return answer(
          req,
          reply,
          openPlain(await openSealedPayload(deps.db, merchantOf(req).payloadKey, sealed)),
        );
      },
    });
  } else {
    // Fastify checked the input against the contract's request schema before the handler runs.
    app.route<{ Body: Static<Req>; Querystring: Static<Req> }>({
      ...route,
      handler: async (req, reply) => answer(req, reply, part === 'body' ? req.body : req.query),
    });
  }
}

const JSON_UTF8 = 'application/json; charset=utf-8';

/** A serialized envelope (`{...}`) opened for the request id, its last field: `{...,"requestId":`. */
function openEnvelope(envelope: string): string {
  return `${envelope.slice(0, -1)},"requestId":`;
}

/**
 * A body travels as JSON unless the contract says `form`: a form-encoded or text body
 * is what a page on another site can send without asking (no CORS preflight), and money
 * calls must only ever come from the portal's own script.
 */
function refuseNonJson(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void): void {
  const type = req.headers['content-type'];
  if (type === undefined || /^application\/json\s*(;|$)/i.test(type)) return done();
  done(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json'));
}

/** An (e) call refuses a plaintext body before anything else looks at it. */
async function refusePlaintext(req: FastifyRequest): Promise<void> {
  const body: unknown = req.body;
  if (
    typeof body !== 'object' ||
    body === null ||
    Array.isArray(body) ||
    !('ct' in body) ||
    !('mac' in body)
  ) {
    throw new ApiError(
      400,
      'ENCRYPTION_REQUIRED',
      'This call takes a sealed (encrypted) payload; plaintext is refused',
    );
  }
}

/**
 * Values the database cannot hold would fail deep in a query: refuse them up front,
 * naming the field. PostgreSQL text cannot hold U+0000, and numbers beyond 2^53
 * (JSON allows 1e308, and "integer" schemas accept it) fit no BIGINT and lose digits.
 */
function refuseUnstorable(input: unknown, path = ''): void {
  if (typeof input === 'string') {
    if (input.includes('\u0000'))
      throw ApiError.validation(path || '(body)', 'may not contain NUL characters');
  } else if (typeof input === 'number') {
    if (Math.abs(input) > Number.MAX_SAFE_INTEGER)
      throw ApiError.validation(path || '(body)', 'is out of range');
  } else if (Array.isArray(input)) {
    input.forEach((v, i) => refuseUnstorable(v, path ? `${path}.${i}` : String(i)));
  } else if (typeof input === 'object' && input !== null) {
    for (const [k, v] of Object.entries(input)) {
      if (k.includes('\u0000')) throw ApiError.validation(path || '(body)', 'may not contain NUL characters');
      refuseUnstorable(v, path ? `${path}.${k}` : k);
    }
  }
}

async function authenticateOrNull(
  deps: AppDeps,
  merchant: CallContext['merchant'],
  token: string | undefined | null,
  required: boolean,
  touch: boolean,
) {
  try {
    return await authenticate(deps.db, merchant, token, { touch });
  } catch (err) {
    if (required || !(err instanceof ApiError)) throw err;
    // An optional token that is stale just means "visitor".
    return undefined;
  }
}
