import { markStatementSent, openStatementRequests } from '../services/protection/statement-request';
import { asOps, operator } from './cashier-commands';
import { need, table, type OpsCommand } from './ops-command';

const statementList: OpsCommand = {
  name: 'statement list',
  usage: 'statement list [merchant]',
  summary: 'Open requests for a twelve-month activity statement, oldest first.',
  async run({ db }, args) {
    const rows = await openStatementRequests(db, args.positional[0]);
    return table(
      rows.map((r) => ({
        reference: r.reference,
        merchant: r.merchant,
        username: r.username,
        from: r.from,
        to: r.to,
        requested_at: r.requestedAt,
      })),
    );
  },
};

const statementSent: OpsCommand = {
  name: 'statement sent',
  usage: 'statement sent <reference> [--by <operator>]',
  summary: 'Mark an open statement request sent to the member (audited).',
  async run({ db }, args) {
    const reference = need(args, 0, 'reference');
    const done = await asOps(() => markStatementSent(db, reference, operator(args)));
    return `statement ${done.reference} (${done.from} to ${done.to}) marked sent`;
  },
};

export const statementCommands: OpsCommand[] = [statementList, statementSent];
