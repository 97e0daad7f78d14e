import { Type, type Static } from '@sinclair/typebox';

/**
 * The body of an encrypted (spec mark "e") call. The plaintext JSON is encrypted
 * with AES-256-CBC under the merchant's payload key and authenticated with
 * HMAC-SHA256 over `v|ts|nonce|iv|ct`; the server refuses stale timestamps and
 * nonces it has seen before. See docs/api.md for what this protects and what TLS does.
 */
export const SealedPayload = Type.Object(
  {
    /** Scheme version. */
    v: Type.Literal(1),
    /** Milliseconds since the epoch when the client sealed the payload. */
    ts: Type.Integer(),
    /** 16 random bytes, hex: makes each sealed payload unique. */
    nonce: Type.String({ pattern: '^[0-9a-f]{32}$' }),
    /** AES initialisation vector, 16 bytes, hex. */
    iv: Type.String({ pattern: '^[0-9a-f]{32}$' }),
    /** Ciphertext, base64. */
    ct: Type.String({ maxLength: 65536 }),
    /** HMAC-SHA256 of `v|ts|nonce|iv|ct`, hex. */
    mac: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  },
  { additionalProperties: false },
);
export type SealedPayload = Static<typeof SealedPayload>;

export { SEALED_PAYLOAD_MAX_SKEW_MS, sealedMacInput } from './sealed-payload-format';
