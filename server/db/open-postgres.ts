import pg from 'pg';
import type { Database, Queryable } from './database';
import { PostgresListener } from './postgres-listener';

const RETRYABLE = new Set(['40001', '40P01']);

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const query = async <T>(runner: pg.Pool | pg.PoolClient, sql: string, params: readonly unknown[] = []) =>
    (await runner.query(sql, params as unknown[])).rows as T[];

  async function tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      // A connection lost while the client is checked out is emitted as 'error' on the
      // client (the pool only listens while it is idle): without a listener it would
      // crash the process. The failed query rejects on its own; remember the loss so
      // the broken client is thrown away rather than reused.
      let lost: Error | undefined;
      const onError = (err: Error) => void (lost = err);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: (sql, params) => query(client, sql, params),
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        if (!lost) await client.query('ROLLBACK').catch(() => undefined);
        const code = (err as { code?: string }).code;
        if (!lost && code && RETRYABLE.has(code) && attempt < 4) continue;
        throw err;
      } finally {
        client.off('error', onError);
        client.release(lost);
      }
    }
  }

  const listener = new PostgresListener(url);
  return {
    kind: 'postgres',
    query: (sql, params) => query(pool, sql, params),
    exec: async (sql) => void (await pool.query(sql)),
    tx,
    listen: (channel, onPayload, onReconnect) => listener.listen(channel, onPayload, onReconnect),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
