import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type Envelope } from '../../support/accounts';
import { clientKey, expectLedgerSound } from '../../support/money';
import { startTestServer, type TestServer } from '../../support/test-server';
import { expectBooks, type Model, moneyCommands } from './money-commands';
import {
  bankCallback as bankReport,
  call as playerCall,
  type DepositAnswer,
  newPlayer,
  ops as opsRun,
  PAYMENT_PASSWORD,
  type Player,
  prepareRig,
  range,
  type Rig,
  seamless,
  type SpinAnswer,
  text,
  type TransferAnswer,
  type WithdrawalAnswer,
  walletKind,
} from './money-rig';

/**
 * One member's money, two ways. In sequence: fast-check commands (deposits, transfers,
 * withdrawals, bets, each retried with its key) against a model of balances per wallet, so a
 * failure shrinks to the shortest sequence that breaks the books. All at once: a storm of wallet
 * transfers, instant and bank deposits (callbacks repeated, ops deciding), withdrawals paid or
 * rejected, house slot spins and an outside vendor's seamless debits and credits, with double
 * submits and late retries of the same keys mixed in; the test keeps its own account of what
 * every accepted answer said moved, and checks the ledger against it at the end.
 */

/** Both are random but repeatable: LOAD_SEED=<n> replays a failing run. */
const SEED = Number(process.env.LOAD_SEED ?? 20_240_611);

let server: TestServer;
let rig: Rig;
let player: Player;
let vendorCodes: string[];

beforeAll(async () => {
  server = await startTestServer();
  rig = await prepareRig(server);
  vendorCodes = rig.vendorCodes;
  player = await newPlayer(rig);
});
afterAll(() => server.close());

/** mulberry32: a small seeded generator. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T,
    chance: (p: number) => next() < p,
  };
}

/** What the test itself counts: balances implied by accepted answers, and the keys used. */
class Books {
  readonly balances = new Map<string, number>();
  /** Ledger transactions the accepted operations must have written (each exactly once). */
  transactions = 0;
  readonly problems: string[] = [];
  readonly transferKeys = { accepted: [] as string[], refused: [] as string[] };
  readonly depositKeys = { accepted: [] as string[], refused: [] as string[] };
  readonly withdrawalKeys = { accepted: [] as string[], refused: [] as string[] };
  readonly rounds: { roundId: string; debited: boolean; settled: 'credit' | 'rollback' | null }[] = [];
  readonly counts = new Map<string, number>();

  move(wallet: string, delta: number) {
    this.balances.set(wallet, (this.balances.get(wallet) ?? 0) + delta);
  }
  count(what: string) {
    this.counts.set(what, (this.counts.get(what) ?? 0) + 1);
  }
  /** A refusal is fine only when it is one the operation may meet under load. */
  check(label: string, answers: Envelope<unknown>[], allowed: string[]) {
    for (const a of answers)
      if (!a.success && !allowed.includes(a.code))
        this.problems.push(`${label}: unexpected ${a.code} ${a.message} ${JSON.stringify(a.errors ?? [])}`);
  }
  expect(label: string, ok: boolean, detail: unknown) {
    if (!ok) this.problems.push(`${label}: ${JSON.stringify(detail)}`);
  }
  /** Accepted answers to one request: one did it, the others repeat its answer (marked replayed). */
  once(label: string, answers: Envelope<unknown>[]) {
    const ok = answers.filter((a) => a.success);
    this.expect(
      `${label}: done once, repeats answer it`,
      ok.filter((a) => !a.replayed).length <= 1 && new Set(ok.map((a) => JSON.stringify(a.value))).size <= 1,
      answers,
    );
  }
}

/** Submit the same request `copies` times at once (a double click), then maybe once more later. */
async function submit<T>(
  copies: number,
  lateRetry: boolean,
  send: () => Promise<Envelope<T>>,
): Promise<Envelope<T>[]> {
  const answers = await Promise.all(range(copies).map(() => send()));
  if (lateRetry) answers.push(await send());
  return answers;
}

