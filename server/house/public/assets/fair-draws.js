// The house games' draws as the platform makes them (server/services/games/fair/fair-random.ts),
// for the pages that let a player check a round: one copy for every verify part.

const enc = new TextEncoder();
const hex = (buf) => Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

async function hmac(key, message) {
  const k = await crypto.subtle.importKey('raw', enc.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return new DataView(await crypto.subtle.sign('HMAC', k, enc.encode(message)));
}

/** The SHA-256 of a server seed, in hex: what the platform showed before the round. */
export async function seedHashOf(serverSeed) {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(serverSeed)));
}

/** Unbiased integers below each bound from HMAC-SHA256 blocks over `message:cursor` (rejection sampling). */
export async function fairIntegers(serverSeed, message, bounds) {
  const out = [];
  let cursor = 0;
  let block = await hmac(serverSeed, `${message}:${cursor}`);
  let offset = 0;
  for (const bound of bounds) {
    const limit = Math.floor(0x100000000 / bound) * bound;
    for (;;) {
      if (offset + 4 > block.byteLength) {
        cursor += 1;
        block = await hmac(serverSeed, `${message}:${cursor}`);
        offset = 0;
      }
      const word = block.getUint32(offset);
      offset += 4;
      if (word < limit) {
        out.push(word % bound);
        break;
      }
    }
  }
  return out;
}
