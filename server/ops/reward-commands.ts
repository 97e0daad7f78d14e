import { parseAmountText } from '../../schemas/api/wallet-rules';
import { decideEntry } from '../services/rewards/decide-entry';
import { flag, merchantIdOf, need, OpsError, table, type OpsArgs, type OpsCommand } from './ops-command';

const STATUSES = ['applying', 'signed', 'process', 'issued', 'rejected', 'claimed'];
const money = (minor: number | null) => (minor === null ? '' : (Number(minor) / 100).toFixed(2));

function operator(args: OpsArgs): string {
  return `ops:${flag(args, 'by') ?? process.env.USER ?? 'operator'}`;
}

function entryIdOf(args: OpsArgs): number {
  const text = need(args, 1, 'entry id');
  if (!/^\d{1,15}$/.test(text)) throw new OpsError(`entry id ${text} is not a number (see reward entries)`);
  return Number(text);
}

/** Platform refusals (unknown entry, already decided) are the operator's to fix: exit code 2. */
async function asOps<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const e = err as { code?: string; message?: string; errors?: { field: string; message: string }[] };
    if (e.code && e.code !== 'INTERNAL')
      throw new OpsError(e.errors?.[0] ? `${e.errors[0].field} ${e.errors[0].message}` : (e.message ?? ''));
    throw err;
  }
}

const rewardEntries: OpsCommand = {
  name: 'reward entries',
  usage: `reward entries <merchant> [--status ${STATUSES.join('|')}] [--activity <code>] [--limit 50]`,
  summary: 'Members’ entries in reward activities (applications and draw sign-ups to decide by default).',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const status = flag(args, 'status');
    if (status !== undefined && !STATUSES.includes(status))
      throw new OpsError(`--status is one of ${STATUSES.join(', ')}`);
    const limit = Number(flag(args, 'limit') ?? 50);
    if (!Number.isSafeInteger(limit) || limit < 1) throw new OpsError('--limit is a positive number');
    const rows = await db.query<Record<string, unknown> & { amount: number | null }>(
      `SELECT e.id, a.code AS activity, m.username, e.status, COALESCE(e.amount, a.amount) AS amount, e.reason,
              e.created_at, e.decided_by
         FROM reward_entries e JOIN reward_activities a ON a.id = e.activity_id AND a.merchant_id = e.merchant_id
         JOIN members m ON m.id = e.member_id
        WHERE e.merchant_id = $1 AND e.status = ANY($2::text[]) AND ($3::text IS NULL OR a.code = $3)
        ORDER BY e.created_at DESC, e.id DESC LIMIT $4`,
      [merchantId, status ? [status] : ['applying', 'signed'], flag(args, 'activity') ?? null, limit],
    );
    return table(rows.map((r) => ({ ...r, amount: money(r.amount) })));
  },
};

const rewardDecide = (decision: 'issue' | 'reject'): OpsCommand => ({
  name: `reward ${decision}`,
  usage:
    decision === 'issue'
      ? 'reward issue <merchant> <entry id> [--amount 12.50] [--by <operator>]'
      : 'reward reject <merchant> <entry id> --reason <text> [--by <operator>]',
  summary:
    decision === 'issue'
      ? 'Award an application or draw entry: the member can then claim the prize (the activity’s, or --amount).'
      : 'Turn an application or draw entry down; the member sees the reason. Nothing is paid.',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const entryId = entryIdOf(args);
    const reason = flag(args, 'reason');
    if (decision === 'reject' && !reason) throw new OpsError('--reason is required to reject');
    let amount: number | undefined;
    const text = flag(args, 'amount');
    if (text !== undefined) {
      const parsed = parseAmountText(text);
      if (!parsed.ok) throw new OpsError(`--amount ${text} is not an amount (${parsed.problem})`);
      amount = parsed.minor;
    }
    const r = await asOps(() =>
      decideEntry(db, merchantId, entryId, {
        decision,
        by: operator(args),
        ...(amount !== undefined ? { amount } : {}),
        ...(reason ? { reason } : {}),
      }),
    );
    const what = `entry ${entryId} of ${r.entry.username} in ${r.entry.activity}`;
    return r.changed
      ? `${what} ${r.entry.status}${r.entry.amount !== null ? ` (${money(r.entry.amount)})` : ''}`
      : `${what} was already ${r.entry.status}; nothing changed`;
  },
});

export const rewardCommands: OpsCommand[] = [rewardEntries, rewardDecide('issue'), rewardDecide('reject')];
