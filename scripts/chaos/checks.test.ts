import { describe, expect, it } from 'vitest';
import { balanceFindings, expectedBalances, ledgerFindings, presenceFindings, replayFinding } from './checks';
import { generator, Ledgerbook } from './load';
import { newOp, type ChaosMember, type Op } from './operations';
import { engineTable } from './report';

const member: ChaosMember = {
  memberId: 7,
  token: 't',
  agentId: 3,
  payoutAccountId: 1,
  slotTicket: 'x'.repeat(24),
};
let seq = 0;
function op(kind: Op['kind'], state: Op['state'], first?: Record<string, unknown>): Op {
  const o = newOp(++seq, kind === 'vendor-credit' ? 'vendor-debit' : kind, member, 'SPX', generator(seq));
  return { ...o, kind, state, ...(first ? { first } : {}) };
}

describe('chaos run checks', () => {
  it('turns the ledger check into findings: unbalanced, drifted, negative, not summing to zero', () => {
    const clean = { unbalancedTransactions: [], driftedAccounts: [], negativeAccounts: [], total: 0 };
    expect(ledgerFindings(clean, 'aurora').violations).toEqual([]);
    const bad = ledgerFindings(
      { unbalancedTransactions: [4], driftedAccounts: [9], negativeAccounts: [11], total: 250 },
      'aurora',
    );
    expect(bad.violations).toHaveLength(4);
    expect(bad.violations.join('\n')).toMatch(
      /do not balance: 4[\s\S]*differ[\s\S]*below zero: 11[\s\S]*sum to 250/,
    );
  });

  it('an acknowledged operation must be there once, a refused one never, a lost one at most once', () => {
    const done = op('deposit', 'done', { amount: 100 });
    const refused = op('withdrawal', 'refused');
    const lost = op('spin', 'lost');
    const twice = op('upline', 'done', { amount: 5 });
    const gone = op('transfer-in', 'done', { amount: 5 });
    const counts = new Map([
      [done.id, 1],
      [refused.id, 1],
      [lost.id, 1],
      [twice.id, 2],
    ]);
    const f = presenceFindings([done, refused, lost, twice, gone], counts);
    expect(f.missing).toEqual([`transfer-in #${gone.id} was acknowledged but is not in the ledger`]);
    expect(f.duplicates).toEqual([`upline #${twice.id} is in the ledger 2 times`]);
    expect(f.violations).toEqual([`withdrawal #${refused.id} was refused (?) but is in the ledger`]);
    expect(presenceFindings([lost], new Map())).toEqual({ missing: [], duplicates: [], violations: [] });
  });

  it('balances follow the first answers of done operations only', () => {
    const start = new Map([['7:main', 500_00]]);
    const ops = [
      op('transfer-in', 'done', { amount: 12_00 }),
      op('transfer-out', 'done', { amount: 2_00 }),
      op('spin', 'done', { stake: 1_00, payout: 3_50 }),
      op('deposit', 'done', { amount: 20_00 }),
      op('withdrawal', 'done', { amount: 50_00 }),
      op('upline', 'done', { amount: 4_00 }),
      op('deposit', 'refused'),
      op('spin', 'lost'),
    ];
    const debit = op('vendor-debit', 'done', {});
    const expected = expectedBalances(start, [...ops, debit], 'SPX');
    const stake = Number(debit.body.amount);
    expect(expected.get('7:main')).toBe(500_00 - 12_00 + 2_00 + 2_50 + 20_00 - 50_00 - 4_00);
    expect(expected.get('7:vendor:SPX')).toBe(12_00 - 2_00 - stake);
    expect(expected.get('7:hold')).toBe(50_00);
    expect(expected.get('3:main')).toBe(4_00);
    expect(balanceFindings(expected, new Map(expected)).violations).toEqual([]);
    const off = new Map(expected).set('7:hold', 0);
    expect(balanceFindings(expected, off).violations).toEqual([
      'balance 7:hold is 0, the acknowledged answers imply 5000',
    ]);
    // A wallet the model never touched counts as zero on both sides.
    expect(balanceFindings(new Map(), new Map([['7:vendor:EVL', 0]])).violations).toEqual([]);
  });

  it('a retry must answer the first answer, marked as a replay, its own flag saying true', () => {
    const done = op('transfer-in', 'done', { transactionId: 4, amount: 100, replayed: false });
    const replay = { success: true, code: 'OK', replayed: true };
    expect(replayFinding(done, { ...replay, value: { transactionId: 4, amount: 100, replayed: true } })).toBe(
      undefined,
    );
    expect(replayFinding(done, { ...replay, value: { amount: 100, replayed: true, transactionId: 4 } })).toBe(
      undefined,
    );
    expect(
      replayFinding(done, { ...replay, value: { transactionId: 5, amount: 100, replayed: true } }),
    ).toMatch(/answered .*"transactionId":5.*first .*"transactionId":4/);
    expect(
      replayFinding(done, { ...replay, value: { transactionId: 4, amount: 100, replayed: false } }),
    ).toMatch(/says replayed false/);
    expect(
      replayFinding(done, {
        success: true,
        code: 'OK',
        value: { transactionId: 4, amount: 100, replayed: true },
      }),
    ).toMatch(/not marked as a replay/);
    expect(replayFinding(done, { success: false, code: 'CONFLICT', value: {} })).toMatch(
      /refused \(CONFLICT\)/,
    );
  });

  it('counts unexpected refusals and queues a credit after each vendor debit', () => {
    const book = new Ledgerbook([member], 'SPX', generator(1));
    const debit = book.next();
    book.answered({ ...debit, kind: 'vendor-debit', roundId: 'r-1' } as Op, {
      success: true,
      code: 'OK',
      message: '',
      value: {},
    });
    expect(book.next().kind).toBe('vendor-credit');
    const other = book.next();
    book.answered(other, { success: false, code: 'INTERNAL', message: 'boom', value: {} });
    book.answered(book.next(), { success: false, code: 'INSUFFICIENT_FUNDS', message: '', value: {} });
    expect(book.unexpected).toEqual([`${other.kind} #${other.id}: INTERNAL boom`]);
  });

  it('prints one table per engine with the figures the run is judged by', () => {
    const table = engineTable(
      {
        engine: 'pglite',
        cycles: 3,
        book: {
          ops: [op('deposit', 'done', {}), op('spin', 'refused')],
          sent: 9,
          lostThenAnswered: 2,
          replaysChecked: 4,
        },
        findings: { missing: [], duplicates: ['x'], violations: [] },
        restarts: [3000, 5000, 4000],
      },
      { cycleSeconds: 8, members: 12, workers: 8, seed: 1 },
    );
    for (const row of [
      /cycles \(kill -9, restart\) *\| *3 \|/,
      /requests sent *\| *9 \|/,
      /acknowledged *\| *1 \|/,
      /missing *\| *0 \|/,
      /duplicates *\| *1 \|/,
      /violations *\| *0 \|/,
      /restart time, median \/ max *\| *4\.0 s \/ 5\.0 s \|/,
    ])
      expect(table).toMatch(row);
  });
});
