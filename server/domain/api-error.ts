import type { ErrorCode } from '../../schemas/api/envelope';

export interface FieldProblem {
  field: string;
  message: string;
}

/** A failure the caller can act on: answered as an envelope with `success: false`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldProblem[],
    /** Extra data for the caller, e.g. `{ captcha: true }` after failed logins. */
    readonly value?: unknown,
  ) {
    super(message);
  }

  static validation(field: string, message: string): ApiError {
    return new ApiError(400, 'VALIDATION', `${field}: ${message}`, [{ field, message }]);
  }
  static notFound(what: string): ApiError {
    return new ApiError(404, 'NOT_FOUND', `${what} not found`);
  }
  static unauthenticated(message = 'Please log in'): ApiError {
    return new ApiError(401, 'UNAUTHENTICATED', message);
  }
  static forbidden(message: string, code: ErrorCode = 'FORBIDDEN'): ApiError {
    return new ApiError(403, code, message);
  }
  /**
   * 429 with `value.retryAfterSeconds` (whole seconds, as the Retry-After header the
   * envelope handler sets) and `value.retryAfterMs` (precise, for short throttles).
   */
  static rateLimited(message: string, retryAfterMs: number): ApiError {
    return new ApiError(429, 'RATE_LIMITED', message, undefined, {
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
      retryAfterMs,
    });
  }
  static conflict(message: string, field?: string): ApiError {
    return new ApiError(409, 'CONFLICT', message, field ? [{ field, message }] : undefined);
  }
}
