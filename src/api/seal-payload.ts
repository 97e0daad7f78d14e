import AES from 'crypto-js/aes';
import Base64 from 'crypto-js/enc-base64';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import SHA256 from 'crypto-js/sha256';
import { sealedMacInput, type SealedFields } from '@schemas/api/sealed-payload-format';

function randomHex(bytes: number): string {
  const buf = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(buf, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Seal a payload for an encrypted call (see schemas/api/sealed-payload.ts).
 * Loaded on demand, so pages that never send one do not carry crypto-js.
 */
export function sealPayload(
  payloadKeyHex: string,
  payload: unknown,
  now = Date.now(),
): SealedFields & { mac: string } {
  const encKey = SHA256(`enc:${payloadKeyHex}`);
  const macKey = SHA256(`mac:${payloadKeyHex}`);
  const iv = randomHex(16);
  // crypto-js defaults to CBC with PKCS#7 padding, matching the server's aes-256-cbc.
  const ct = AES.encrypt(Utf8.parse(JSON.stringify(payload)), encKey, {
    iv: Hex.parse(iv),
  }).ciphertext.toString(Base64);
  const sealed = { v: 1 as const, ts: now, nonce: randomHex(16), iv, ct };
  return { ...sealed, mac: HmacSHA256(sealedMacInput(sealed), macKey).toString(Hex) };
}
