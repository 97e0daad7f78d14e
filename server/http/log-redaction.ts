import type { FastifyRequest } from 'fastify';

/**
 * Fields whose values never reach the logs, at any depth of a logged object: form fields,
 * keys, and the headers that carry credentials (should a header set ever be logged).
 */
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
  // Game-launch tickets (and the two-step login ticket) play or log in as the member.
  'ticket',
  'payloadKey',
  'authorization',
  'cookie',
  'set-cookie',
  'x-ops-token',
]);
const MAX_DEPTH = 6;
const REDACTED = '[Redacted]';

/**
 * pino's `formatters.log`: the object of a log line with every secret field replaced.
 * It runs only when a line is written, and copies only the objects on the way to a
 * secret: a line without one (nearly every line) is written as it is.
 */
export function redactSecrets(object: Record<string, unknown>): Record<string, unknown> {
  return redactValue(object, 0) as Record<string, unknown>;
}

/** `value` itself when nothing in it is secret, else a copy with the secrets replaced. */
function redactValue(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((v: unknown, i) => {
      const redacted = redactValue(v, depth + 1);
      if (redacted !== v) (copy ??= [...value])[i] = redacted;
    });
    return copy ?? value;
  }
  // Errors and other instances go to their serializers whole; plain data is looked through.
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    const redacted = SECRET_FIELDS.has(key) ? REDACTED : redactValue(v, depth + 1);
    if (redacted !== v) (copy ??= { ...value })[key] = redacted;
  }
  return copy ?? value;
}

/** Query parameters whose values are secrets. */
const SECRET_PARAM = /pass|token|ticket|secret|captcha|verification|otp|key|^code$/i;

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