function call<T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) {
  return playerCall<T>(rig, player, method, url, body);
}

// ---- the operations ------------------------------------------------------------------

async function transfer(
  books: Books,
  r: ReturnType<typeof generator>,
  body: { mode: 'amount' | 'all'; from: string; to: string; amount?: string },
) {
  const key = clientKey();
  const answers = await submit(r.int(1, 3), r.chance(0.3), () =>
    call<TransferAnswer>('POST', '/wps/relay/GCS_walletTransfer', { ...body, idempotencyKey: key }),
  );
  const label = `transfer ${JSON.stringify(body)} key ${key}`;
  books.check(label, answers, ['INSUFFICIENT_FUNDS']);
  const ok = answers.filter((a) => a.success);
  if (ok.length === 0) {
    books.transferKeys.refused.push(key);
    return;
  }
  // Every accepted repeat of a key answers that one transfer. (A repeat may still be refused
  // when it ran before the money was there, or while another withdrawal was open: a refusal
  // changes nothing, so a retry is judged anew. The same holds for deposits and withdrawals.)
  books.expect(
    `${label}: repeats of an accepted key must answer it`,
    new Set(ok.map((a) => a.value.transactionId)).size === 1 &&
      new Set(ok.map((a) => a.value.amount)).size === 1,
    answers.map((a) => (a.success ? a.value : a.code)),
  );
  const amount = (ok[0] as Envelope<TransferAnswer>).value.amount;
  if (body.amount !== undefined)
    books.expect(`${label}: amount`, amount === Math.round(Number(body.amount) * 100), amount);
  books.transferKeys.accepted.push(key);
  books.move(walletKind(body.from), -amount);
  books.move(walletKind(body.to), amount);
  books.transactions += 1;
  books.count('transfer');
}

async function instantDeposit(books: Books, r: ReturnType<typeof generator>, amount: number) {
  const key = clientKey();
  const answers = await submit(r.int(1, 3), r.chance(0.3), () =>
    call<DepositAnswer>('POST', '/wps/v2/deposits', {
      channel: 'demo',
      amount: text(amount),
      idempotencyKey: key,
    }),
  );
  const label = `instant deposit ${text(amount)} key ${key}`;
  // Deposits waiting for a cashier are capped per member; nothing else may refuse.
  books.check(label, answers, ['LIMIT']);
  const ok = answers.filter((a) => a.success);
  if (ok.length === 0) {
    books.depositKeys.refused.push(key);
    return;
  }
  books.expect(
    `${label}: repeats answer the one deposit`,
    new Set(ok.map((a) => a.value.reference)).size === 1,
    answers.map((a) => (a.success ? a.value : a.code)),
  );
  // The answer to the first submit says it is approved: the instant channel paid at once.
  books.expect(
    `${label}: instant deposit approved`,
    ok.some((a) => a.value.status === 'approved'),
    ok,
  );
  books.depositKeys.accepted.push(key);
  books.move('main', amount);
  books.transactions += 1;
  books.count('deposit.instant');
}

const bankCallback = (reference: string, status: 'paid' | 'failed', amount: number) =>
  bankReport(rig, reference, status, amount);

const ops = (...argv: string[]) => opsRun(rig, ...argv);

