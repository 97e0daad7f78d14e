import { REDEMPTION_STATES, type RedemptionState } from '../../schemas/api/points';
import { decidePointRedemption, pointRedemptionQueue } from '../services/operators/point-mall-queue';
import { redemptionReference } from '../services/points/point-rows';
import { flag, merchantIdOf, need, OpsError, table, type OpsArgs, type OpsCommand } from './ops-command';

const money = (minor: number) => (minor / 100).toFixed(2);

function redemptionIdOf(args: OpsArgs): number {
  const text = need(args, 1, 'redemption id');
  const m = /^(?:PR)?(\d{1,15})$/i.exec(text);
  if (!m)
    throw new OpsError(`redemption id ${text} is not a number or PR reference (see points redemptions)`);
  return Number(m[1]);
}

const pointRedemptions: OpsCommand = {
  name: 'points redemptions',
  usage: `points redemptions <merchant> [--status ${REDEMPTION_STATES.join('|')}] [--limit 50]`,
  summary:
    'Members’ point-mall redemptions (those in process, waiting for a decision, oldest first, by default).',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const status = flag(args, 'status') ?? 'process';
    if (!(REDEMPTION_STATES as readonly string[]).includes(status))
      throw new OpsError(`--status is one of ${REDEMPTION_STATES.join(', ')}`);
    const limit = Number(flag(args, 'limit') ?? 50);
    if (!Number.isSafeInteger(limit) || limit < 1) throw new OpsError('--limit is a positive number');
    const { items } = await pointRedemptionQueue(db, merchantId, {
      status: status as RedemptionState,
      page: 1,
      pageSize: limit,
    });
    return table(
      items.map((r) => ({
        reference: r.reference,
        username: r.username,
        item: r.item,
        type: r.type,
        quantity: r.quantity,
        points: r.points,
        amount: money(r.amount),
        status: r.status,
        deliver_to: r.address ?? r.mobile ?? '',
        created_at: r.createdAt,
      })),
    );
  },
};

const decide = (decision: 'approve' | 'reject'): OpsCommand => ({
  name: `points ${decision}`,
  usage:
    decision === 'approve'
      ? 'points approve <merchant> <redemption id|PR reference> [--by <operator>]'
      : 'points reject <merchant> <redemption id|PR reference> --reason <text> [--by <operator>]',
  summary:
    decision === 'approve'
      ? 'Approve a redemption in process (the goods or top-up were sent).'
      : 'Reject a redemption in process: the member gets the points back and the stock returns.',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const id = redemptionIdOf(args);
    const reason = flag(args, 'reason');
    if (decision === 'reject' && !reason) throw new OpsError('--reason is required to reject');
    const by = {
      operatorId: null,
      actor: 'ops-cli',
      ip: 'cli',
      decidedBy: `ops:${flag(args, 'by') ?? process.env.USER ?? 'operator'}`,
    };
    let r;
    try {
      r = await decidePointRedemption(db, merchantId, id, { decision, ...(reason ? { reason } : {}) }, by);
    } catch (err) {
      if ((err as { code?: string }).code === 'NOT_FOUND')
        throw new OpsError(`no redemption ${redemptionReference(id)} for this merchant`);
      throw err;
    }
    const { redemption: x } = r;
    const what = `${x.reference} (${x.item} x${x.quantity})`;
    return r.changed ? `${what} ${x.status}` : `${what} was already ${x.status}; nothing changed`;
  },
});

export const pointCommands: OpsCommand[] = [pointRedemptions, decide('approve'), decide('reject')];
