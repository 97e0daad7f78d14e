import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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

/** Fastify's logger is pino, whose loggers can gain bindings in place. */
type PinoLogger = FastifyBaseLogger & { setBindings(bindings: Record<string, unknown>): void };

export function registerModuleHeader(app: FastifyInstance): void {
  // A callback hook: nothing here waits, so no promise per call.
  app.addHook('preValidation', (req, _reply, done) => {
    if (!req.routeOptions.config.endpoint) return done();
    const value = req.headers[MODULE_HEADER];
    if (typeof value !== 'string' || !MODULE_PATTERN.test(value)) {
      return done(
        new ApiError(400, 'MALFORMED', `Missing or invalid ${MODULE_HEADER} header (the calling module)`),
      );
    }
    // The request's own logger (shared with its reply, which writes "request completed")
    // gains the binding: no second child logger per call.
    (req.log as PinoLogger).setBindings({ module: value });
    done();
  });
}
