import { REDEMPTION_STATES } from '../../schemas/api/points';
import { decideRedemption } from '../services/points/redeem';
import { redemptionReference } from '../services/points/point-rows';
import { flag, merchantIdOf, need, OpsError, table, type OpsArgs, type OpsCommand } from './ops-command';

const money = (minor: number | string) => (Number(minor) / 100).toFixed(2);

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
  summary: 'Members’ point-mall redemptions (those in process, waiting for a decision, by default).',
  async run({ db }, args) {
    const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
    const status = flag(args, 'status') ?? 'process';
    if (!(REDEMPTION_STATES as readonly string[]).includes(status))
      throw new OpsError(`--status is one of ${REDEMPTION_STATES.join(', ')}`);
    const limit = Number(flag(args, 'limit') ?? 50);
    if (!Number.isSafeInteger(limit) || limit < 1) throw new OpsError('--limit is a positive number');
    const rows = await db.query<{
      id: string;
      username: string;
      item: string;
      type: string;
      quantity: number;
      points: string;
      amount: string;
      status: string;
      address: string | null;
      mobile: string | null;
      created_at: Date;
    }>(
      `SELECT r.id, m.username, r.name->>'EN' AS item, r.type, r.quantity, r.points, r.amount, r.status, r.address,
              r.mobile, r.created_at
         FROM point_redemptions r JOIN members m ON m.id = r.member_id AND m.merchant_id = r.merchant_id
        WHERE r.merchant_id = $1 AND r.status = $2 ORDER BY r.created_at DESC, r.id DESC LIMIT $3`,
      [merchantId, status, limit],
    );
    return table(
      rows.map((r) => ({
        reference: redemptionReference(Number(r.id)),
        username: r.username,
        item: r.item,
        type: r.type,
        quantity: r.quantity,
        points: Number(r.points),
        amount: money(r.amount),
        status: r.status,
        deliver_to: r.address ?? r.mobile ?? '',
        created_at: r.created_at,
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
    let r;
    try {
      r = await decideRedemption(db, merchantId, id, {
        decision,
        by: `ops:${flag(args, 'by') ?? process.env.USER ?? 'operator'}`,
        ...(reason ? { reason } : {}),
      });
    } catch (err) {
      if ((err as { code?: string }).code === 'NOT_FOUND')
        throw new OpsError(`no redemption ${redemptionReference(id)} for this merchant`);
      throw err;
    }
    const what = `${redemptionReference(id)} (${r.row.name.EN ?? ''} x${r.row.quantity})`;
    return r.changed ? `${what} ${r.row.status}` : `${what} was already ${r.row.status}; nothing changed`;
  },
});

export const pointCommands: OpsCommand[] = [pointRedemptions, decide('approve'), decide('reject')];
