import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { Minor } from './money-shapes';
import {
  STATEMENT_GROUPS,
  STATEMENT_REQUEST_MONTHS,
  STATEMENT_SELF_SERVICE_MONTHS,
  type StatementGroup,
} from './protection-statement-rules';

const Day = Type.String({ maxLength: 10, description: 'YYYY-MM-DD (UTC day).' });

const Sums = {
  deposits: Minor,
  withdrawals: Minor,
  stakes: Minor,
  payouts: Minor,
  net: Minor,
  bonuses: Minor,
};

export const getActivityStatement = defineEndpoint({
  id: 'protection.statement',
  method: 'GET',
  path: '/wps/v2/protection/statement',
  token: true,
  encrypted: false,
  summary: `The member’s own deposits, withdrawals, stakes, payouts, net result and bonuses by day or month, from the ledger, for a range reaching at most ${STATEMENT_SELF_SERVICE_MONTHS} months back (older: protection.requestStatement).`,
  request: Type.Object(
    {
      /** First day, inclusive; at most 3 months before today on the protection clock. */
      from: Day,
      /** Last day, inclusive; not after today, not before `from`. */
      to: Day,
      groupBy: Type.Optional(
        Type.Unsafe<StatementGroup>({ type: 'string', enum: [...STATEMENT_GROUPS], default: 'day' }),
      ),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    currency: Type.String(),
    from: Day,
    to: Day,
    /** Today on the protection clock, so the portal's ranges agree with the platform's. */
    today: Day,
    groupBy: Type.Unsafe<StatementGroup>({ type: 'string', enum: [...STATEMENT_GROUPS] }),
    /** Only days or months with a movement, oldest first; `period` is YYYY-MM-DD or YYYY-MM. */
    rows: Type.Array(Type.Object({ period: Type.String(), ...Sums })),
    totals: Type.Object(Sums),
  }),
});

const Request = Type.Object({
  /** The request's reference for customer service, e.g. ST42. */
  reference: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('sent')]),
  from: Day,
  to: Day,
  requestedAt: Type.String({ format: 'date-time' }),
});

export const requestStatement = defineEndpoint({
  id: 'protection.requestStatement',
  method: 'POST',
  path: '/wps/v2/protection/statement/request',
  token: true,
  encrypted: false,
  summary: `Ask customer service for a statement of the last ${STATEMENT_REQUEST_MONTHS} months; one open request at a time (409 STATEMENT_REQUEST_OPEN with value.request).`,
  request: NoInput,
  response: Request,
});

export const getStatementRequest = defineEndpoint({
  id: 'protection.statementRequest',
  method: 'GET',
  path: '/wps/v2/protection/statement/request',
  token: true,
  encrypted: false,
  summary: 'The member’s latest statement request, null when none.',
  request: NoInput,
  response: Type.Object({ request: Type.Union([Request, Type.Null()]) }),
});

export const statementEndpoints = [getActivityStatement, requestStatement, getStatementRequest] as const;
