import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';
import { pgliteRuntime } from './pglite-runtime';

interface OpenOptions {
  /** Start from a snapshot made with `dumpDataDir` (tests). */
  loadDataDir?: Blob;
  /**
   * PostgreSQL's `shared_buffers`; PGlite's default is 128MB, which it clears at every start
   * (0.4 s). A small test database in memory needs far less.
   */
  sharedBuffers?: string;
}

/** Embedded PostgreSQL in a folder (or in memory for `memory://`). One connection. */
export async function openPglite(dataDir: string, opts: OpenOptions = {}): Promise<Database> {
  const pg = await PGlite.create(dataDir, {
    ...(await pgliteRuntime()),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    ...(opts.sharedBuffers
      ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`] }
      : {}),
    // Money and counters are BIGINT minor units, well inside 2^53.
    parsers: { [types.INT8]: (v: string) => Number(v) },
  });
  const asQueryable = (runner: Pick<Transaction, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const res = await runner.query<T>(sql, params as unknown[]);
      return res.rows;
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...asQueryable(pg),
    tx: (fn) => pg.transaction((t) => fn(asQueryable(t))),
    // One process owns an embedded database, so its connection never drops: no reconnect.
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
    close: () => pg.close(),
    dump: () => pg.dumpDataDir('none'),
  };
}
