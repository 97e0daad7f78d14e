import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '../../schemas/api/endpoint';
import { isPortalModule, type PortalModule } from '../../schemas/api/modules';
import { ApiError } from '../domain/api-error';

/** Every call names the portal module that made it (spec §7); logs carry it. */
export const MODULE_HEADER = 'x-module';

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}

/** The calling module, when the request names one of the portal's (schemas/api/modules.ts). */
export function moduleOf(req: IncomingMessage): PortalModule | undefined {
  const value = req.headers[MODULE_HEADER];
  return isPortalModule(value) ? value : undefined;
}

export function registerModuleHeader(app: FastifyInstance): void {
  // A callback hook: nothing here waits, so no promise per call.
  app.addHook('preValidation', (req, _reply, done) => {
    if (!req.routeOptions.config.endpoint) return done();
    if (moduleOf(req.raw) === undefined) {
      return done(
        new ApiError(
          400,
          'MALFORMED',
          `Missing or unknown ${MODULE_HEADER} header (the calling module; see schemas/api/modules.ts)`,
        ),
      );
    }
    done();
  });
}
