import { Type } from '@sinclair/typebox';
import { Paging } from '../money-shapes';
import { AUDIT_MAX_SPAN_DAYS } from './audit-rules';
import { AUDIT_READERS } from './reader-roles';
import { defineOpsEndpoint } from './ops-endpoint';

/** One line of the operator audit, as the back office shows it. */
export const AuditLine = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  /** The operator's username, or `ops-cli` for the server's shell. */
  actor: Type.String(),
  /** `signIn`, `member.view`, `deposit.approve`, `withdrawal.pay`, `denied`... */
  action: Type.String(),
  /** The merchant code, or null for a platform-wide line (a platform operator signing in). */
  merchant: Type.Union([Type.String(), Type.Null()]),
  /** What it was done to: `member:123`, `deposit:DP…`, `session:9`; null when nothing. */
  target: Type.Union([Type.String(), Type.Null()]),
  /** The state before and after, as recorded (any JSON), or null. Member-supplied text may be in it. */
  before: Type.Unknown(),
  after: Type.Unknown(),
  ip: Type.String(),
  userAgent: Type.String(),
});

export const opsAuditLog = defineOpsEndpoint({
  id: 'backOffice.audit',
  method: 'GET',
  path: '/ops/audit',
  token: true,
  encrypted: false,
  roles: AUDIT_READERS,
  summary: `The operator audit, newest first, paged, filtered by actor, action (exact, or a prefix ending in a dot such as \`member.\`), target, merchant and a date range of at most ${AUDIT_MAX_SPAN_DAYS} days (the last ${AUDIT_MAX_SPAN_DAYS} when none is given). An operator of one merchant sees only its merchant's lines. Reading the audit is not itself audited.`,
  request: Type.Object(
    {
      /** An operator's username (or `ops-cli`), exactly; case does not matter. */
      actor: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      /** An action exactly, or every action under a prefix ending in a dot (`member.`). */
      action: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      /** A target exactly (`member:123`). */
      target: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
      /** First day, `YYYY-MM-DD`, inclusive; 30 days before `to` when omitted. */
      from: Type.Optional(Type.String({ maxLength: 10 })),
      /** Last day, `YYYY-MM-DD`, inclusive; today when omitted. The range spans at most AUDIT_MAX_SPAN_DAYS days. */
      to: Type.Optional(
        Type.String({ maxLength: 10, description: `The range spans at most ${AUDIT_MAX_SPAN_DAYS} days.` }),
      ),
      /** The operator's offset from UTC in minutes (east positive), so days begin at local midnight. */
      utcOffset: Type.Integer({ minimum: -720, maximum: 840, default: 0 }),
      /** A merchant code; an operator of one merchant may only name its own. */
      merchant: Type.Optional(Type.String({ minLength: 1, maxLength: 32 })),
      ...Paging,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(AuditLine),
    total: Type.Integer(),
    /** The days the answer covers, `YYYY-MM-DD`, as the server settled them. */
    from: Type.String(),
    to: Type.String(),
  }),
});
