import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import websocket from '@fastify/websocket';
import type { AppDeps } from './app-deps';
import { registerErrorEnvelope } from './http/error-envelope';
import { redactSecrets, serializeRequest } from './http/log-redaction';
import { AccessLog } from './http/access-log';
import { registerModuleHeader } from './http/module-header';
import { requestLogger } from './http/request-logger';
import { registerMerchantResolution } from './http/resolve-merchant';
import { registerResponseCompression } from './http/response-compression';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSystemGate } from './http/system-gate';
import { queryAjv, strictAjv } from './http/strict-validator';
import { serializerFor } from './http/response-serializers';
import { registerOpenApi } from './http/openapi';
import { registerApiRoutes } from './routes/register-api-routes';
import { registerOpsRoute } from './ops/ops-route';
import { registerPortal } from './portal/serve-portal';
import { registerWebApp } from './portal/serve-web-app';

/** Where log lines go: one JSON object per line. */
export interface LogStream {
  write(line: string): void;
}

/** The platform: API and portal, on the given database. No listening here. */
export async function buildApp(
  deps: AppDeps,
  { logStream, opsToken }: { logStream?: LogStream | undefined; opsToken?: string | undefined } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // At level "silent" nothing could be written: no logger at all, so none per request.
    ...(deps.config.logLevel === 'silent'
      ? { logger: false }
      : {
          logger: {
            level: deps.config.logLevel,
            formatters: { log: redactSecrets },
            serializers: { req: serializeRequest },
            ...(logStream ? { stream: logStream } : {}),
          },
          childLoggerFactory: requestLogger,
          logController: new AccessLog(),
        }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Registration waits on the database being opened beside it: on a busy machine (two embedded
    // databases starting in one process) that takes more than Fastify's default 10 s.
    pluginTimeout: 120_000,
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'querystring' ? queryAjv : strictAjv).compile(schema),
  );
  app.setSerializerCompiler(serializerFor);

  // Bodies are JSON (or form-encoded where the contract says so); text/plain would only
  // reach the validator as a string: answer 415 naming the type instead.
  app.removeContentTypeParser('text/plain');
  registerErrorEnvelope(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  await registerResponseCompression(app);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await registerOpenApi(app);
  // Before the routes, so it can take upgrades (the chat room) and refuse them elsewhere.
  await app.register(websocket, { options: { maxPayload: 8 * 1024 } });
  registerMerchantResolution(app, deps);
  registerModuleHeader(app);
  registerSystemGate(app, deps);
  await registerApiRoutes(app, deps);
  if (opsToken) registerOpsRoute(app, deps, opsToken);
  registerWebApp(app, deps);
  await registerPortal(app, deps);
  return app;
}
