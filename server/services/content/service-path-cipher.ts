import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Length of the key that ends a sealed web-chat path (spec §7: 8 characters). */
export const SERVICE_KEY_LENGTH = 8;
const KEY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

function keyBytes(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** A fresh 8-character key from an unambiguous alphabet. */
export function newServiceKey(): string {
  const bytes = randomBytes(SERVICE_KEY_LENGTH);
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

/**
 * Seal a chat URL as the type-3 path of the customer-service answer:
 * base64url(iv ‖ AES-256-CBC(SHA-256(key), iv, url)) followed by the 8-character key.
 * It keeps the URL (and the visitor details in it) out of casual logs and scrapers;
 * it is not a secret from the caller, who receives the key with it. TLS protects
 * the answer in transit (docs/decisions/customer-service-cipher.md).
 */
export function sealServicePath(url: string, key = newServiceKey()): string {
  if (key.length !== SERVICE_KEY_LENGTH) throw new Error('The service key has 8 characters');
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', keyBytes(key), iv);
  const body = Buffer.concat([iv, cipher.update(url, 'utf8'), cipher.final()]);
  return `${body.toString('base64url')}${key}`;
}

/** The inverse of sealServicePath (tests and support tools). */
export function openServicePath(path: string): string {
  const key = path.slice(-SERVICE_KEY_LENGTH);
  const body = Buffer.from(path.slice(0, -SERVICE_KEY_LENGTH), 'base64url');
  const decipher = createDecipheriv('aes-256-cbc', keyBytes(key), body.subarray(0, 16));
  return Buffer.concat([decipher.update(body.subarray(16)), decipher.final()]).toString('utf8');
}
