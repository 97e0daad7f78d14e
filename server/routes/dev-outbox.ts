import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { readSmsOutbox } from '../services/sms/sms-provider';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Local browser tests read what the platform "sent" (DEV_OUTBOX=1 only, loopback
 * callers only): captcha answers, the SMS outbox and the SMTP sink's mails.
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
}
