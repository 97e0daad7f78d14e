import type { Database } from '../db/database';
import { createDbGuessLimiter } from '../services/guess-limit/db-guess-limit';
import { endMemberSessions, lockMember, unlockMember } from '../services/operators/member-account-actions';
import { setMemberLabels } from '../services/operators/member-labels';
import { resetMemberPassword } from '../services/operators/member-password-reset';
import type { MemberActor } from '../services/operators/member-target';
import { asOps } from './cashier-commands';
import { flag, merchantIdOf, need, OpsError, type OpsArgs, type OpsCommand } from './ops-command';

/** The ops CLI as the actor of a member action: audited as `ops-cli`, within the named merchant. */
export function cliMemberActor(args: OpsArgs, merchantId: number): MemberActor {
  return {
    operatorId: null,
    actor: 'ops-cli',
    ip: 'cli',
    scope: merchantId,
    source: `ops:${flag(args, 'by') ?? process.env.USER ?? 'operator'}`,
  };
}

/** A member of the merchant by username (any case). */
export async function memberIdOf(db: Database, merchantId: number, username: string): Promise<number> {
  const [member] = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant_id = $1 AND lower(username) = lower($2)',
    [merchantId, username],
  );
  if (!member) throw new OpsError(`no member "${username}" on this merchant`);
  return Number(member.id);
}

function reasonOf(args: OpsArgs): string {
  const reason = flag(args, 'reason')?.trim();
  if (!reason) throw new OpsError('--reason is required (it is kept in the operator audit)');
  return reason;
}

async function target(db: Database, args: OpsArgs) {
  const merchantId = await merchantIdOf(db, need(args, 0, 'merchant'));
  const username = need(args, 1, 'username');
  return {
    by: cliMemberActor(args, merchantId),
    memberId: await memberIdOf(db, merchantId, username),
    username,
  };
}

const memberLock: OpsCommand = {
  name: 'member lock',
  usage: 'member lock <merchant> <username> --reason <text> [--by <operator>]',
  summary: 'Lock a member: their sessions end and logging in is refused until unlocked (audited).',
  async run({ db }, args) {
    const reason = reasonOf(args);
    const { by, memberId, username } = await target(db, args);
    const r = await asOps(() => lockMember(db, by, memberId, reason));
    return `${username} locked; ${r.sessionsEnded} session${r.sessionsEnded === 1 ? '' : 's'} ended`;
  },
};

const memberUnlock: OpsCommand = {
  name: 'member unlock',
  usage: 'member unlock <merchant> <username> --reason <text> [--by <operator>]',
  summary: 'Unlock a locked member: they may log in again (audited).',
  async run({ db }, args) {
    const reason = reasonOf(args);
    const { by, memberId, username } = await target(db, args);
    await asOps(() => unlockMember(db, by, memberId, reason));
    return `${username} unlocked`;
  },
};

const memberEndSessions: OpsCommand = {
  name: 'member end-sessions',
  usage: 'member end-sessions <merchant> <username> [--by <operator>]',
  summary: 'Sign a member out everywhere; the account stays open (audited).',
  async run({ db }, args) {
    const { by, memberId, username } = await target(db, args);
    const r = await asOps(() => endMemberSessions(db, by, memberId));
    return `${r.sessionsEnded} session${r.sessionsEnded === 1 ? '' : 's'} of ${username} ended`;
  },
};

const memberResetPassword: OpsCommand = {
  name: 'member reset-password',
  usage: 'member reset-password <merchant> <username> --reason <text> [--by <operator>]',
  summary:
    'Give a member a one-time password, printed once: their sessions end and their next login must choose a new one (audited).',
  async run({ db, guesses }, args) {
    const reason = reasonOf(args);
    const { by, memberId, username } = await target(db, args);
    const r = await asOps(() =>
      resetMemberPassword(db, guesses ?? createDbGuessLimiter(db), by, memberId, reason),
    );
    return `one-time password of ${username}: ${r.temporaryPassword}\n(shown once; their next login must choose a new one; ${r.sessionsEnded} session${r.sessionsEnded === 1 ? '' : 's'} ended)`;
  },
};

const memberLabels: OpsCommand = {
  name: 'member labels',
  usage: 'member labels <merchant> <username> [--set "<label>, <label>..."] [--by <operator>]',
  summary:
    'Show a member’s labels, or replace them with --set (comma-separated; "" removes them all; audited when they change).',
  async run({ db }, args) {
    const set = flag(args, 'set');
    const { by, memberId, username } = await target(db, args);
    const labels =
      set === undefined
        ? ((await db.query<{ labels: string[] }>('SELECT labels FROM members WHERE id = $1', [memberId]))[0]
            ?.labels ?? [])
        : (await asOps(() => setMemberLabels(db, by, memberId, set.split(',')))).labels;
    return `labels of ${username}: ${labels.length ? labels.join(', ') : '(none)'}`;
  },
};

export const memberAccountCommands: OpsCommand[] = [
  memberLock,
  memberUnlock,
  memberEndSessions,
  memberResetPassword,
  memberLabels,
];
