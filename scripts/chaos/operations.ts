import { randomBytes } from 'node:crypto';
import { signCall } from '../../server/services/games/wallet/vendor-signature';

/** The vendor whose seamless calls the chaos run makes (its wallet secret is set at setup). */
export const VENDOR = 'SPX';
export const VENDOR_SECRET = 'chaos-run-wallet-secret-0123456789';
/** The house slot's vendor code: its rounds are keyed `round:TSR:<round>` in the ledger. */
export const HOUSE_VENDOR = 'TSR';

export interface ChaosMember {
  memberId: number;
  token: string;
  /** The member's upline agent (receives upline transfers). */
  agentId: number;
  payoutAccountId: number;
  slotTicket: string;
}

export type OpKind =
  | 'transfer-in'
  | 'transfer-out'
  | 'spin'
  | 'deposit'
  | 'withdrawal'
  | 'upline'
  | 'vendor-debit'
  | 'vendor-credit';

/**
 * One money operation of the run and everything known of it: what was sent, and how it
 * ended. `lost` means a request of it got no answer (the process died): its retry decides.
 */
export interface Op {
  id: number;
  kind: OpKind;
  memberId: number;
  agentId: number;
  path: string;
  body: Record<string, unknown>;
  token?: string;
  /** The ledger key (or round) that proves it happened, for the presence check. */
  proof: Proof;
  state: 'new' | 'lost' | 'done' | 'refused';
  /** The value of its first successful answer. */
  first?: Record<string, unknown>;
  /** Code of the refusal, when it was refused. */
  refusal?: string;
  /** The round a vendor credit settles (its debit op). */
  roundId?: string;
}

/** How to find an operation's trace in the database. */
export type Proof =
  | { ledgerKey: string }
  | { depositKey: string; memberId: number }
  | { withdrawalKey: string; memberId: number };

const key = () => randomBytes(12).toString('hex');
const text = (minor: number) => (minor / 100).toFixed(2);

/**
 * What is sent for an operation: a vendor signs each call afresh (its timestamp is checked
 * within 5 minutes and is no part of the request), so a retry after a long restart is signed again.
 */
export function requestBody(op: Pick<Op, 'path' | 'body'>): Record<string, unknown> {
  if (!op.path.startsWith('/wps/seamless/')) return op.body;
  const call = { vendor: VENDOR, ...op.body, timestamp: Date.now() };
  return { ...call, signature: signCall(VENDOR_SECRET, call as never) };
}

/** A new operation of the given kind for a member, with its amounts drawn from `rand`. */
export function newOp(
  id: number,
  kind: OpKind,
  m: ChaosMember,
  vendorWallet: string,
  rand: () => number,
): Op {
  const base = { id, kind, memberId: m.memberId, agentId: m.agentId, state: 'new' as const };
  const cents = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo));
  switch (kind) {
    case 'transfer-in':
    case 'transfer-out': {
      const k = key();
      const inward = kind === 'transfer-in';
      return {
        ...base,
        path: '/wps/relay/GCS_walletTransfer',
        token: m.token,
        body: {
          mode: 'amount',
          from: inward ? 'main' : vendorWallet,
          to: inward ? vendorWallet : 'main',
          amount: text(cents(1_00, 15_00)),
          idempotencyKey: k,
        },
        proof: { ledgerKey: `wallet-transfer:${m.memberId}:${k}` },
      };
    }
    case 'upline': {
      const k = key();
      return {
        ...base,
        path: '/wps/v2/transfers/upline',
        token: m.token,
        body: { amount: text(cents(1_00, 5_00)), paymentPassword: '246810', idempotencyKey: k },
        proof: { ledgerKey: `upline-transfer:${m.memberId}:${k}` },
      };
    }
    case 'deposit': {
      const k = key();
      return {
        ...base,
        path: '/wps/v2/deposits',
        token: m.token,
        body: { channel: 'demo', amount: text(cents(10_00, 40_00)), idempotencyKey: k },
        proof: { depositKey: k, memberId: m.memberId },
      };
    }
    case 'withdrawal': {
      const k = key();
      return {
        ...base,
        path: '/wps/v2/withdrawals',
        token: m.token,
        body: {
          payoutAccountId: m.payoutAccountId,
          amount: text(cents(50_00, 60_00)),
          paymentPassword: '246810',
          idempotencyKey: k,
        },
        proof: { withdrawalKey: k, memberId: m.memberId },
      };
    }
    case 'spin': {
      const roundId = `chaos${key()}`;
      return {
        ...base,
        path: '/house/api/slot/spin',
        body: { ticket: m.slotTicket, roundId, stake: text(cents(1_00, 3_00)) },
        proof: { ledgerKey: `round:${HOUSE_VENDOR}:m${m.memberId}-${roundId}:debit` },
      };
    }
    case 'vendor-debit': {
      const roundId = `chaos-${key()}`;
      return {
        ...base,
        roundId,
        path: '/wps/seamless/v1/debit',
        body: { playerId: m.memberId, roundId, amount: cents(50, 5_00) },
        proof: { ledgerKey: `round:${VENDOR}:${roundId}:debit` },
      };
    }
    case 'vendor-credit':
      throw new Error('a vendor credit settles a debit: use creditFor');
  }
}

/** The credit that settles a vendor debit that went through (always a payout, so it posts). */
export function creditFor(id: number, debit: Op, rand: () => number): Op {
  const roundId = debit.roundId as string;
  return {
    id,
    kind: 'vendor-credit',
    memberId: debit.memberId,
    agentId: debit.agentId,
    roundId,
    state: 'new',
    path: '/wps/seamless/v1/credit',
    body: { roundId, amount: 1 + Math.floor(rand() * 8_00) },
    proof: { ledgerKey: `round:${VENDOR}:${roundId}:credit` },
  };
}

/** A balance of the run's model: a member's wallet kind (`main`, `hold`, `vendor:<code>`). */
export interface Movement {
  memberId: number;
  kind: string;
  amount: number;
}

/** What a done operation moved, read from its first answer. */
export function movementsOf(op: Op, vendorWallet: string): Movement[] {
  const a = op.first ?? {};
  const num = (v: unknown) => Number(v);
  const m = op.memberId;
  switch (op.kind) {
    case 'transfer-in':
      return [
        { memberId: m, kind: 'main', amount: -num(a.amount) },
        { memberId: m, kind: `vendor:${vendorWallet}`, amount: num(a.amount) },
      ];
    case 'transfer-out':
      return [
        { memberId: m, kind: `vendor:${vendorWallet}`, amount: -num(a.amount) },
        { memberId: m, kind: 'main', amount: num(a.amount) },
      ];
    case 'upline':
      return [
        { memberId: m, kind: 'main', amount: -num(a.amount) },
        { memberId: op.agentId, kind: 'main', amount: num(a.amount) },
      ];
    case 'deposit':
      return [{ memberId: m, kind: 'main', amount: num(a.amount) }];
    case 'withdrawal':
      return [
        { memberId: m, kind: 'main', amount: -num(a.amount) },
        { memberId: m, kind: 'hold', amount: num(a.amount) },
      ];
    case 'spin':
      return [{ memberId: m, kind: 'main', amount: num(a.payout) - num(a.stake) }];
    case 'vendor-debit':
      return [{ memberId: m, kind: `vendor:${VENDOR}`, amount: -num(op.body.amount) }];
    case 'vendor-credit':
      return [{ memberId: m, kind: `vendor:${VENDOR}`, amount: num(op.body.amount) }];
  }
}
