import type { FastifyRequest } from 'fastify';

/** Header paths that never reach the logs (pino `redact`). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-ops-token"]',
  'res.headers["set-cookie"]',
];

/** Fields whose values never reach the logs, at any depth of a logged object. */
const SECRET_FIELDS = new Set([
  'password',
  'newPassword',
  'oldPassword',
  'confirmPassword',
  'confirmNewPassword',
  'paymentPassword',
  'verificationCode',
  'captcha',
  'token',
  'payloadKey',
]);
const MAX_DEPTH = 6;

/**
 * pino's `formatters.log`: the object of a log line with every secret field replaced.
 * It runs only when a line is written. (Wildcard `redact` paths would instead run on
 * every request's child logger, for lines that are mostly never written.)
 */
export function redactSecrets(object: Record<string, unknown>): Record<string, unknown> {
  return redactValue(object, 0) as Record<string, unknown>;
}

function redactValue(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  // Errors and other instances go to their serializers whole; plain data is copied.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    copy[key] = SECRET_FIELDS.has(key) ? '[Redacted]' : redactValue(v, depth + 1);
  }
  return copy;
}

/** Query parameters whose values are secrets. */
const SECRET_PARAM = /pass|token|secret|captcha|verification|otp|key/i;

/** The URL as logged: values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(safeDecode(name)) ? `${name}=[Redacted]` : pair;
    });
  return `${url.slice(0, q)}?${query.join('&')}`;
}

/** What a request line in the log holds: no headers, no body. */
export function serializeRequest(req: FastifyRequest): Record<string, unknown> {
  return { method: req.method, url: redactUrl(req.url), host: req.hostname, remoteAddress: req.ip };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
}
