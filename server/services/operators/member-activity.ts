import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { listPage, type PageAsk } from './activity-page';
import { assertInScope } from './operator-scope';
import type { SessionOperator } from './operator-sessions';

export type ActivityPart = 'ledger' | 'bets' | 'logins' | 'sessions' | 'messages' | 'protection';

/** What a paged list is asked: where to start, which days, and its one filter. */
export interface ActivityAsk extends PageAsk {
  kind?: string | undefined;
  status?: string | undefined;
  outcome?: string | undefined;
  category?: string | undefined;
}

/** How many exclusions the limits part answers: the latest, not the history. */
const LATEST = 50;

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** The member's own lines, plus `column = value` when a filter is given. */
function own(merchantId: number, memberId: number, filter?: [string, string | undefined]) {
  const where = ['merchant_id = $1', 'member_id = $2'];
  const params: unknown[] = [merchantId, memberId];
  if (filter && filter[1] !== undefined) {
    params.push(filter[1]);
    where.push(`${filter[0]} = $3`);
  }
  return { where, params };
}

/** A page of the member's ledger lines, newest first; the member's page shows the first. */
export async function memberLedgerPage(q: Queryable, merchantId: number, memberId: number, ask: ActivityAsk) {
  const where = ['a.merchant_id = $1', 'a.member_id = $2'];
  const params: unknown[] = [merchantId, memberId];
  if (ask.kind !== undefined) {
    // A family: the kind itself and every dotted kind under it.
    params.push(ask.kind, `${ask.kind}.%`);
    where.push('(t.kind = $3 OR t.kind LIKE $4)');
  }
  const { rows, nextBefore } = await listPage<{
    id: number;
    created_at: Date;
    kind: string;
    account: string;
    amount: string;
    balance_after: string;
    reference: string | null;
  }>(
    q,
    {
      select: 'e.id, e.created_at, t.kind, a.kind AS account, e.amount, e.balance_after, t.reference',
      from: `FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
       JOIN ledger_transactions t ON t.id = e.transaction_id`,
      at: 'e.created_at',
      id: 'e.id',
      where,
      params,
    },
    ask,
  );
  const lines = rows.map((l) => ({
    id: Number(l.id),
    at: iso(l.created_at),
    kind: l.kind,
    account: l.account,
    amount: Number(l.amount),
    balanceAfter: Number(l.balance_after),
    reference: l.reference ?? '',
  }));
  return { ledger: lines, nextBefore };
}

async function bets(q: Queryable, merchantId: number, memberId: number, ask: ActivityAsk) {
  const { rows, nextBefore } = await listPage<{
    id: number;
    game_name: string;
    vendor: string;
    stake: string;
    payout: string;
    currency: string;
    status: string;
    wallet: string;
    created_at: Date;
  }>(
    q,
    {
      select: 'id, game_name, vendor, stake, payout, currency, status, wallet, created_at',
      from: 'FROM game_rounds',
      at: 'created_at',
      id: 'id',
      ...own(merchantId, memberId, ['status', ask.status]),
    },
    ask,
  );
  const lines = rows.map((r) => ({
    id: Number(r.id),
    game: r.game_name,
    vendor: r.vendor,
    stake: Number(r.stake),
    win: Number(r.payout),
    currency: r.currency,
    status: r.status,
    wallet: r.wallet,
    at: iso(r.created_at),
  }));
  return { bets: lines, nextBefore };
}

async function logins(q: Queryable, merchantId: number, memberId: number, ask: ActivityAsk) {
  const { rows, nextBefore } = await listPage<{
    id: number;
    created_at: Date;
    ip: string;
    user_agent: string | null;
    login_type: string;
    outcome: string;
  }>(
    q,
    {
      select: 'id, created_at, ip, user_agent, login_type, outcome',
      from: 'FROM login_attempts',
      at: 'created_at',
      id: 'id',
      ...own(merchantId, memberId, ['outcome', ask.outcome]),
    },
    ask,
  );
  const lines = rows.map((r) => ({
    id: Number(r.id),
    at: iso(r.created_at),
    ip: r.ip,
    userAgent: r.user_agent ?? '',
    loginType: r.login_type,
    outcome: r.outcome,
  }));
  return { logins: lines, nextBefore };
}

