import { randomBytes } from 'node:crypto';
import { OPERATOR_ROLES } from '../../schemas/api/ops/ops-endpoint';
import { createOperator, isOperatorRole, newOperatorProblem } from '../services/operators/create-operator';
import { flag, merchantIdOf, need, OpsError, table, type OpsCommand } from './ops-command';

/** 20 random characters: well past the operator minimum, printed once. */
const generatedPassword = () => randomBytes(15).toString('base64url');

const operatorCreate: OpsCommand = {
  name: 'operator create',
  usage: `operator create <username> --role ${OPERATOR_ROLES.join('|')} [--merchant <code>] [--password <p>]`,
  summary:
    'Create a back office operator (platform-wide, or of one merchant with --merchant); prints the password and the authenticator secret once.',
  async run({ db }, args) {
    const username = need(args, 0, 'username').toLowerCase();
    const role = flag(args, 'role');
    if (!role || !isOperatorRole(role)) throw new OpsError(`--role is one of ${OPERATOR_ROLES.join(', ')}`);
    const code = flag(args, 'merchant');
    const merchantId = code === undefined ? null : await merchantIdOf(db, code);
    const password = flag(args, 'password') ?? generatedPassword();
    const problem = newOperatorProblem(username, password);
    if (problem) throw new OpsError(problem);
    const made = await createOperator(
      db,
      { username, role, merchantId, password },
      { operatorId: null, actor: 'ops-cli', ip: 'cli' },
    );
    if (!made) throw new OpsError(`an operator "${username}" exists already`);
    return [
      `operator ${username} (${role}, ${code ?? 'every merchant'})`,
      `password:      ${password}`,
      `authenticator: ${made.totpSecret}`,
      `               ${made.totpUri}`,
      'Add the authenticator secret to an app (it is shown only now); sign-in asks for its code.',
    ].join('\n');
  },
};

const operatorList: OpsCommand = {
  name: 'operator list',
  usage: 'operator list',
  summary: 'Back office operators, their roles and merchants.',
  async run({ db }) {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT o.id, o.username, o.role, coalesce(m.code, '*') AS merchant, o.status, o.created_at,
              (SELECT max(s.last_seen_at) FROM operator_sessions s WHERE s.operator_id = o.id) AS last_seen
         FROM operators o LEFT JOIN merchants m ON m.id = o.merchant_id ORDER BY o.id`,
    );
    return table(rows);
  },
};

const operatorAudit: OpsCommand = {
  name: 'operator audit',
  usage: 'operator audit [--operator <username>] [--limit 50]',
  summary: 'The latest lines of the operator audit (who, what, before and after, when, from where).',
  async run({ db }, args) {
    const limit = Math.min(500, Math.max(1, Number(flag(args, 'limit') ?? 50) || 50));
    const who = flag(args, 'operator');
    const rows = await db.query<Record<string, unknown>>(
      `SELECT a.id, a.at, a.actor, a.action, coalesce(m.code, '') AS merchant, a.target, a.before, a.after, a.ip
         FROM operator_audit a LEFT JOIN merchants m ON m.id = a.merchant_id
        WHERE $1::text IS NULL OR a.actor = lower($1)
        ORDER BY a.id DESC LIMIT $2`,
      [who ?? null, limit],
    );
    return table(rows);
  },
};

export const operatorCommands: OpsCommand[] = [operatorCreate, operatorList, operatorAudit];
