// One password-hashing worker of the pool in hash-pool.ts. Plain JavaScript so it starts the
// same under node, tsx and vitest. Each task runs synchronously here: the pool's size alone
// bounds how many hashes run at once, and libuv's shared threads stay free for files and DNS.
import { scryptSync, timingSafeEqual } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

/** Hashes from before argon2id: `scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>`. */
function verifyScrypt(password, stored) {
  const [scheme, logN, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = 2 ** Number(logN);
  const expected = Buffer.from(hash, 'base64');
  const key = scryptSync(password, Buffer.from(salt, 'base64'), expected.length || 32, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 128 * N * Number(r) + 16 * 1024 * 1024,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

function run(task) {
  if (task.op === 'hash') return hashSync(task.password, task.params);
  if (task.stored.startsWith('$argon2')) return verifySync(task.stored, task.password);
  return verifyScrypt(task.password, task.stored);
}

parentPort.on('message', (task) => {
  try {
    parentPort.postMessage({ id: task.id, value: run(task) });
  } catch (err) {
    parentPort.postMessage({ id: task.id, error: err instanceof Error ? err.message : String(err) });
  }
});
