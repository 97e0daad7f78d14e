import { parseAmountText } from '../../schemas/api/wallet-rules';
import { REWARD_QUEUES, type RewardQueueName } from '../../schemas/api/ops/reward-rules';
import { decideRewardEntry, rewardEntries as entryQueue } from '../services/operators/reward-queue';
import { flag, merchantIdOf, need, OpsError, table, type OpsArgs, type OpsCommand } from './ops-command';

/** `waiting` (the default) is applying and signed together. */
const STATUSES: readonly string[] = REWARD_QUEUES;
const money = (minor: number) => (minor / 100).toFixed(2);

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
  summary:
    'Members’ entries in reward activities (applications and draw sign-ups to decide, oldest first, by default).',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const status = flag(args, 'status');
    if (status !== undefined && !STATUSES.includes(status))
      throw new OpsError(`--status is one of ${STATUSES.join(', ')}`);
    const limit = Number(flag(args, 'limit') ?? 50);
    if (!Number.isSafeInteger(limit) || limit < 1) throw new OpsError('--limit is a positive number');
    const { items } = await entryQueue(db, merchantId, {
      status: (status ?? 'waiting') as RewardQueueName,
      activity: flag(args, 'activity'),
      page: 1,
      pageSize: limit,
    });
    return table(
      items.map((e) => ({
        id: e.id,
        activity: e.activity,
        username: e.username,
        status: e.status,
        amount: money(e.amount),
        reason: e.reason ?? '',
        created_at: e.createdAt,
        decided_by: e.decidedBy ?? '',
      })),
    );
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
    const by = { operatorId: null, actor: 'ops-cli', ip: 'cli', decidedBy: operator(args) };
    const r = await asOps(() =>
      decideRewardEntry(
        db,
        merchantId,
        entryId,
        {
          decision,
          ...(amount !== undefined ? { amount } : {}),
          ...(reason ? { reason } : {}),
        },
        by,
      ),
    );
    const what = `entry ${entryId} of ${r.entry.username} in ${r.entry.activity}`;
    return r.changed
      ? `${what} ${r.entry.status}${r.entry.amount !== null ? ` (${money(r.entry.amount)})` : ''}`
      : `${what} was already ${r.entry.status}; nothing changed`;
  },
});

export const rewardCommands: OpsCommand[] = [rewardEntries, rewardDecide('issue'), rewardDecide('reject')];
