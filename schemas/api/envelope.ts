import { Type, type TSchema } from '@sinclair/typebox';

/**
 * Business and transport error codes. Every failure carries one; the portal maps
 * each to a translated message and a reaction (see docs/api.md).
 */
export const ErrorCodes = [
  'OK',
  'VALIDATION',
  'MALFORMED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  // The member's session time limit was reached: every session of that play session ended.
  'SESSION_LIMIT',
  'FORBIDDEN',
  'TRIAL_ACCOUNT',
  'NOT_AGENT',
  'NOT_MEMBER',
  // An agent at the site's last agent level (agents.maxLevels) cannot make agents.
  'AGENT_LEVEL_LIMIT',
  'CONFLICT',
  'RATE_LIMITED',
  'CAPTCHA_REQUIRED',
  'CAPTCHA_INVALID',
  'BAD_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'VERIFICATION_REQUIRED',
  'CODE_INVALID',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'ENCRYPTION_REQUIRED',
  'ENCRYPTION_INVALID',
  'REPLAYED',
  'INSUFFICIENT_FUNDS',
  'WAGERING_REQUIRED',
  'IDEMPOTENCY_MISMATCH',
  'LIMIT',
  'PLAYER_LIMIT',
  'SELF_EXCLUDED',
  // A registration with the phone, e-mail or identity number of someone self-excluded (names no field).
  'REGISTRATION_REFUSED',
  'KYC_REQUIRED',
  'ACCOUNT_CLOSED',
  // A statement request while the member's last one is still open.
  'STATEMENT_REQUEST_OPEN',
  'MAINTENANCE',
  'REGION_BLOCKED',
  'DISABLED',
  'UNAVAILABLE',
  'BUSY',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];

export const FieldError = Type.Object({
  /** The request field at fault, as the form names it (e.g. `username`, `amount`). */
  field: Type.String(),
  message: Type.String(),
});

function envelopeOf<T extends TSchema>(value: T) {
  return Type.Object({
    success: Type.Boolean(),
    code: Type.String(),
    message: Type.String(),
    value: Type.Union([value, Type.Null()]),
    errors: Type.Optional(Type.Array(FieldError)),
    requestId: Type.Optional(Type.String()),
    /**
     * True when a money call was answered again from its first answer (a retry with the
     * same key and request): the value is that first answer; nothing moved this time.
     */
    replayed: Type.Optional(Type.Boolean()),
  });
}

const envelopes = new WeakMap<TSchema, ReturnType<typeof envelopeOf>>();

/**
 * The envelope every call answers with: one object per value schema, so each build of the
 * platform in a process hands Fastify the same response schemas and their compiled serializers
 * are reused (server/http/response-serializers.ts).
 */
export function Envelope<T extends TSchema>(value: T): ReturnType<typeof envelopeOf<T>> {
  let envelope = envelopes.get(value);
  if (!envelope) {
    envelope = envelopeOf(value);
    envelopes.set(value, envelope);
  }
  return envelope as ReturnType<typeof envelopeOf<T>>;
}

export interface EnvelopeShape<T> {
  success: boolean;
  code: string;
  message: string;
  value: T | null;
  errors?: { field: string; message: string }[];
  requestId?: string;
  replayed?: boolean;
}
