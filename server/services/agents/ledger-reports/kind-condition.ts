import {
  TEAM_TRANSACTION_KINDS,
  TEAM_TRANSACTION_TYPES,
  type TeamTransactionType,
} from '../../../../schemas/api/agent-ledger-types';

/** SQL (no user input: the kinds are the contract's constants) matching one type on column `col`. */
function matches(type: Exclude<TeamTransactionType, 'other'>, col: string): string {
  const rule = TEAM_TRANSACTION_KINDS[type];
  const parts = [
    ...rule.kinds.map((k) => `${col} = '${k}'`),
    ...(rule.prefixes ?? []).map((p) => `${col} LIKE '${p}%'`),
  ];
  return `(${parts.join(' OR ')})`;
}

/** The SQL condition on a ledger transaction kind column for a Transaction details type. */
export function kindCondition(type: TeamTransactionType, col: string): string {
  if (type !== 'other') return matches(type, col);
  const known = TEAM_TRANSACTION_TYPES.filter((t) => t !== 'other').map((t) => matches(t, col));
  return `NOT (${known.join(' OR ')})`;
}
