import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { runOps } from './commands';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The ops CLI's way into a running server whose database is an embedded PGlite (one
 * process may open it): `POST /__ops` with the token the server wrote to its data
 * folder, from this machine only. With PostgreSQL the CLI connects directly instead.
 */
export function registerOpsRoute(app: FastifyInstance, deps: AppDeps, token: string): void {
  const expected = Buffer.from(token);
  app.post('/__ops', { schema: { hide: true } }, async (req, reply) => {
    const given = Buffer.from(String(req.headers['x-ops-token'] ?? ''));
    const allowed =
      LOOPBACK.has(req.socket.remoteAddress ?? '') &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    if (!allowed)
      return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found', value: null });
    const argv = (req.body as { argv?: unknown } | undefined)?.argv;
    if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string'))
      return reply
        .code(400)
        .send({ success: false, code: 'MALFORMED', message: 'argv: a list of strings', value: null });
    const result = await runOps(
      { db: deps.db, whitelabelsDir: deps.config.whitelabelsDir, guesses: deps.guesses },
      argv,
    );
    // Settings changed here should be seen by this server at once.
    deps.merchants.invalidate();
    return { success: true, code: 'OK', message: '', value: result };
  });
}
