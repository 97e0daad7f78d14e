import type { FastifyError, FastifyInstance } from 'fastify';
import type { ErrorObject } from 'ajv';
import { ApiError } from '../domain/api-error';
import { validationError } from './strict-validator';

/** PostgreSQL and socket errors meaning "the database is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return (
    (e.code !== undefined && UNAVAILABLE_CODES.has(e.code)) ||
    /Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(e.message ?? '')
  );
}

/** Turn any failure into the one envelope, with the status that fits. */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError & { validation?: ErrorObject[] };
  if (fe.validation) return validationError(fe.validation);
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'MALFORMED', 'The body is not valid JSON');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, 'MALFORMED', 'The Content-Length does not match the body');
  }
  // PostgreSQL class 22 "data exception": a value of the request did not fit its column
  // (out of range, too long, not a valid number or date). The caller's data, not our state.
  if (typeof fe.code === 'string' && /^22[0-9A-Z]{3}$/.test(fe.code))
    return new ApiError(400, 'VALIDATION', 'A value is out of range or not in the expected format');
  if (isDatabaseDown(err))
    return new ApiError(503, 'UNAVAILABLE', 'The service is temporarily unavailable, please retry');
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new ApiError(fe.statusCode, fe.statusCode === 429 ? 'RATE_LIMITED' : 'MALFORMED', fe.message);
  }
  return new ApiError(500, 'INTERNAL', 'Something went wrong on our side; nothing was changed');
}

export function registerErrorEnvelope(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    const apiError = toApiError(err);
    // A full hashing queue is load, not a fault: one warning line each, not an error with a stack.
    if (apiError.code === 'BUSY')
      req.log.warn({ code: apiError.code, status: apiError.status }, apiError.message);
    else if (apiError.status >= 500) req.log.error({ err }, 'request failed');
    // A failure mapped from another error keeps that error in the log, for diagnosis.
    else
      req.log.info(
        { code: apiError.code, status: apiError.status, ...(err instanceof ApiError ? {} : { err }) },
        apiError.message,
      );
    const retry = apiError.value as { retryAfterSeconds?: unknown } | undefined;
    if (typeof retry?.retryAfterSeconds === 'number') {
      void reply.header('retry-after', String(Math.max(1, Math.ceil(retry.retryAfterSeconds))));
    }
    return reply.code(apiError.status).send({
      success: false,
      code: apiError.code,
      message: apiError.message,
      value: apiError.value ?? null,
      ...(apiError.errors ? { errors: apiError.errors } : {}),
      requestId: req.id,
    });
  });
}
