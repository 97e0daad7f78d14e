import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { moveProtectionClock } from '../services/protection/protection-clock';
import { readSmsOutbox } from '../services/sms/sms-provider';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Local browser tests read what the platform "sent" (DEV_OUTBOX=1 only, loopback
 * callers only): captcha answers, the SMS outbox and the SMTP sink's mails; and they move the
 * protection rules' clock (session limits, cooling-off), which no deployment may do.
 */
export function devOutboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  const outbox = deps.devOutbox;
  if (!outbox) return;
  app.addHook('onRequest', async (req, reply) => {
    if (req.url.startsWith('/__dev/') && !LOOPBACK.has(req.ip)) await reply.code(404).send();
  });
  app.get('/__dev/captcha/:id', async (req) => ({
    answer: outbox.captchaAnswer((req.params as { id: string }).id) ?? null,
  }));
  app.get('/__dev/sms', async (req) => {
    const { to } = req.query as { to?: string };
    return readSmsOutbox(deps.db, { ...(to ? { to } : {}), limit: 20 });
  });
  app.get('/__dev/mail', async (req) => {
    const { to } = req.query as { to?: string };
    return deps.db.query(
      `SELECT id, mail_to AS to, subject, body, created_at FROM mail_sink
        WHERE ($1::text IS NULL OR mail_to = $1) ORDER BY id DESC LIMIT 20`,
      [to ?? null],
    );
  });
  app.post('/__dev/protection-clock', async (req, reply) => {
    const { seconds } = (req.body ?? {}) as { seconds?: unknown };
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || Math.abs(seconds) > 400 * 86_400)
      return reply.code(400).send({ error: 'seconds: a whole number of seconds, at most 400 days' });
    await moveProtectionClock(deps.db, seconds);
    return { seconds };
  });
}
