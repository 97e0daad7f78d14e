/**
 * The servers `bench:api` loads, in a process of their own so that the load generator does
 * not share their event loop: the platform, and a bare Fastify route per measured call that
 * answers with exactly the bytes the platform sent (its headers and body). Talks to the bench
 * over IPC: the CPU time it used so far, the ledger transactions of a run, stop.
 */
import Fastify from 'fastify';
import { readConfig } from '../../../server/config';
import { prepareServer } from '../../../server/start-server';
import { fundMember } from '../../../tests/support/fund-member';
import { createTestMember } from '../../../tests/support/members';

export interface TargetReady {
  engine: string;
  base: string;
  bareBase: string;
  token: string;
}
export const MEASURED = {
  status: '/wps/system/status',
  announcements: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W',
} as const;
export const VISITOR = { host: 'aurora.localhost', 'x-module': 'portal' } as const;

const config = {
  // No request logs unless BENCH_LOG_LEVEL asks for them (the bench then discards them).
  ...readConfig({
    ...process.env,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent',
    NODE_ENV: 'production',
    JOBS: '0',
  }),
  // In memory unless BENCH_DATA_DIR names a folder (as npm start's ./data).
  dataDir: process.env.BENCH_DATA_DIR ?? 'memory://',
  port: 0,
  allowWhitelabelSwitch: true,
  smtpSinkPort: undefined,
};
const server = await prepareServer(config);
await server.app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${portOf(server.app.server.address())}`;
const member = await createTestMember(server.deps.db);
await fundMember(server.deps.db, member, 1_000_000_000);

/** Headers Node's HTTP server writes itself, for the bare route as for the platform. */
const TRANSPORT_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive']);

const bare = Fastify({ logger: false });
for (const [name, path] of Object.entries(MEASURED)) {
  const res = await fetch(base + path, { headers: VISITOR });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const body = await res.text();
  const answerHeaders = Object.fromEntries(
    [...res.headers].filter(([header]) => !TRANSPORT_HEADERS.has(header)),
  );
  bare.get(`/${name}`, (_req, reply) => reply.headers(answerHeaders).send(body));
}
await bare.listen({ port: 0, host: '127.0.0.1' });

function portOf(address: ReturnType<typeof server.app.server.address>): number {
  return typeof address === 'object' && address ? address.port : 0;
}

process.on('message', (msg: { countKeysLike?: string; cpu?: boolean; stop?: boolean }) => {
  void (async () => {
    if (msg.cpu) process.send?.({ cpu: process.cpuUsage() });
    if (msg.countKeysLike) {
      const rows = await server.deps.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key LIKE $1',
        [`%${msg.countKeysLike}%`],
      );
      process.send?.({ count: rows[0]?.n ?? 0 });
    }
    if (msg.stop) {
      await bare.close();
      await server.close();
      process.exit(0);
    }
  })();
});
const ready: TargetReady = {
  engine: config.databaseUrl ? 'PostgreSQL' : process.env.BENCH_DATA_DIR ? 'PGlite on disk' : 'PGlite',
  base,
  bareBase: `http://127.0.0.1:${portOf(bare.server.address())}`,
  token: member.token,
};
process.send?.(ready);
