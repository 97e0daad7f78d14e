import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Merchant } from '../domain/merchant';
import type { AppDeps } from '../app-deps';
import { systemStatusFor } from '../services/system/system-status';
import { ApiError } from '../domain/api-error';
import { visitorCountry } from './visitor-country';

/**
 * Calls that keep working during maintenance and for blocked regions: the status
 * pages need them (status, site, customer service, help), a player may still log out,
 * and game providers and payment gateways settle what was already under way.
 */
const ALWAYS_OPEN = new Set([
  'system.status',
  'portal.bootstrap',
  'system.whitelabel',
  'system.domainRoute',
  'content.customerService',
  'content.helpCenter',
  'session.logout',
  'deposit.callback',
]);
// The back office runs the platform: a merchant's maintenance must not lock its operators out.
const ALWAYS_OPEN_PREFIXES = ['seamless.', 'backOffice.'];

/**
 * Maintenance and region blocking are enforced here, not only shown: while the
 * merchant is in maintenance every other call answers 503 MAINTENANCE, and a visitor
 * from a blocked region gets 403 REGION_BLOCKED (the portal then shows the status page).
 */
export function registerSystemGate(app: FastifyInstance, deps: AppDeps): void {
  // A callback hook: the merchant's status is at hand, so no promise per call.
  app.addHook('preValidation', (req, _reply, done) => {
    const endpoint = req.routeOptions.config.endpoint;
    if (!endpoint || !req.merchant) return done();
    if (ALWAYS_OPEN.has(endpoint.id) || ALWAYS_OPEN_PREFIXES.some((p) => endpoint.id.startsWith(p)))
      return done();
    done(closedFor(req, req.merchant, deps));
  });
}

/** The refusal of a call while the merchant is in maintenance or the visitor's region is blocked. */
function closedFor(req: FastifyRequest, merchant: Merchant, deps: AppDeps): ApiError | undefined {
  const status = systemStatusFor(merchant, req.ip, visitorCountry(req, deps.config.trustProxy));
  if (status.status === 1) {
    return new ApiError(
      503,
      'MAINTENANCE',
      status.message ?? 'System maintenance: please come back later',
      undefined,
      {
        status: 1,
        ...(status.until ? { until: status.until } : {}),
      },
    );
  }
  if (status.status === 2) {
    return new ApiError(403, 'REGION_BLOCKED', 'Blocked by location or IP', undefined, {
      status: 2,
      ip: status.ip,
    });
  }
  return undefined;
}
