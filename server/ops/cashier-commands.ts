import fs from 'node:fs';
import path from 'node:path';
import { parseAmountText } from '../../schemas/api/wallet-rules';
import type { Database } from '../db/database';
import { MerchantDirectory, type Merchant } from '../domain/merchant';
import { channelSecret, rotateChannelSecret } from '../services/cashier/channel-secret';
import { depositChannels } from '../services/cashier/deposit-channels';
import { createDbGuessLimiter } from '../services/guess-limit/db-guess-limit';
import { resetPaymentPassword } from '../services/cashier/payment-password';
import { decideQueuedDeposit } from '../services/operators/deposit-queue';
import {
  payWithdrawal,
  rejectQueuedWithdrawal,
  settleQueuedPayment,
} from '../services/operators/withdrawal-queue';
import { flag, memberIdOf, need, OpsError, table, type OpsArgs, type OpsCommand } from './ops-command';

export async function merchantOf(db: Database, code: string): Promise<Merchant> {
  const m = await new MerchantDirectory(db).forCode(code);
  if (!m) {
    const rows = await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code');
    throw new OpsError(`no merchant "${code}" (merchants: ${rows.map((r) => r.code).join(', ')})`);
  }
  return m;
}

export function operator(args: OpsArgs): string {
  return `ops:${flag(args, 'by') ?? process.env.USER ?? 'operator'}`;
}

/** The ops CLI as the operator audit records it; payments keep the `--by` name. */
const cliActor = (args: OpsArgs) => ({
  operatorId: null,
  actor: 'ops-cli',
  ip: 'cli',
  sentBy: operator(args),
});

const money = (minor: number) => (minor / 100).toFixed(2);

/** Platform errors (a decided deposit, an amount too large) are the operator's to fix: exit code 2. */
export async function asOps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const e = err as { code?: string; message?: string; errors?: { field: string; message: string }[] };
    if (e.code && e.code !== 'INTERNAL')
      throw new OpsError(e.errors?.[0] ? `${e.errors[0].field} ${e.errors[0].message}` : (e.message ?? ''));
    throw err;
  }
}

const depositList: OpsCommand = {
  name: 'deposit list',
  usage: 'deposit list <merchant> [--status pending|approved|rejected] [--limit 50]',
  summary: 'Deposit requests, newest first (pending by default).',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const status = flag(args, 'status') ?? 'pending';
    if (!['pending', 'approved', 'rejected'].includes(status))
      throw new OpsError('--status is pending, approved or rejected');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT d.reference, m.username, d.channel, d.amount, d.payer_name, d.status, d.created_at, d.decided_by
         FROM deposits d JOIN members m ON m.id = d.member_id
        WHERE d.merchant_id = $1 AND d.status = $2 ORDER BY d.created_at DESC LIMIT $3`,
      [m.id, status, Number(flag(args, 'limit') ?? 50)],
    );
    return table(rows.map((r) => ({ ...r, amount: money(r.amount as number) })));
  },
};

const depositDecide = (decision: 'approve' | 'reject'): OpsCommand => ({
  name: `deposit ${decision}`,
  usage: `deposit ${decision} <merchant> <reference>${decision === 'reject' ? ' --reason <text>' : ''} [--by <operator>]`,
  summary:
    decision === 'approve'
      ? 'Approve a pending deposit: the member’s main wallet is credited once.'
      : 'Reject a pending deposit (nothing is credited).',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const reference = need(args, 1, 'reference');
    const reason = flag(args, 'reason');
    if (decision === 'reject' && !reason) throw new OpsError('--reason is required to reject');
    const by = { ...cliActor(args), decidedBy: operator(args) };
    const r = await asOps(() =>
      decideQueuedDeposit(
        db,
        m,
        reference,
        by,
        decision === 'approve' ? { kind: 'approve' } : { kind: 'reject', reason: reason ?? '' },
      ),
    );
    return r.changed
      ? `deposit ${reference} ${r.deposit.status} (${money(r.deposit.amount)} ${m.currency})`
      : `deposit ${reference} was already ${r.deposit.status}; nothing changed`;
  },
});

const withdrawalList: OpsCommand = {
  name: 'withdrawal list',
  usage: 'withdrawal list <merchant> [--status open|completed|rejected] [--limit 50]',
  summary:
    'Withdrawals with their payments (open ones by default: pending or paying); shared_with counts the other members who bound the same destination.',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const status = flag(args, 'status') ?? 'open';
    const states = status === 'open' ? ['pending', 'paying'] : [status];
    if (!['open', 'completed', 'rejected'].includes(status))
      throw new OpsError('--status is open, completed or rejected');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT w.reference, m.username, w.amount, w.status, a.kind, a.provider, a.holder_name, a.account_number,
              (SELECT count(DISTINCT o.member_id)::int FROM payout_accounts o
                WHERE o.merchant_id = a.merchant_id AND o.kind = a.kind AND o.account_number = a.account_number
                  AND lower(o.provider) = lower(a.provider) AND o.member_id <> a.member_id
                  AND o.removed_at IS NULL) AS shared_with,
              w.created_at,
              (SELECT string_agg(p.id || ':' || (p.amount / 100.0)::numeric(20,2) || ':' || p.status, ' ' ORDER BY p.id)
                 FROM withdrawal_payouts p WHERE p.withdrawal_id = w.id) AS payouts
         FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN payout_accounts a ON a.id = w.payout_account_id
        WHERE w.merchant_id = $1 AND w.status = ANY($2::text[]) ORDER BY w.created_at DESC LIMIT $3`,
      [m.id, states, Number(flag(args, 'limit') ?? 50)],
    );
    return table(rows.map((r) => ({ ...r, amount: money(r.amount as number) })));
  },
};

