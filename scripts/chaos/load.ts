import { creditFor, newOp, requestBody, type ChaosMember, type Op, type OpKind } from './operations';

/** How often each kind is picked (vendor credits follow their debits). */
const WEIGHTS: [OpKind, number][] = [
  ['transfer-in', 20],
  ['transfer-out', 14],
  ['spin', 26],
  ['deposit', 10],
  ['withdrawal', 4],
  ['upline', 8],
  ['vendor-debit', 12],
];
const TOTAL = WEIGHTS.reduce((s, [, w]) => s + w, 0);

/** Refusals an operation may meet under this load: they change nothing and are fine. */
const EXPECTED_REFUSALS = new Set(['INSUFFICIENT_FUNDS', 'CONFLICT', 'LIMIT']);

/** mulberry32: a small seeded generator, so a run can be repeated (CHAOS_SEED). */
export function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Answer {
  success: boolean;
  code: string;
  message: string;
  value: Record<string, unknown>;
  replayed?: boolean;
}

/** The run's book of operations and requests, shared by the workers. */
export class Ledgerbook {
  readonly ops: Op[] = [];
  /** Requests sent, first tries and retries. */
  sent = 0;
  /** Operations whose answer was lost to a kill, then settled by their retry. */
  lostThenAnswered = 0;
  /** Retries of acknowledged operations whose answer was compared with the first. */
  replaysChecked = 0;
  readonly unexpected: string[] = [];
  private readonly credits: Op[] = [];

  constructor(
    private readonly members: readonly ChaosMember[],
    private readonly vendorWallet: string,
    private readonly rand: () => number,
  ) {}

  /** The next operation to send: a pending vendor credit, else a new one of a random kind. */
  next(): Op {
    const id = this.ops.length + 1;
    const debit = this.credits.shift();
    const op = debit
      ? creditFor(id, debit, this.rand)
      : newOp(id, this.pick(), this.member(), this.vendorWallet, this.rand);
    this.ops.push(op);
    return op;
  }

  /** Record an answer: the operation is done (first answer kept) or refused. */
  answered(op: Op, a: Answer): void {
    if (a.success) {
      op.state = 'done';
      op.first = a.value;
      if (op.kind === 'vendor-debit') this.credits.push(op);
      return;
    }
    op.state = 'refused';
    op.refusal = a.code;
    if (!EXPECTED_REFUSALS.has(a.code)) this.unexpected.push(`${op.kind} #${op.id}: ${a.code} ${a.message}`);
  }

  lost(): Op[] {
    return this.ops.filter((o) => o.state === 'lost');
  }

  private pick(): OpKind {
    let r = this.rand() * TOTAL;
    for (const [kind, w] of WEIGHTS) {
      r -= w;
      if (r < 0) return kind;
    }
    return 'spin';
  }

  private member(): ChaosMember {
    return this.members[Math.floor(this.rand() * this.members.length)] as ChaosMember;
  }
}

/** Send one operation's request; undefined when no answer came (the platform is gone). */
export async function send(port: number, book: Ledgerbook, op: Op): Promise<Answer | undefined> {
  book.sent += 1;
  try {
    const res = await fetch(`http://127.0.0.1:${port}${op.path}`, {
      method: 'POST',
      headers: {
        'x-module': 'portal',
        'content-type': 'application/json',
        ...(op.token ? { authorization: `Bearer ${op.token}` } : {}),
      },
      body: JSON.stringify(requestBody(op)),
    });
    return (await res.json()) as Answer;
  } catch {
    return undefined;
  }
}

/**
 * Workers sending operations until `stop()` says so; an operation whose request got no
 * answer is marked lost, and its worker ends (the platform is down).
 */
export function runWorkers(port: number, book: Ledgerbook, count: number) {
  let stopping = false;
  const worker = async () => {
    while (!stopping) {
      const op = book.next();
      const a = await send(port, book, op);
      if (!a) {
        op.state = 'lost';
        return;
      }
      book.answered(op, a);
    }
  };
  const done = Promise.all(Array.from({ length: count }, () => worker()));
  return {
    async stop() {
      stopping = true;
      await done;
    },
  };
}