async function bankDeposit(books: Books, r: ReturnType<typeof generator>, amount: number) {
  const key = clientKey();
  const answers = await submit(r.int(1, 3), r.chance(0.3), () =>
    call<DepositAnswer>('POST', '/wps/v2/deposits', {
      channel: 'bank',
      amount: text(amount),
      payerName: 'Load Tester',
      idempotencyKey: key,
    }),
  );
  const label = `bank deposit ${text(amount)} key ${key}`;
  books.check(label, answers, ['LIMIT']);
  const ok = answers.filter((a) => a.success);
  if (ok.length === 0) {
    books.depositKeys.refused.push(key);
    return;
  }
  books.expect(
    `${label}: repeats answer the one deposit`,
    new Set(ok.map((a) => a.value.reference)).size === 1,
    answers.map((a) => (a.success ? a.value : a.code)),
  );
  books.depositKeys.accepted.push(key);
  const ref = (ok[0] as Envelope<DepositAnswer>).value.reference;
  const how = r.pick(['callbacks', 'ops-approve', 'failed', 'race-reject'] as const);
  let credited = 0;
  if (how === 'callbacks' || how === 'ops-approve') {
    // Repeated paid callbacks and operators approving, all at once: credited exactly once.
    const callbacks = range(how === 'callbacks' ? r.int(2, 4) : 1).map(() =>
      bankCallback(ref, 'paid', amount),
    );
    const approvals = range(how === 'ops-approve' ? 2 : r.int(0, 1)).map(() =>
      ops('deposit', 'approve', 'aurora', ref),
    );
    const [cb, ap] = await Promise.all([Promise.all(callbacks), Promise.all(approvals)]);
    books.check(`${label} callbacks`, cb, []);
    for (const a of ap) books.expect(`${label} ops approve`, a.ok, a.output);
    // Repeats of the report that credited answer it again (replayed): count the one that did.
    books.once(`${label} callbacks`, cb);
    credited =
      cb.filter((a) => a.value?.credited && !a.replayed).length +
      ap.filter((a) => / approved \(/.test(a.output)).length;
    books.expect(`${label}: credited exactly once`, credited === 1, { cb, ap });
  } else if (how === 'failed') {
    const cb = await Promise.all(range(r.int(1, 3)).map(() => bankCallback(ref, 'failed', amount)));
    books.check(`${label} failed callbacks`, cb, []);
    books.expect(
      `${label}: rejected`,
      cb.every((a) => a.value?.status === 'rejected'),
      cb,
    );
    // A paid callback arriving after the failure credits nothing.
    const late = await bankCallback(ref, 'paid', amount);
    books.expect(`${label}: late paid callback refused`, late.code === 'IDEMPOTENCY_MISMATCH', late);
  } else {
    // An operator rejects while the channel reports payment: exactly one of them wins.
    const [cb, rj] = await Promise.all([
      bankCallback(ref, 'paid', amount),
      ops('deposit', 'reject', 'aurora', ref, '--reason', 'No matching transfer'),
    ]);
    books.check(`${label} race callback`, [cb], ['CONFLICT']);
    credited = cb.success && cb.value.credited ? 1 : 0;
    const rejected = rj.ok ? 1 : 0;
    books.expect(`${label}: exactly one of paid and rejected wins`, credited + rejected === 1, { cb, rj });
  }
  const [row] = await server.deps.db.query<{ status: string }>(
    'SELECT status FROM deposits WHERE merchant_id = $1 AND reference = $2',
    [rig.merchant.id, ref],
  );
  books.expect(`${label}: final status`, row?.status === (credited ? 'approved' : 'rejected'), row);
  if (credited) {
    books.move('main', amount);
    books.transactions += 1;
    books.count('deposit.bank.approved');
  } else books.count('deposit.bank.rejected');
}

async function withdrawal(
  books: Books,
  r: ReturnType<typeof generator>,
  amount: number,
  password = PAYMENT_PASSWORD,
) {
  const key = clientKey();
  const answers = await submit(r.int(1, 3), r.chance(0.3), () =>
    call<WithdrawalAnswer>('POST', '/wps/v2/withdrawals', {
      payoutAccountId: player.payoutAccountId,
      amount: text(amount),
      paymentPassword: password,
      idempotencyKey: key,
    }),
  );
  const label = `withdrawal ${text(amount)} key ${key}`;
  if (password !== PAYMENT_PASSWORD) {
    books.expect(
      `${label}: wrong password refused`,
      // Five wrong tries in the window lock payments: later ones are refused unchecked, and
      // repeats sent while their twin is being checked are told to try again (BUSY).
      answers.every((a) => ['BAD_CREDENTIALS', 'TOO_MANY_ATTEMPTS', 'BUSY'].includes(a.code)),
      answers,
    );
    books.withdrawalKeys.refused.push(key);
    return;
  }
  // Another withdrawal of this member still open (CONFLICT), not enough money, payments
  // locked by the wrong passwords of the other lane (TOO_MANY_ATTEMPTS), or five checks of
  // the payment password under way at once (BUSY): refusals that move nothing.
  books.check(label, answers, ['CONFLICT', 'INSUFFICIENT_FUNDS', 'TOO_MANY_ATTEMPTS', 'BUSY']);
  const ok = answers.filter((a) => a.success);
  if (ok.length === 0) {
    books.withdrawalKeys.refused.push(key);
    books.count('withdrawal.refused');
    return;
  }
  books.expect(
    `${label}: repeats answer the one withdrawal`,
    new Set(ok.map((a) => a.value.reference)).size === 1,
    answers.map((a) => (a.success ? a.value.reference : a.code)),
  );
  books.withdrawalKeys.accepted.push(key);
  const ref = (ok[0] as Envelope<WithdrawalAnswer>).value.reference;
  books.move('main', -amount);
  books.move('hold', amount);
  books.transactions += 1;

  const how = r.pick(['paid', 'partial-then-rejected', 'rejected'] as const);
  const payment = async (part?: number) => {
    const out = await ops('withdrawal', 'pay', 'aurora', ref, ...(part ? ['--amount', text(part)] : []));
    books.expect(`${label} ops pay`, out.ok, out.output);
    return Number(/payment (\d+) of/.exec(out.output)?.[1]);
  };
  if (how === 'paid') {
    const payoutId = await payment();
    // The member confirms, twice at once: the payment is final once.
    const receiptKey = clientKey();
    const receipts = await Promise.all(
      range(2).map(() =>
        call<WithdrawalAnswer>('POST', '/wps/v2/withdrawals/receipt', {
          reference: ref,
          outcome: 'received',
          payoutId,
          idempotencyKey: receiptKey,
        }),
      ),
    );
    books.check(`${label} receipts`, receipts, []);
    books.once(`${label} receipts`, receipts);
    books.move('hold', -amount);
    books.transactions += 1;
    books.count('withdrawal.paid');
    return;
  }
  let received = 0;
  if (how === 'partial-then-rejected') {
    received = 50_00;
    await payment(received);
    const all = await call('POST', '/wps/v2/withdrawals/receipt', {
      reference: ref,
      outcome: 'all_received',
      idempotencyKey: clientKey(),
    });
    books.check(`${label} all received`, [all], []);
    books.transactions += 1;
  }
  // Two operators reject at once: the unpaid rest returns to main once.
  const rejects = await Promise.all(
    range(2).map(() => ops('withdrawal', 'reject', 'aurora', ref, '--reason', 'Account check failed')),
  );
  books.expect(`${label}: one reject applies`, rejects.filter((x) => x.ok).length === 1, rejects);
  books.move('hold', -amount);
  books.move('main', amount - received);
  books.transactions += 1;
  books.count(`withdrawal.${how}`);
}

async function spin(books: Books, r: ReturnType<typeof generator>, stake: number) {
  const roundId = `load${clientKey()}`;
  const answers = await submit(r.chance(0.25) ? 2 : 1, r.chance(0.15), () =>
    api<SpinAnswer>(server, {
      method: 'POST',
      url: '/house/api/slot/spin',
      body: { ticket: player.slotTicket, roundId, stake: text(stake) },
    }),
  );
  const label = `spin ${roundId}`;
  // A repeated round id plays once; the repeats answer its result.
  books.check(label, answers, ['INSUFFICIENT_FUNDS']);
  books.once(label, answers);
  const played = answers.find((a) => a.success);
  if (!played) return;
  books.move('main', played.value.payout - played.value.stake);
  books.transactions += played.value.payout > 0 ? 2 : 1;
  books.count('spin');
}

async function vendorRound(books: Books, r: ReturnType<typeof generator>, stake: number) {
  const roundId = `spx-load-${clientKey()}`;
  const entry = { roundId, debited: false, settled: null as 'credit' | 'rollback' | null };
  books.rounds.push(entry);
  const debits = await submit(r.chance(0.3) ? 2 : 1, r.chance(0.2), () =>
    seamless(rig, 'debit', { playerId: player.m.memberId, roundId, amount: stake, gameId: 'SPX-0001' }),
  );
  const label = `vendor round ${roundId}`;
  books.check(label, debits, ['INSUFFICIENT_FUNDS']);
  books.once(label, debits);
  if (!debits.some((a) => a.success)) return;
  entry.debited = true;
  books.move('vendor:SPX', -stake);
  books.transactions += 1;
  if (r.chance(0.75)) {
    const payout = r.pick([0, 0, stake, stake * 2, stake * 5]);
    // The vendor retries its credit, and a stray rollback races it: one settles the round.
    const [credits, rollback] = await Promise.all([
      Promise.all(range(r.int(1, 3)).map(() => seamless(rig, 'credit', { roundId, amount: payout }))),
      r.chance(0.3) ? seamless(rig, 'rollback', { roundId }) : undefined,
    ]);
    const all = rollback ? [...credits, rollback] : credits;
    books.check(`${label} settle`, all, ['CONFLICT']);
    // Repeated credits answer the one that settled; a rollback and a credit never both win.
    books.once(`${label} credits`, credits);
    const won = all.filter((a) => a.success && !a.replayed);
    books.expect(`${label}: settled once`, won.length === 1, all);
    if (rollback?.success) {
      entry.settled = 'rollback';
      books.move('vendor:SPX', stake);
      books.transactions += 1;
    } else {
      entry.settled = 'credit';
      books.move('vendor:SPX', payout);
      if (payout > 0) books.transactions += 1;
    }
  } else {
    const rollbacks = await Promise.all(range(r.int(1, 2)).map(() => seamless(rig, 'rollback', { roundId })));
    books.check(`${label} rollback`, rollbacks, []);
    books.once(`${label} rollback`, rollbacks);
    entry.settled = 'rollback';
    books.move('vendor:SPX', stake);
    books.transactions += 1;
  }
  books.count('vendor.round');
}

// ---- the storm ------------------------------------------------------------------------

async function lane(seed: number, steps: number, step: (r: ReturnType<typeof generator>) => Promise<void>) {
  const r = generator(seed);
  for (let i = 0; i < steps; i++) await step(r);
}

async function ledgerCount(sql: string, params: unknown[]): Promise<number> {
  const [row] = await server.deps.db.query<{ n: number }>(sql, params);
  return Number(row?.n ?? 0);
}

describe('money under load', () => {
  it('R1.5 R7.23 one member’s deposits, transfers, withdrawals and bets one after another, each sent again with its key: the wallets and the ledger hold what a model of balances per wallet says, a retry moves nothing, and a failure shrinks to the shortest sequence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(moneyCommands(vendorCodes), { maxCommands: 12 }), async (commands) => {
        // A fresh member each run, so a shrunk sequence replays from empty wallets.
        const real = { rig, player: await newPlayer(rig) };
        const model: Model = new Map();
        await fc.asyncModelRun(() => ({ model, real }), commands);
        await expectBooks(model, real);
        await expectLedgerSound(server.deps.db, real.player.m.merchantId);
      }),
      { seed: SEED, numRuns: 4 },
    );
  });

  it('R1.5 R7.22 R7.23 R3.26 one member’s transfers, deposits, withdrawals and bets all at once, with retries: the ledger balances, nothing goes negative, each key moves money once, and the balances are what the accepted answers imply', async () => {
    const books = new Books();
    // A starting float through the instant channel, and some money in the vendor wallets.
    await instantDeposit(books, generator(SEED + 1), 3000_00);
    for (const code of vendorCodes)
      await transfer(books, generator(SEED + 2), {
        mode: 'amount',
        from: 'main',
        to: code,
        amount: '150.00',
      });
    expect(books.problems).toEqual([]);

    const lanes: Promise<void>[] = [];
    // Transfers main <-> vendor wallets: amounts, all in, all out.
    for (let l = 0; l < 4; l++)
      lanes.push(
        lane(SEED + 10 + l, 6, async (r) => {
          const code = r.pick(vendorCodes);
          const kind = r.int(0, 9);
          if (kind < 4)
            await transfer(books, r, {
              mode: 'amount',
              from: 'main',
              to: code,
              amount: text(r.int(1_00, 120_00)),
            });
          else if (kind < 8)
            await transfer(books, r, {
              mode: 'amount',
              from: code,
              to: 'main',
              amount: text(r.int(1_00, 80_00)),
            });
          // All in empties main: one lane only, so withdrawals and spins still get their turn.
          else if (kind < 9 || l > 0) await transfer(books, r, { mode: 'all', from: code, to: 'main' });
          else await transfer(books, r, { mode: 'all', from: 'main', to: code });
        }),
      );
    // Deposits: the instant channel, and bank transfers settled by callbacks or operators.
    lanes.push(lane(SEED + 20, 6, (r) => instantDeposit(books, r, r.int(5_00, 400_00))));
    for (let l = 0; l < 2; l++)
      lanes.push(lane(SEED + 21 + l, 4, (r) => bankDeposit(books, r, r.int(10_00, 500_00))));
    // Withdrawals from two places at once: one may be open at a time.
    lanes.push(
      lane(SEED + 30, 3, async (r) => {
        if (r.chance(0.3)) await withdrawal(books, r, 60_00, '135790');
        await withdrawal(books, r, r.int(50_00, 400_00));
      }),
    );
    lanes.push(lane(SEED + 31, 3, (r) => withdrawal(books, r, r.int(50_00, 400_00))));
    // House slot spins from main and an outside vendor's rounds from the SPX wallet.
    for (let l = 0; l < 2; l++)
      lanes.push(lane(SEED + 40 + l, 7, (r) => spin(books, r, r.pick([1_00, 2_00, 5_00]))));
    lanes.push(lane(SEED + 50, 6, (r) => vendorRound(books, r, r.int(1_00, 60_00))));
    const settled = await Promise.allSettled(lanes);
    for (const s of settled) if (s.status === 'rejected') books.problems.push(String(s.reason));
    expect(books.problems, `seed ${SEED}`).toEqual([]);

    // Bring every vendor wallet home: the recall moves exactly what the books say is out there.
    const out = vendorCodes.reduce((s, c) => s + (books.balances.get(walletKind(c)) ?? 0), 0);
    if (out > 0) {
      const recall = await call<TransferAnswer>('POST', '/wps/relay/GCS_walletTransfer', {
        mode: 'recall',
        idempotencyKey: clientKey(),
      });
      expect(recall.value.amount).toBe(out);
      for (const c of vendorCodes) books.move(walletKind(c), -(books.balances.get(walletKind(c)) ?? 0));
      books.move('main', out);
      books.transactions += 1;
    }

    // The member's balances are what the accepted answers imply.
    const wallets = await call<{
      main: number;
      hold: number;
      total: number;
      wallets: { code: string; balance: number }[];
    }>('GET', '/wps/v2/wallets');
    const main = books.balances.get('main') ?? 0;
    expect(wallets.value.main).toBe(main);
    expect(wallets.value.hold).toBe(books.balances.get('hold') ?? 0);
    expect(wallets.value.hold).toBe(0);
    for (const w of wallets.value.wallets) expect(w.balance, w.code).toBe(0);
    expect(wallets.value.total).toBe(main);
    const sum = await call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance');
    expect(sum.value.sumBalance).toBe(main);

    // The ledger balances; no account of the member was ever below zero, and each account's
    // running balance replays entry by entry.
    await expectLedgerSound(server.deps.db, player.m.merchantId);
    const entries = await server.deps.db.query<{ account_id: number; amount: number; balance_after: number }>(
      `SELECT e.account_id, e.amount, e.balance_after FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.merchant_id = $1 AND a.member_id = $2 ORDER BY e.account_id, e.id`,
      [player.m.merchantId, player.m.memberId],
    );
    const running = new Map<number, number>();
    for (const e of entries) {
      const after = (running.get(e.account_id) ?? 0) + e.amount;
      expect(e.balance_after).toBe(after);
      expect(after).toBeGreaterThanOrEqual(0);
      running.set(e.account_id, after);
    }

    // Exactly one ledger transaction per accepted money movement, none for refusals.
    const txCount = await ledgerCount(
      `SELECT count(DISTINCT e.transaction_id)::int AS n FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id WHERE a.merchant_id = $1 AND a.member_id = $2`,
      [player.m.merchantId, player.m.memberId],
    );
    expect(txCount).toBe(books.transactions);
    // Each idempotency key made exactly one request and one transaction; refused keys none.
    for (const key of books.transferKeys.accepted)
      expect(
        await ledgerCount(
          'SELECT count(*)::int AS n FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
          [player.m.merchantId, `wallet-transfer:${player.m.memberId}:${key}`],
        ),
        key,
      ).toBe(1);
    for (const key of books.transferKeys.refused)
      expect(
        await ledgerCount(
          'SELECT count(*)::int AS n FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2',
          [player.m.merchantId, `wallet-transfer:${player.m.memberId}:${key}`],
        ),
        key,
      ).toBe(0);
    for (const [table, keys] of [
      ['deposits', books.depositKeys],
      ['withdrawals', books.withdrawalKeys],
    ] as const) {
      for (const [list, n] of [
        [keys.accepted, 1],
        [keys.refused, 0],
      ] as const)
        for (const key of list)
          expect(
            await ledgerCount(
              `SELECT count(*)::int AS n FROM ${table} WHERE member_id = $1 AND client_key = $2`,
              [player.m.memberId, key],
            ),
            `${table} ${key}`,
          ).toBe(n);
    }
    const approved = await ledgerCount(
      `SELECT count(*)::int AS n FROM deposits d WHERE d.member_id = $1 AND d.status = 'approved'
          AND (SELECT count(*) FROM ledger_transactions t WHERE t.merchant_id = d.merchant_id
                AND t.idempotency_key = 'deposit:' || d.id) = 1`,
      [player.m.memberId],
    );
    expect(approved).toBe(
      (books.counts.get('deposit.instant') ?? 0) + (books.counts.get('deposit.bank.approved') ?? 0),
    );
    for (const round of books.rounds) {
      const kinds = await server.deps.db.query<{ kind: string }>(
        `SELECT kind FROM ledger_transactions WHERE merchant_id = $1 AND reference = $2 ORDER BY id`,
        [player.m.merchantId, `round:SPX:${round.roundId}`],
      );
      expect(
        kinds.map((k) => k.kind).filter((k) => k !== 'win'),
        round.roundId,
      ).toEqual(!round.debited ? [] : round.settled === 'rollback' ? ['bet', 'rollback'] : ['bet']);
    }
    // The storm really did a bit of everything.
    for (const what of ['transfer', 'deposit.instant', 'spin', 'vendor.round'])
      expect(books.counts.get(what) ?? 0, what).toBeGreaterThan(3);
    expect(books.withdrawalKeys.accepted.length).toBeGreaterThan(0);
    expect(books.depositKeys.accepted.length).toBeGreaterThan(6);
  });
});
