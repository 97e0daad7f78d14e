import { settleDueContracts } from '../services/agents/settlement/settle-due';
import { moveProtectionClock } from '../services/protection/protection-clock';
import { readSmsOutbox } from '../services/sms/sms-provider';
import type { RoutePlugin } from './route-plugin';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Local browser tests read what the platform "sent" (DEV_OUTBOX=1 only, loopback
 * callers only): captcha answers, the SMS outbox and the SMTP sink's mails; they move the
 * protection rules' clock (session limits, cooling-off), and run the contract settlement as
 * if it were later (the periods that will have ended by then), which no deployment may do.
 */
export const devOutboxRoutes: RoutePlugin = async (app, { deps }) => {
  const outbox = deps.devOutbox;
  if (!outbox) return;
  // Inside this plugin, so it guards these routes only.
  app.addHook('onRequest', async (req, reply) => {
    if (!LOOPBACK.has(req.ip)) await reply.code(404).send();
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
  // One settlement run at now + seconds, of one merchant's contracts (its code) or of all.
  app.post('/__dev/settle-contracts', async (req, reply) => {
    const { seconds, merchant } = (req.body ?? {}) as { seconds?: unknown; merchant?: unknown };
    if (typeof seconds !== 'number' || !Number.isInteger(seconds) || Math.abs(seconds) > 400 * 86_400)
      return reply.code(400).send({ error: 'seconds: a whole number of seconds, at most 400 days' });
    let merchantId: number | undefined;
    if (merchant !== undefined) {
      const found = typeof merchant === 'string' ? await deps.merchants.forCode(merchant) : undefined;
      if (!found)
        return reply.code(400).send({ error: 'merchant: the code of a merchant, or left out for all' });
      merchantId = found.id;
    }
    const at = new Date(Date.now() + seconds * 1000);
    const counts = await settleDueContracts(deps.db, at, merchantId === undefined ? {} : { merchantId });
    return { at: at.toISOString(), ...counts };
  });
};
