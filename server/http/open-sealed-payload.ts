import { createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  SEALED_PAYLOAD_MAX_SKEW_MS,
  sealedMacInput,
  type SealedPayload,
} from '../../schemas/api/sealed-payload';
import type { Database } from '../db/database';
import { ApiError } from '../domain/api-error';

/** The two keys a merchant's payload key yields (the client derives the same). */
export function derivePayloadKeys(payloadKeyHex: string): { enc: Buffer; mac: Buffer } {
  return {
    enc: createHash('sha256').update(`enc:${payloadKeyHex}`).digest(),
    mac: createHash('sha256').update(`mac:${payloadKeyHex}`).digest(),
  };
}

/**
 * Check and decrypt a sealed payload: MAC first (tampering), then time window,
 * then the nonce is recorded once (replay), then the JSON is parsed.
 */
export async function openSealedPayload(
  db: Database,
  payloadKeyHex: string,
  sealed: SealedPayload,
): Promise<unknown> {
  const keys = derivePayloadKeys(payloadKeyHex);
  const expected = createHmac('sha256', keys.mac).update(sealedMacInput(sealed)).digest();
  const given = Buffer.from(sealed.mac, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(400, 'ENCRYPTION_INVALID', 'The encrypted payload failed its integrity check');
  }
  if (Math.abs(Date.now() - sealed.ts) > SEALED_PAYLOAD_MAX_SKEW_MS) {
    throw new ApiError(400, 'REPLAYED', 'The encrypted payload is too old; check the device clock and retry');
  }
  const fresh = await db.query(
    'INSERT INTO sealed_nonces (nonce) VALUES ($1) ON CONFLICT (nonce) DO NOTHING RETURNING nonce',
    [sealed.nonce],
  );
  if (fresh.length === 0) throw new ApiError(400, 'REPLAYED', 'This request was already received');
  let text: string;
  try {
    const decipher = createDecipheriv('aes-256-cbc', keys.enc, Buffer.from(sealed.iv, 'hex'));
    text = Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64')), decipher.final()]).toString(
      'utf8',
    );
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'ENCRYPTION_INVALID', 'The encrypted payload could not be read');
  }
}
