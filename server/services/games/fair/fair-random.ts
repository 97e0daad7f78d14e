import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A fresh server seed: 32 bytes from the operating system's CSPRNG, as hex. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A default client seed the player may replace. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The commitment shown before play: SHA-256 of the seed's hex text. */
export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/**
 * The bytes a round's outcome is read from: HMAC-SHA256 keyed by the server seed over
 * `clientSeed:nonce:cursor`. Anyone holding the revealed seed can recompute them.
 */
export function fairBytes(serverSeed: string, message: string, cursor = 0): Buffer {
  return createHmac('sha256', serverSeed).update(`${message}:${cursor}`).digest();
}

/**
 * Unbiased integers below `bound` from a stream of HMAC blocks: 32-bit words at or
 * above the largest multiple of `bound` are skipped (rejection sampling).
 */
export function fairIntegers(serverSeed: string, message: string, bounds: readonly number[]): number[] {
  const out: number[] = [];
  let cursor = 0;
  let block = fairBytes(serverSeed, message, cursor);
  let offset = 0;
  for (const bound of bounds) {
    const limit = Math.floor(0x1_0000_0000 / bound) * bound;
    for (;;) {
      if (offset + 4 > block.length) {
        cursor += 1;
        block = fairBytes(serverSeed, message, cursor);
        offset = 0;
      }
      const word = block.readUInt32BE(offset);
      offset += 4;
      if (word < limit) {
        out.push(word % bound);
        break;
      }
    }
  }
  return out;
}
