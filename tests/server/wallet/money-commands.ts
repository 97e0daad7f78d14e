import fc from 'fast-check';
import { expect } from 'vitest';
import { clientKey } from '../../support/money';
import {
  bankCallback,
  call,
  type DepositAnswer,
  type Envelope,
  ops,
  type Player,
  PAYMENT_PASSWORD,
  type Rig,
  seamless,
  type SpinAnswer,
  text,
  type TransferAnswer,
  type WithdrawalAnswer,
  walletKind,
} from './money-rig';

/**
 * One player's money as fast-check commands against a model of balances per wallet. Each
 * command sends its request, then sends it again with the same key (a retry) and expects the
 * same answer and no further movement; after each command the wallets and the member's
 * ledger accounts must hold exactly what the model says. A failing sequence shrinks to the
 * shortest one that breaks the books, printed with each command's toString.
 */

/** Minor units per wallet kind ('main', 'hold', 'vendor:<code>'); absent means 0. */
export type Model = Map<string, number>;
export interface Real {
  rig: Rig;
  player: Player;
}
type MoneyCommand = fc.AsyncCommand<Model, Real>;

const held = (model: Model, kind: string) => model.get(kind) ?? 0;
const move = (model: Model, kind: string, delta: number) => model.set(kind, held(model, kind) + delta);

/** The same request twice, one after the other, and what each answered. */
async function sentTwice<T>(send: () => Promise<Envelope<T>>): Promise<[Envelope<T>, Envelope<T>]> {
  const first = await send();
  return [first, await send()];
}

function expectAccepted<T>(label: string, answer: Envelope<T>): T {
  expect(answer.success, `${label}: ${answer.code} ${answer.message}`).toBe(true);
  return answer.value;
}

function expectRefused(label: string, answers: Envelope<unknown>[], code: string) {
  for (const a of answers) expect(a.code, `${label}: ${JSON.stringify(a)}`).toBe(code);
}

/** The wallets the player sees, and the sums of the member's ledger entries, equal the model. */
export async function expectBooks(model: Model, { rig, player }: Real) {
  const wallets = await call<{ main: number; hold: number; wallets: { code: string; balance: number }[] }>(
    rig,
    player,
    'GET',
    '/wps/v2/wallets',
  );
  expect(wallets.value.main, 'main').toBe(held(model, 'main'));
  expect(wallets.value.hold, 'hold').toBe(held(model, 'hold'));
  for (const w of wallets.value.wallets) expect(w.balance, w.code).toBe(held(model, walletKind(w.code)));
  const sums = await rig.server.deps.db.query<{ kind: string; sum: number }>(
    `SELECT a.kind, coalesce(sum(e.amount), 0)::bigint AS sum FROM ledger_accounts a
       LEFT JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.merchant_id = $1 AND a.member_id = $2 GROUP BY a.kind`,
    [player.m.merchantId, player.m.memberId],
  );
  for (const s of sums) expect(Number(s.sum), `ledger ${s.kind}`).toBe(held(model, s.kind));
}

class InstantDeposit implements MoneyCommand {
  constructor(readonly amount: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = clientKey();
    const label = this.toString();
    const [first, again] = await sentTwice(() =>
      call<DepositAnswer>(real.rig, real.player, 'POST', '/wps/v2/deposits', {
        channel: 'demo',
        amount: text(this.amount),
        idempotencyKey: key,
      }),
    );
    expect(expectAccepted(label, first).status, label).toBe('approved');
    expect(expectAccepted(label, again).reference, `${label} retried`).toBe(first.value.reference);
    move(model, 'main', this.amount);
    await expectBooks(model, real);
  }
  toString = () => `instant deposit ${text(this.amount)}`;
}

type BankOutcome = 'paid callbacks' | 'ops approve' | 'failed callback';

