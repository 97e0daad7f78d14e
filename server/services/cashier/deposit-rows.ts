import type { Static } from '@sinclair/typebox';
import type { Deposit } from '../../../schemas/api/deposit';
import type { Queryable } from '../../db/database';
import type { Merchant } from '../../domain/merchant';
import { depositChannels } from './deposit-channels';

export interface DepositRow {
  id: number;
  member_id: number;
  reference: string;
  channel: string;
  amount: number;
  status: 'pending' | 'approved' | 'rejected';
  client_key: string;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  ledger_tx_id: number | null;
}

export const DEPOSIT_COLUMNS =
  'id, member_id, reference, channel, amount, status, client_key, reason, created_at, decided_at, ledger_tx_id';

export async function depositByReference(
  q: Queryable,
  merchantId: number,
  reference: string,
  lock = false,
): Promise<DepositRow | undefined> {
  const rows = await q.query<DepositRow>(
    `SELECT ${DEPOSIT_COLUMNS} FROM deposits WHERE merchant_id = $1 AND reference = $2${lock ? ' FOR UPDATE' : ''}`,
    [merchantId, reference],
  );
  return rows[0];
}

/** A deposit as the member sees it; pending bank and e-wallet deposits repeat where to pay. */
export function toDeposit(merchant: Merchant, row: DepositRow): Static<typeof Deposit> {
  const channel = depositChannels(merchant).find((c) => c.code === row.channel);
  return {
    reference: row.reference,
    channel: row.channel,
    kind: channel?.kind ?? 'bank',
    amount: row.amount,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    ...(row.decided_at ? { decidedAt: row.decided_at.toISOString() } : {}),
    ...(row.reason ? { reason: row.reason } : {}),
    ...(row.status === 'pending' && channel?.receiving ? { receiving: channel.receiving } : {}),
  };
}
