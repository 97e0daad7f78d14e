import { isIP } from 'node:net';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import { merchantApprovalAbove } from './balance-adjustments';
import { memberLedgerPage } from './member-activity';
import { assertInScope } from './operator-scope';
import type { SessionOperator } from './operator-sessions';

interface MemberRow {
  id: number;
  merchant_id: number;
  merchant: string;
  currency: string;
  username: string;
  nickname: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  status: string;
  is_agent: number;
  totp_enabled: boolean;
  upline: string | null;
  last_login_at: Date | null;
  created_at: Date;
  labels: string[];
}

const SELECT = `SELECT m.id, m.merchant_id, mc.code AS merchant, mc.currency, m.username, m.nickname,
    m.country_dialing_code, m.mobile_num, m.email, m.status, m.is_agent, m.totp_enabled,
    u.username AS upline, m.last_login_at, m.created_at, m.labels
  FROM members m JOIN merchants mc ON mc.id = m.merchant_id LEFT JOIN members u ON u.id = m.upline_id`;

function hit(r: MemberRow) {
  return {
    id: Number(r.id),
    merchant: r.merchant,
    username: r.username,
    nickname: r.nickname ?? '',
    phone: r.mobile_num ? `+${r.country_dialing_code ?? ''} ${r.mobile_num}` : '',
    email: r.email ?? '',
    status: r.status,
    isAgent: r.is_agent,
    createdAt: r.created_at.toISOString(),
  };
}

/** `%` and `_` typed by the operator are text, not patterns. */
const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An address as the server records it, and its IPv4-mapped IPv6 form (`::ffff:1.2.3.4`). */
function ipForms(text: string): [string, string] | null {
  const kind = isIP(text);
  if (kind === 4) return [text, `::ffff:${text}`];
  if (kind === 6) return [text, text.startsWith('::ffff:') ? text.slice(7) : text];
  return null;
}

/**
 * Members whose username, mobile number (with or without its dialing code) or e-mail contains
 * the text, exact usernames first; only the scope's merchant when it has one. Text that is an
 * IP address also finds who tried to log in, logged in or registered from it (registering logs
 * in, so it leaves a session with its IP); text equal to a registration code (agent link, agent
 * invitation code entered, referral code) or the registration link finds who registered with it.
 */
export async function searchMembers(q: Queryable, merchantId: number | null, text: string) {
  const needle = text.trim().toLowerCase();
  if (needle.length < 2) throw ApiError.validation('query', 'type at least 2 characters');
  const digits = needle.replace(/[^0-9]/g, '');
  const ip = ipForms(needle);
  const rows = await q.query<MemberRow>(
    `${SELECT}
      WHERE ($1::int IS NULL OR m.merchant_id = $1)
        AND (lower(m.username) LIKE '%' || $2 || '%'
          OR lower(m.email) LIKE '%' || $2 || '%'
          OR ($3 <> '' AND (m.mobile_num LIKE '%' || $3 || '%'
                         OR coalesce(m.country_dialing_code, '') || m.mobile_num LIKE '%' || $3 || '%'))
          OR lower(m.affiliate_code) = $4 OR lower(m.referral_code) = $4 OR lower(m.register_url) = $4
          OR m.agent_link_id IN (SELECT l.id FROM agent_links l WHERE l.merchant_id = m.merchant_id AND lower(l.code) = $4)
          OR ($5::text IS NOT NULL AND (
               EXISTS (SELECT 1 FROM login_attempts a
                        WHERE a.merchant_id = m.merchant_id AND a.member_id = m.id AND a.ip IN ($5, $6))
            OR EXISTS (SELECT 1 FROM sessions s
                        WHERE s.merchant_id = m.merchant_id AND s.member_id = m.id AND s.ip IN ($5, $6))
            OR EXISTS (SELECT 1 FROM member_ips i
                        WHERE i.merchant_id = m.merchant_id AND i.member_id = m.id AND i.ip IN ($5, $6)))))
      ORDER BY (lower(m.username) = $4) DESC, m.id DESC LIMIT 50`,
    [
      merchantId,
      likeText(needle),
      digits.length >= 4 ? digits : '',
      needle,
      ip?.[0] ?? null,
      ip?.[1] ?? null,
    ],
  );
  return rows.map(hit);
}

/** A member's page: profile, balances and latest ledger lines, within the operator's scope. */
export async function memberDetail(q: Queryable, op: SessionOperator, memberId: number) {
  const [row] = await q.query<MemberRow>(`${SELECT} WHERE m.id = $1`, [memberId]);
  if (!row) throw ApiError.notFound('Member');
  assertInScope(op, row.merchant_id, 'Member');
  const balances = await q.query<{ kind: string; balance: string }>(
    'SELECT kind, balance FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2 ORDER BY kind',
    [row.merchant_id, memberId],
  );
  const firstPage = await memberLedgerPage(q, Number(row.merchant_id), memberId, {});
  return {
    merchantId: row.merchant_id,
    detail: {
      member: {
        ...hit(row),
        currency: row.currency,
        totpEnabled: row.totp_enabled,
        upline: row.upline ?? '',
        lastLoginAt: row.last_login_at ? row.last_login_at.toISOString() : null,
        adjustmentApprovalAbove: await merchantApprovalAbove(q, row.merchant_id),
        labels: row.labels,
      },
      balances: balances.map((b) => ({ kind: b.kind, balance: Number(b.balance) })),
      ledger: firstPage.ledger,
      ledgerNextBefore: firstPage.nextBefore,
    },
  };
}
