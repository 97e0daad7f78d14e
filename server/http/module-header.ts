import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../schemas/api/endpoint';
import { ApiError } from './api-error';

/** Every call names the portal module that made it (spec §7); logs carry it. */
export const MODULE_HEADER = 'x-module';
const MODULE_PATTERN = /^[a-z][a-z0-9-]{1,39}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

/** The calling module, when the request names a valid one. */
export function moduleOf(req: IncomingMessage): string | undefined {
  const value = req.headers[MODULE_HEADER];
  return typeof value === 'string' && MODULE_PATTERN.test(value) ? value : undefined;
}

export function registerModuleHeader(app: FastifyInstance): void {
  // A callback hook: nothing here waits, so no promise per call.
  app.addHook('preValidation', (req, _reply, done) => {
    if (!req.routeOptions.config.endpoint) return done();
    if (moduleOf(req.raw) === undefined) {
      return done(
        new ApiError(400, 'MALFORMED', `Missing or invalid ${MODULE_HEADER} header (the calling module)`),
      );
    }
    done();
  });
}