const withdrawalPay: OpsCommand = {
  name: 'withdrawal pay',
  usage: 'withdrawal pay <merchant> <reference> [--amount 12.50] [--by <operator>]',
  summary:
    'Record a payment sent towards a withdrawal (the rest when no amount); the member confirms its receipt.',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const reference = need(args, 1, 'reference');
    const text = flag(args, 'amount');
    let amount: number | undefined;
    if (text !== undefined) {
      const parsed = parseAmountText(text);
      if (!parsed.ok) throw new OpsError(`--amount ${text} is not an amount (${parsed.problem})`);
      amount = parsed.minor;
    }
    const { payment: p } = await asOps(() => payWithdrawal(db, m, reference, cliActor(args), amount));
    return `payment ${p.id} of ${money(p.amount)} sent for ${reference}; counts as received at ${p.confirm_due_at.toISOString()} unless confirmed or reported`;
  },
};

function paymentIdOf(args: OpsArgs): number {
  const text = need(args, 2, 'payment id');
  if (!/^\d{1,15}$/.test(text))
    throw new OpsError(`payment id ${text} is not a number (see withdrawal list)`);
  return Number(text);
}

const withdrawalForce: OpsCommand = {
  name: 'withdrawal force-receipt',
  usage: 'withdrawal force-receipt <merchant> <reference> <payment id> [--remark <text>] [--by <operator>]',
  summary: 'Mark a sent or disputed payment as received (irreversible: the held amount is not returned).',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const reference = need(args, 1, 'reference');
    const id = paymentIdOf(args);
    const remark = flag(args, 'remark');
    await asOps(() => settleQueuedPayment(db, m, reference, id, cliActor(args), { kind: 'force', remark }));
    return `payment ${id} of ${reference} forced as received`;
  },
};

const withdrawalCancelPayout: OpsCommand = {
  name: 'withdrawal cancel-payment',
  usage: 'withdrawal cancel-payment <merchant> <reference> <payment id> [--by <operator>]',
  summary: 'A sent or disputed payment never arrived: cancel it so the amount can be paid again or released.',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const reference = need(args, 1, 'reference');
    const id = paymentIdOf(args);
    await asOps(() => settleQueuedPayment(db, m, reference, id, cliActor(args), { kind: 'cancel' }));
    return `payment ${id} of ${reference} cancelled`;
  },
};

const withdrawalReject: OpsCommand = {
  name: 'withdrawal reject',
  usage: 'withdrawal reject <merchant> <reference> --reason <text>',
  summary: 'Reject a withdrawal: what was not received goes back to the member’s main wallet.',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const reference = need(args, 1, 'reference');
    const reason = flag(args, 'reason');
    if (!reason) throw new OpsError('--reason is required');
    await asOps(() => rejectQueuedWithdrawal(db, m, reference, cliActor(args), reason));
    return `withdrawal ${reference} rejected; the unpaid rest is back in the main wallet`;
  },
};

const withdrawalProofs: OpsCommand = {
  name: 'withdrawal proofs',
  usage: 'withdrawal proofs <merchant> <payment id> [--out <dir>]',
  summary: 'List (and with --out, save) the proof images a member uploaded for a payment.',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const id = Number(need(args, 1, 'payment id'));
    const rows = await db.query<{
      id: number;
      file_name: string;
      mime: string;
      size: number;
      sha256: string;
      bytes: Buffer;
    }>(
      'SELECT id, file_name, mime, size, sha256, bytes FROM withdrawal_proofs WHERE merchant_id = $1 AND payout_id = $2 ORDER BY id',
      [m.id, id],
    );
    const out = flag(args, 'out');
    if (out) {
      fs.mkdirSync(out, { recursive: true });
      for (const r of rows)
        fs.writeFileSync(
          path.join(out, `proof-${id}-${r.id}.${r.mime === 'image/png' ? 'png' : 'jpg'}`),
          Buffer.from(r.bytes),
        );
    }
    return table(rows.map(({ bytes: _b, ...r }) => r)) + (out ? `\nsaved to ${out}` : '');
  },
};

const cashierSecret: OpsCommand = {
  name: 'cashier secret',
  usage: 'cashier secret <merchant> <channel> [--rotate]',
  summary: 'Show (or rotate) the HMAC secret a deposit channel signs its callbacks with.',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const channel = need(args, 1, 'channel');
    if (!depositChannels(m).some((c) => c.code === channel))
      throw new OpsError(
        `no deposit channel "${channel}" (channels: ${depositChannels(m)
          .map((c) => c.code)
          .join(', ')})`,
      );
    const secret = args.flags.rotate
      ? await rotateChannelSecret(db, m.id, channel)
      : await channelSecret(db, m.id, channel);
    return `${channel}: ${secret}`;
  },
};

const resetPayment: OpsCommand = {
  name: 'member reset-payment-password',
  usage: 'member reset-payment-password <merchant> <username>',
  summary:
    'Forget a member’s payment password and wrong tries (after customer service checked who they are).',
  async run({ db, guesses }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const username = need(args, 1, 'username');
    const memberId = await memberIdOf(db, m, username);
    await resetPaymentPassword(db, guesses ?? createDbGuessLimiter(db), m.id, memberId);
    return `payment password of ${username} cleared; they set a new one in My account`;
  },
};

export const cashierCommands: OpsCommand[] = [
  depositList,
  depositDecide('approve'),
  depositDecide('reject'),
  withdrawalList,
  withdrawalPay,
  withdrawalForce,
  withdrawalCancelPayout,
  withdrawalReject,
  withdrawalProofs,
  cashierSecret,
  resetPayment,
];