class BankDeposit implements MoneyCommand {
  constructor(
    readonly amount: number,
    readonly outcome: BankOutcome,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { rig } = real;
    const key = clientKey();
    const label = this.toString();
    const [first, again] = await sentTwice(() =>
      call<DepositAnswer>(rig, real.player, 'POST', '/wps/v2/deposits', {
        channel: 'bank',
        amount: text(this.amount),
        payerName: 'Load Tester',
        idempotencyKey: key,
      }),
    );
    const ref = expectAccepted(label, first).reference;
    expect(expectAccepted(label, again).reference, `${label} retried`).toBe(ref);
    // Until the bank or an operator says so, nothing moves.
    await expectBooks(model, real);
    if (this.outcome === 'failed callback') {
      const failed = await bankCallback(rig, ref, 'failed', this.amount);
      expect(expectAccepted(`${label} failed`, failed).status).toBe('rejected');
      // A paid report after the failure credits nothing.
      const late = await bankCallback(rig, ref, 'paid', this.amount);
      expectRefused(`${label} late paid`, [late], 'IDEMPOTENCY_MISMATCH');
    } else if (this.outcome === 'paid callbacks') {
      // The bank reports twice: credited once, the repeat answers it.
      const [paid, repeat] = await sentTwice(() => bankCallback(rig, ref, 'paid', this.amount));
      expect(expectAccepted(`${label} paid`, paid).credited).toBe(true);
      expect(expectAccepted(`${label} paid again`, repeat).credited).toBe(true);
      expect(repeat.replayed, `${label} paid again replayed`).toBe(true);
      move(model, 'main', this.amount);
    } else {
      // Two operators approve one after the other: the second is told it is done already.
      const approved = await ops(rig, 'deposit', 'approve', 'aurora', ref);
      expect(approved.output, label).toMatch(/ approved \(/);
      const again = await ops(rig, 'deposit', 'approve', 'aurora', ref);
      expect(again.output, `${label} approved again`).not.toMatch(/ approved \(/);
      move(model, 'main', this.amount);
    }
    await expectBooks(model, real);
  }
  toString = () => `bank deposit ${text(this.amount)} (${this.outcome})`;
}

class Transfer implements MoneyCommand {
  constructor(
    readonly from: string,
    readonly to: string,
    /** Minor units, or everything in `from`. */
    readonly amount: number | 'all',
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const key = clientKey();
    const label = this.toString();
    const body =
      this.amount === 'all'
        ? { mode: 'all', from: this.from, to: this.to }
        : { mode: 'amount', from: this.from, to: this.to, amount: text(this.amount) };
    const answers = await sentTwice(() =>
      call<TransferAnswer>(real.rig, real.player, 'POST', '/wps/relay/GCS_walletTransfer', {
        ...body,
        idempotencyKey: key,
      }),
    );
    const there = held(model, walletKind(this.from));
    const amount = this.amount === 'all' ? there : this.amount;
    if (amount > there || amount === 0) expectRefused(label, answers, 'INSUFFICIENT_FUNDS');
    else {
      const [first, again] = answers;
      expect(expectAccepted(label, first).amount, label).toBe(amount);
      expect(expectAccepted(label, again), `${label} retried`).toEqual(first.value);
      move(model, walletKind(this.from), -amount);
      move(model, walletKind(this.to), amount);
    }
    await expectBooks(model, real);
  }
  toString = () => `transfer ${this.amount === 'all' ? 'all' : text(this.amount)} ${this.from} -> ${this.to}`;
}

type WithdrawalOutcome = 'paid' | 'partly paid, rest rejected' | 'rejected';

class Withdrawal implements MoneyCommand {
  constructor(
    readonly amount: number,
    readonly outcome: WithdrawalOutcome,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const { rig, player } = real;
    const key = clientKey();
    const label = this.toString();
    const answers = await sentTwice(() =>
      call<WithdrawalAnswer>(rig, player, 'POST', '/wps/v2/withdrawals', {
        payoutAccountId: player.payoutAccountId,
        amount: text(this.amount),
        paymentPassword: PAYMENT_PASSWORD,
        idempotencyKey: key,
      }),
    );
    if (this.amount > held(model, 'main')) {
      expectRefused(label, answers, 'INSUFFICIENT_FUNDS');
      await expectBooks(model, real);
      return;
    }
    const ref = expectAccepted(label, answers[0]).reference;
    expect(expectAccepted(label, answers[1]).reference, `${label} retried`).toBe(ref);
    move(model, 'main', -this.amount);
    move(model, 'hold', this.amount);
    await expectBooks(model, real);

    const payment = async (part?: number) => {
      const out = await ops(
        rig,
        'withdrawal',
        'pay',
        'aurora',
        ref,
        ...(part ? ['--amount', text(part)] : []),
      );
      expect(out.ok, `${label} ops pay: ${out.output}`).toBe(true);
      return Number(/payment (\d+) of/.exec(out.output)?.[1]);
    };
    if (this.outcome === 'paid') {
      const payoutId = await payment();
      const receiptKey = clientKey();
      const receipts = await sentTwice(() =>
        call(rig, player, 'POST', '/wps/v2/withdrawals/receipt', {
          reference: ref,
          outcome: 'received',
          payoutId,
          idempotencyKey: receiptKey,
        }),
      );
      for (const r of receipts) expectAccepted(`${label} receipt`, r);
      move(model, 'hold', -this.amount);
    } else {
      const received = this.outcome === 'rejected' ? 0 : 50_00;
      if (received > 0) {
        await payment(received);
        const all = await call(rig, player, 'POST', '/wps/v2/withdrawals/receipt', {
          reference: ref,
          outcome: 'all_received',
          idempotencyKey: clientKey(),
        });
        expectAccepted(`${label} all received`, all);
      }
      // Two operators reject: the unpaid rest returns to main once.
      const rejects = [
        await ops(rig, 'withdrawal', 'reject', 'aurora', ref, '--reason', 'Account check failed'),
        await ops(rig, 'withdrawal', 'reject', 'aurora', ref, '--reason', 'Account check failed'),
      ];
      expect(
        rejects.map((r) => r.ok),
        `${label} rejects: ${rejects.map((r) => r.output).join(' | ')}`,
      ).toEqual([true, false]);
      move(model, 'hold', -this.amount);
      move(model, 'main', this.amount - received);
    }
    await expectBooks(model, real);
  }
  toString = () => `withdrawal ${text(this.amount)} (${this.outcome})`;
}

class Spin implements MoneyCommand {
  constructor(readonly stake: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const roundId = `load${clientKey()}`;
    const label = this.toString();
    const answers = await sentTwice(() =>
      call<SpinAnswer>(real.rig, real.player, 'POST', '/house/api/slot/spin', {
        ticket: real.player.slotTicket,
        roundId,
        stake: text(this.stake),
      }),
    );
    if (this.stake > held(model, 'main')) expectRefused(label, answers, 'INSUFFICIENT_FUNDS');
    else {
      const played = expectAccepted(label, answers[0]);
      // The same round id plays once: the retry answers its result.
      expect(expectAccepted(label, answers[1]), `${label} retried`).toEqual(played);
      expect(answers[1].replayed, `${label} retried replayed`).toBe(true);
      move(model, 'main', played.payout - played.stake);
    }
    await expectBooks(model, real);
  }
  toString = () => `slot spin ${text(this.stake)}`;
}

class VendorRound implements MoneyCommand {
  constructor(
    readonly stake: number,
    /** What the round pays back, or a rollback of the bet. */
    readonly settle: number | 'rollback',
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const roundId = `spx-load-${clientKey()}`;
    const label = this.toString();
    const { rig, player } = real;
    const debits = await sentTwice(() =>
      seamless(rig, 'debit', {
        playerId: player.m.memberId,
        roundId,
        amount: this.stake,
        gameId: 'SPX-0001',
      }),
    );
    if (this.stake > held(model, 'vendor:SPX')) {
      expectRefused(label, debits, 'INSUFFICIENT_FUNDS');
      await expectBooks(model, real);
      return;
    }
    expectAccepted(label, debits[0]);
    expect(expectAccepted(label, debits[1]), `${label} debit retried`).toEqual(debits[0].value);
    move(model, 'vendor:SPX', -this.stake);
    await expectBooks(model, real);
    const settles = await sentTwice(() =>
      this.settle === 'rollback'
        ? seamless(rig, 'rollback', { roundId })
        : seamless(rig, 'credit', { roundId, amount: this.settle }),
    );
    expectAccepted(`${label} settle`, settles[0]);
    expect(expectAccepted(`${label} settle`, settles[1]), `${label} settle retried`).toEqual(
      settles[0].value,
    );
    move(model, 'vendor:SPX', this.settle === 'rollback' ? this.stake : this.settle);
    await expectBooks(model, real);
  }
  toString = () =>
    `vendor round ${text(this.stake)} ${this.settle === 'rollback' ? 'rolled back' : `pays ${text(this.settle)}`}`;
}

/** Every command the player may make; wallets are main and the vendor codes given. */
export function moneyCommands(vendorCodes: string[]) {
  const vendor = fc.constantFrom(...vendorCodes);
  const cents = (min: number, max: number) =>
    fc.integer({ min: min / 100, max: max / 100 }).map((n) => n * 100);
  return [
    cents(5_00, 400_00).map((a) => new InstantDeposit(a)),
    fc
      .tuple(
        cents(10_00, 500_00),
        fc.constantFrom<BankOutcome>('paid callbacks', 'ops approve', 'failed callback'),
      )
      .map(([a, o]) => new BankDeposit(a, o)),
    fc
      .tuple(vendor, fc.boolean(), fc.oneof(cents(1_00, 200_00), fc.constant('all' as const)))
      .map(([code, out, amount]) =>
        out ? new Transfer('main', code, amount) : new Transfer(code, 'main', amount),
      ),
    fc
      .tuple(
        cents(60_00, 400_00),
        fc.constantFrom<WithdrawalOutcome>('paid', 'partly paid, rest rejected', 'rejected'),
      )
      .map(([a, o]) => new Withdrawal(a, o)),
    fc.constantFrom(1_00, 2_00, 5_00).map((s) => new Spin(s)),
    fc
      .tuple(cents(1_00, 60_00), fc.constantFrom<'rollback' | 0 | 1 | 2 | 5>('rollback', 0, 1, 2, 5))
      .map(([stake, settle]) => new VendorRound(stake, settle === 'rollback' ? 'rollback' : stake * settle)),
  ];
}
