import { liftIndefiniteExclusion } from '../services/protection/lift-exclusion';
import { asOps, merchantOf, operator } from './cashier-commands';
import { flag, memberIdOf, need, OpsError, table, type OpsCommand } from './ops-command';

const exclusionShow: OpsCommand = {
  name: 'exclusion show',
  usage: 'exclusion show <merchant> <username>',
  summary: 'A member’s time-outs and self-exclusions, newest first, and whether each holds now.',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const memberId = await memberIdOf(db, m, need(args, 1, 'username'));
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id, kind, period, starts_at, ends_at,
              (starts_at <= protection_now() AND (ends_at IS NULL OR ends_at > protection_now())) AS holds
         FROM protection_exclusions WHERE merchant_id = $1 AND member_id = $2 ORDER BY starts_at DESC`,
      [m.id, memberId],
    );
    return table(rows);
  },
};

const exclusionLift: OpsCommand = {
  name: 'exclusion lift',
  usage: 'exclusion lift <merchant> <username> --reason <text> [--by <operator>]',
  summary:
    'End an indefinite self-exclusion at the member’s request, not before it held 7 days (audited); time-outs and exclusions with an end cannot be lifted.',
  async run({ db }, args) {
    const m = await merchantOf(db, need(args, 0, 'merchant'));
    const username = need(args, 1, 'username');
    const memberId = await memberIdOf(db, m, username);
    const reason = flag(args, 'reason');
    if (!reason?.trim()) throw new OpsError('--reason is required: the member’s request');
    const { startedAt } = await asOps(() =>
      liftIndefiniteExclusion(db, { merchantId: m.id, memberId, by: operator(args), reason }),
    );
    return `self-exclusion of ${username} (since ${startedAt.toISOString()}) lifted; the member may log in again`;
  },
};

export const exclusionCommands: OpsCommand[] = [exclusionShow, exclusionLift];
