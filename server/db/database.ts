/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Run a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Run `fn` in one transaction: committed when it resolves, rolled back when it throws.
   * On PostgreSQL a serialization failure or deadlock is retried a few times.
   */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Receive the payloads of `NOTIFY channel` (pg_notify) sent by any process on this
   * database, after their transaction commits. `onReconnect` runs when a lost listening
   * connection is back, so a caller can catch up on what it may have missed meanwhile.
   * Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tar (snapshots for tests and backups). */
  dump?(): Promise<Blob>;
}

/** First row or undefined. */
export async function one<T>(q: Queryable, sql: string, params?: readonly unknown[]): Promise<T | undefined> {
  const rows = await q.query<T>(sql, params);
  return rows[0];
}