async function sessions(q: Queryable, merchantId: number, memberId: number) {
  // Live: neither ended nor expired. The token hash is never part of the answer.
  const rows = await q.query<{
    created_at: Date;
    last_seen_at: Date;
    ip: string | null;
    user_agent: string | null;
    login_type: string;
  }>(
    `SELECT created_at, last_seen_at, ip, user_agent, login_type
       FROM sessions WHERE merchant_id = $1 AND member_id = $2 AND revoked_at IS NULL AND expires_at > now()
      ORDER BY last_seen_at DESC`,
    [merchantId, memberId],
  );
  return rows.map((r) => ({
    startedAt: iso(r.created_at),
    lastSeenAt: iso(r.last_seen_at),
    ip: r.ip ?? '',
    device: r.user_agent ?? '',
    loginType: r.login_type,
  }));
}

async function messages(q: Queryable, merchantId: number, memberId: number, ask: ActivityAsk) {
  const { rows, nextBefore } = await listPage<{
    id: number;
    title: string | null;
    category: string;
    read_at: Date | null;
    created_at: Date;
  }>(
    q,
    {
      select: `id, coalesce(title->>'EN', (SELECT value FROM jsonb_each_text(title) LIMIT 1)) AS title,
            category, read_at, created_at`,
      from: 'FROM member_messages',
      at: 'created_at',
      id: 'id',
      ...own(merchantId, memberId, ['category', ask.category]),
    },
    ask,
  );
  const lines = rows.map((r) => ({
    id: Number(r.id),
    title: r.title ?? '',
    category: r.category,
    read: r.read_at !== null,
    at: iso(r.created_at),
  }));
  return { messages: lines, nextBefore };
}

async function protection(q: Queryable, merchantId: number, memberId: number) {
  const limits = await q.query<{
    kind: string;
    period: string;
    amount: string | null;
    pending_amount: string | null;
    pending_from: Date | null;
  }>(
    `SELECT kind, period, amount, pending_amount, pending_from FROM protection_limits
      WHERE merchant_id = $1 AND member_id = $2 AND (amount IS NOT NULL OR pending_from IS NOT NULL)
      ORDER BY kind, CASE period WHEN 'day' THEN 0 WHEN 'week' THEN 1 ELSE 2 END`,
    [merchantId, memberId],
  );
  const [settings] = await q.query<{
    reality_check_minutes: number | null;
    session_limit_minutes: number | null;
  }>(
    `SELECT reality_check_minutes, session_limit_minutes FROM protection_session_settings
      WHERE merchant_id = $1 AND member_id = $2`,
    [merchantId, memberId],
  );
  // protection_now() is the clock every protection rule reads, so "active" agrees with them.
  const exclusions = await q.query<{
    kind: string;
    period: string;
    starts_at: Date;
    ends_at: Date | null;
    active: boolean;
  }>(
    `SELECT kind, period, starts_at, ends_at,
            (starts_at <= protection_now() AND (ends_at IS NULL OR ends_at > protection_now())) AS active
       FROM protection_exclusions WHERE merchant_id = $1 AND member_id = $2
      ORDER BY starts_at DESC, id DESC LIMIT ${LATEST}`,
    [merchantId, memberId],
  );
  return {
    limits: limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: l.amount === null ? null : Number(l.amount),
      pending: l.pending_from
        ? { amount: l.pending_amount === null ? null : Number(l.pending_amount), from: iso(l.pending_from) }
        : null,
    })),
    realityCheckMinutes: settings?.reality_check_minutes ?? null,
    sessionLimitMinutes: settings?.session_limit_minutes ?? null,
    exclusions: exclusions.map((e) => ({
      kind: e.kind,
      period: e.period,
      startsAt: iso(e.starts_at),
      endsAt: isoOrNull(e.ends_at),
      active: e.active,
    })),
  };
}

/**
 * One part of a member's page, within the operator's scope (another merchant's member is
 * NOT_FOUND, as on the member's page itself). The four lists answer a page at a time
 * (see listPage). Read-only.
 */
export async function memberActivity(
  q: Queryable,
  op: SessionOperator,
  memberId: number,
  part: ActivityPart,
  ask: ActivityAsk = {},
) {
  const [row] = await q.query<{ merchant_id: number }>('SELECT merchant_id FROM members WHERE id = $1', [
    memberId,
  ]);
  if (!row) throw ApiError.notFound('Member');
  assertInScope(op, row.merchant_id, 'Member');
  const merchantId = Number(row.merchant_id);
  switch (part) {
    case 'ledger':
      return memberLedgerPage(q, merchantId, memberId, ask);
    case 'bets':
      return bets(q, merchantId, memberId, ask);
    case 'logins':
      return logins(q, merchantId, memberId, ask);
    case 'sessions':
      return { sessions: await sessions(q, merchantId, memberId) };
    case 'messages':
      return messages(q, merchantId, memberId, ask);
    case 'protection':
      return { protection: await protection(q, merchantId, memberId) };
  }
}
