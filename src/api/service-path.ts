import AES from 'crypto-js/aes';
import Base64url from 'crypto-js/enc-base64url';
import Utf8 from 'crypto-js/enc-utf8';
import SHA256 from 'crypto-js/sha256';
import WordArray from 'crypto-js/lib-typedarrays';

/** The web-chat entry of the customer-service answer ends with its 8-character key (spec §7). */
export const SERVICE_KEY_LENGTH = 8;

/**
 * Open a sealed customer-service path: base64url(iv ‖ AES-256-CBC ciphertext) followed
 * by the key; the AES key is SHA-256 of that key (docs/api.md). Throws when the path
 * is not a sealed URL. Loaded on demand: only a click on customer service pays for it.
 */
export function openServicePath(path: string): string {
  if (path.length <= SERVICE_KEY_LENGTH + 22) throw new Error('Not a sealed service path');
  const key = SHA256(path.slice(-SERVICE_KEY_LENGTH));
  const body = Base64url.parse(path.slice(0, -SERVICE_KEY_LENGTH));
  const words = body.words;
  const iv = WordArray.create(words.slice(0, 4), 16);
  const ciphertext = WordArray.create(words.slice(4), body.sigBytes - 16);
  const plain = AES.decrypt({ ciphertext } as Parameters<typeof AES.decrypt>[0], key, { iv }).toString(Utf8);
  if (!/^(https:\/\/|\/)/.test(plain)) throw new Error('Not a sealed service path');
  return plain;
}
