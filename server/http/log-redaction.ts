import type { FastifyRequest } from 'fastify';

/** Object paths that never reach the logs (pino `redact`). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-ops-token"]',
  'res.headers["set-cookie"]',
  ...[
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
  ].flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

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
