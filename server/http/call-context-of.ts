import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { CallContext } from '../domain/call-context';
import { hostPort } from './host-port';
import { merchantOf } from './resolve-merchant';
import { visitorCountry } from './visitor-country';

/** What a service is told about a request: the merchant, the member (once checked), and where it came from. */
export function callContextOf(deps: AppDeps, req: FastifyRequest): CallContext {
  return {
    deps,
    merchant: merchantOf(req),
    member: req.member,
    ip: req.ip,
    host: req.hostname,
    protocol: req.protocol,
    port: hostPort(req.host),
    country: visitorCountry(req, deps.config.trustProxy),
    whitelabelSwitched: req.whitelabelSwitched === true,
    requestId: req.id,
    userAgent: req.headers['user-agent'] ?? '',
    log: req.log,
  };
}
