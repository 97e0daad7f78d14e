import { randomBytes } from 'node:crypto';
import { hashPassword } from '../services/auth/password-hash';
import { verifyLedger } from '../services/ledger/verify-ledger';
import { flag, merchantIdOf, need, OpsError, table, type OpsCommand } from './ops-command';

const AGENT_TYPES = [1, 2, 41, 42];

/** A password that passes every merchant's default rule: letters, digits, an upper case. */
function generatedPassword(): string {
  return `Tsr${randomBytes(6).toString('base64url').replace(/[-_]/g, 'x')}9`;
}

const agentCreate: OpsCommand = {
  name: 'agent create',
  usage:
    'agent create <merchant> <username> [--type 1|2|41|42] [--downlines <n>] [--password <p>] [--invite <code>]',
  summary:
    'Create an agent with an invitation code and, optionally, n downline players (passwords printed once).',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const username = need(args, 1, 'username');
    if (!/^[A-Za-z][A-Za-z0-9]{3,15}$/.test(username))
      throw new OpsError('a username is a letter then 3 to 15 letters or digits');
    const type = Number(flag(args, 'type') ?? 1);
    if (!AGENT_TYPES.includes(type)) throw new OpsError(`--type is one of ${AGENT_TYPES.join(', ')}`);
    const downlines = Number(flag(args, 'downlines') ?? 0);
    if (!Number.isInteger(downlines) || downlines < 0 || downlines > 50)
      throw new OpsError('--downlines is 0 to 50');
    const password = flag(args, 'password') ?? generatedPassword();
    const invite = (
      flag(args, 'invite') ?? `${username.slice(0, 6)}${randomBytes(2).toString('hex')}`
    ).toUpperCase();
    const hash = await hashPassword(password);
    const lines = await db.tx(async (q) => {
      const [agent] = await q.query<{ id: number }>(
        `INSERT INTO members (merchant_id, username, nickname, is_agent, password_hash, password_changed_at,
           invite_code, register_method)
         VALUES ($1, $2, $2, $3, $4, now(), $5, 'OPS') ON CONFLICT DO NOTHING RETURNING id`,
        [merchantId, username, type, hash, invite],
      );
      if (!agent) throw new OpsError(`"${username}" or invitation code ${invite} is already taken`);
      const out = [`agent ${username} (isAgent ${type}), password ${password}, invitation code ${invite}`];
      for (let i = 1; i <= downlines; i++) {
        const name = `${username.slice(0, 12)}d${i}`;
        const pw = generatedPassword();
        const [row] = await q.query<{ id: number }>(
          `INSERT INTO members (merchant_id, username, nickname, is_agent, upline_id, password_hash, password_changed_at,
             affiliate_code, register_method)
           VALUES ($1, $2, $2, 0, $3, $4, now(), $5, 'OPS') ON CONFLICT DO NOTHING RETURNING id`,
          [merchantId, name, agent.id, await hashPassword(pw), invite],
        );
        if (!row) throw new OpsError(`downline "${name}" is already taken`);
        out.push(`  downline ${name}, password ${pw}`);
      }
      return out;
    });
    return lines.join('\n');
  },
};

const outboxSms: OpsCommand = {
  name: 'outbox sms',
  usage: 'outbox sms [merchant] [--to <number>] [--limit 20]',
  summary: 'SMS the development provider wrote instead of sending (codes for testing).',
  async run({ db }, args) {
    const code = args.positional[0];
    if (code) await merchantIdOf(db, code);
    const limit = Math.min(200, Number(flag(args, 'limit') ?? 20));
    const to = flag(args, 'to');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT o.id, m.code AS merchant, o.to_number AS "to", o.purpose, o.body, o.created_at
         FROM sms_outbox o JOIN merchants m ON m.id = o.merchant_id
        WHERE ($1::text IS NULL OR m.code = $1) AND ($2::text IS NULL OR o.to_number LIKE '%' || $2)
        ORDER BY o.id DESC LIMIT $3`,
      [code ?? null, to ?? null, limit],
    );
    return table(rows);
  },
};

const outboxMail: OpsCommand = {
  name: 'outbox mail',
  usage: 'outbox mail [--to <address>] [--limit 20] [--full]',
  summary: 'Mails the development SMTP sink received (password-reset links for testing).',
  async run({ db }, args) {
    const limit = Math.min(200, Number(flag(args, 'limit') ?? 20));
    const to = flag(args, 'to');
    const rows = await db.query<{ id: number; to: string; subject: string; body: string; created_at: Date }>(
      `SELECT id, mail_to AS "to", subject, body, created_at FROM mail_sink
        WHERE $1::text IS NULL OR lower(mail_to) LIKE '%' || lower($1) || '%' ORDER BY id DESC LIMIT $2`,
      [to ?? null, limit],
    );
    if (args.flags.full)
      return (
        rows
          .map((r) => `#${r.id} to ${r.to} at ${r.created_at.toISOString()}\n${r.subject}\n\n${r.body}`)
          .join('\n\n---\n\n') || '(none)'
      );
    return table(rows.map(({ body, ...r }) => ({ ...r, body: body.replace(/\s+/g, ' ') })));
  },
};

const ledgerVerify: OpsCommand = {
  name: 'ledger verify',
  usage: 'ledger verify [merchant]',
  summary:
    'Check the ledger: every transaction balances, balances equal their entries, none below zero, total 0.',
  async run({ db }, args) {
    const code = args.positional[0];
    const merchants = await db.query<{ id: number; code: string }>(
      'SELECT id, code FROM merchants WHERE $1::text IS NULL OR code = $1 ORDER BY code',
      [code ?? null],
    );
    if (code && merchants.length === 0) await merchantIdOf(db, code);
    const out: string[] = [];
    let bad = false;
    for (const m of merchants) {
      const check = await verifyLedger(db, m.id);
      const [counts] = await db.query<{ tx: number; accounts: number }>(
        `SELECT (SELECT count(*)::int FROM ledger_transactions WHERE merchant_id = $1) AS tx,
                (SELECT count(*)::int FROM ledger_accounts WHERE merchant_id = $1) AS accounts`,
        [m.id],
      );
      const ok =
        check.unbalancedTransactions.length === 0 &&
        check.driftedAccounts.length === 0 &&
        check.negativeAccounts.length === 0 &&
        check.total === 0;
      bad ||= !ok;
      out.push(
        ok
          ? `${m.code}: ok (${counts?.tx} transactions, ${counts?.accounts} accounts, total 0)`
          : `${m.code}: PROBLEMS ${JSON.stringify(check)}`,
      );
    }
    if (bad) throw new OpsError(out.join('\n'));
    return out.join('\n');
  },
};

export const memberCommands: OpsCommand[] = [agentCreate, outboxSms, outboxMail, ledgerVerify];
