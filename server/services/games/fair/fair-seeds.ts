import type { Queryable } from '../../../db/database';
import { newClientSeed, newServerSeed, seedHash } from './fair-random';

export interface ActiveSeed {
  id: number;
  serverSeedHash: string;
  clientSeed: string;
  /** Rounds already played with this pair. */
  nonce: number;
}

export interface RevealedSeed extends ActiveSeed {
  serverSeed: string;
}

/** The member's active seed pair, created on first play. */
export async function activeSeed(q: Queryable, merchantId: number, memberId: number): Promise<ActiveSeed> {
  await q.query(
    `INSERT INTO fair_seeds (merchant_id, member_id, server_seed, server_seed_hash, client_seed)
     SELECT $1, $2, $3, $4, $5
      WHERE NOT EXISTS (SELECT 1 FROM fair_seeds WHERE merchant_id = $1 AND member_id = $2 AND active)
     ON CONFLICT DO NOTHING`,
    [merchantId, memberId, ...freshPair()],
  );
  const [row] = await q.query<{ id: number; server_seed_hash: string; client_seed: string; nonce: number }>(
    'SELECT id, server_seed_hash, client_seed, nonce FROM fair_seeds WHERE merchant_id = $1 AND member_id = $2 AND active',
    [merchantId, memberId],
  );
  if (!row) throw new Error('fair seed missing after insert');
  return {
    id: Number(row.id),
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
}

function freshPair(): [string, string, string] {
  const seed = newServerSeed();
  return [seed, seedHash(seed), newClientSeed()];
}

/** Take the next nonce of the active pair (row-locked: concurrent rounds never share one). */
export async function takeNonce(q: Queryable, merchantId: number, memberId: number): Promise<RevealedSeed> {
  await activeSeed(q, merchantId, memberId);
  const [row] = await q.query<{
    id: number;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
  }>(
    `UPDATE fair_seeds SET nonce = nonce + 1 WHERE merchant_id = $1 AND member_id = $2 AND active
     RETURNING id, server_seed, server_seed_hash, client_seed, nonce`,
    [merchantId, memberId],
  );
  if (!row) throw new Error('fair seed missing');
  return {
    id: Number(row.id),
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
}

/**
 * End the active pair and reveal its server seed (so every round played with it can be
 * verified), then start a new pair with the player's client seed or a random one.
 */
export async function rotateSeed(
  q: Queryable,
  merchantId: number,
  memberId: number,
  clientSeed?: string,
): Promise<{ revealed: RevealedSeed; next: ActiveSeed }> {
  await activeSeed(q, merchantId, memberId);
  const [old] = await q.query<{
    id: number;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
  }>(
    `UPDATE fair_seeds SET active = false, revealed_at = now()
      WHERE merchant_id = $1 AND member_id = $2 AND active
      RETURNING id, server_seed, server_seed_hash, client_seed, nonce`,
    [merchantId, memberId],
  );
  if (!old) throw new Error('fair seed missing');
  const [seed, hash] = freshPair();
  const nextClientSeed = clientSeed ?? newClientSeed();
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO fair_seeds (merchant_id, member_id, server_seed, server_seed_hash, client_seed)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [merchantId, memberId, seed, hash, nextClientSeed],
  );
  return {
    revealed: {
      id: Number(old.id),
      serverSeed: old.server_seed,
      serverSeedHash: old.server_seed_hash,
      clientSeed: old.client_seed,
      nonce: old.nonce,
    },
    next: { id: Number(row!.id), serverSeedHash: hash, clientSeed: nextClientSeed, nonce: 0 },
  };
}

/** Seeds already revealed, newest first: what the verify view lists. */
export async function revealedSeeds(
  q: Queryable,
  merchantId: number,
  memberId: number,
): Promise<RevealedSeed[]> {
  const rows = await q.query<{
    id: number;
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
  }>(
    `SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM fair_seeds
      WHERE merchant_id = $1 AND member_id = $2 AND NOT active ORDER BY id DESC LIMIT 20`,
    [merchantId, memberId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    serverSeed: r.server_seed,
    serverSeedHash: r.server_seed_hash,
    clientSeed: r.client_seed,
    nonce: r.nonce,
  }));
}
