import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../domain/api-error';

/** What a worker of hash-worker.mjs is asked to do. */
export type HashTask =
  | { op: 'hash'; password: string; params: Record<string, number> }
  | { op: 'verify'; password: string; stored: string };

interface Job {
  task: HashTask;
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
}

/** Seconds a caller refused for a full queue is asked to wait: about one queue's worth of work. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * A fixed number of hashing workers and a short queue in front of them. Password hashing is
 * deliberately expensive: without a bound, a flood of junk logins made every real login
 * wait behind all of them (17 s at 40 at once). Here at most `size` hashes run, at most
 * `queueLimit` wait, and any more are refused at once with 503 BUSY and Retry-After, so the
 * platform keeps answering and a real login a moment later gets through.
 */
export class HashPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 0;

  constructor(
    private size: number,
    private queueLimit: number,
  ) {}

  /** Set the bounds (the server does at start, from HASH_WORKERS and HASH_QUEUE). */
  configure(size: number, queueLimit: number): void {
    this.size = Math.max(1, Math.floor(size));
    this.queueLimit = Math.max(0, Math.floor(queueLimit));
  }

  /** The bounds in force. */
  bounds(): { size: number; queueLimit: number } {
    return { size: this.size, queueLimit: this.queueLimit };
  }

  /** Run a task, or throw 503 BUSY when every worker is busy and the queue is full. */
  run<T>(task: HashTask): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const job: Job = { task, resolve: resolve as (v: unknown) => void, reject };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, job);
      if (this.queue.length >= this.queueLimit) return reject(busy());
      this.queue.push(job);
    });
  }

  /** How many tasks run and wait now (for tests and the bench). */
  load(): { running: number; queued: number } {
    return { running: this.slots.filter((s) => s.job).length, queued: this.queue.length };
  }

  /** End the workers (tests, shutdown); later tasks start new ones. */
  async close(): Promise<void> {
    const slots = this.slots.splice(0);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private idleSlot(): Slot | undefined {
    // Slots beyond a size lowered since they spawned stay idle.
    const free = this.slots.slice(0, this.size).find((s) => !s.job);
    if (free) return free;
    if (this.slots.length < this.size) {
      const slot = this.spawn();
      this.slots.push(slot);
      return slot;
    }
    return undefined;
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./hash-worker.mjs', import.meta.url));
    const slot: Slot = { worker };
    worker.on('message', (msg: { id: number; value?: unknown; error?: string }) => {
      const job = slot.job;
      slot.job = undefined;
      if (job) {
        if (msg.error !== undefined) job.reject(new Error(`password hashing failed: ${msg.error}`));
        else job.resolve(msg.value);
      }
      this.next(slot);
    });
    // A worker that dies takes its task with it; the slot is dropped and a new one spawns on demand.
    const drop = (err: Error) => {
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots.splice(i, 1);
      slot.job?.reject(err);
      slot.job = undefined;
      const queued = this.queue.shift();
      if (queued) {
        const fresh = this.idleSlot();
        if (fresh) this.start(fresh, queued);
        else this.queue.unshift(queued);
      }
    };
    worker.on('error', drop);
    worker.on('exit', (code) => drop(new Error(`password hashing worker exited (${code})`)));
    // An idle worker never keeps the process alive; a running task does (see start).
    worker.unref();
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.worker.postMessage({ id: this.nextId++, ...job.task });
  }

  private next(slot: Slot): void {
    const job = this.slots.indexOf(slot) < this.size ? this.queue.shift() : undefined;
    if (job) return this.start(slot, job);
    slot.worker.unref();
  }
}

function busy(): ApiError {
  return new ApiError(503, 'BUSY', 'The server is busy, please try again in a moment', undefined, {
    retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
  });
}

/**
 * The bounds from the environment. Workers: HASH_WORKERS, else one per core (two on this
 * machine) up to 8. Queue: HASH_QUEUE, else 8 per worker: at 40-130 ms a hash (idle to
 * busy machine, docs/performance.md) a caller waits at most about half a second to a second
 * for its turn, and beyond that is told to come back rather than made to wait longer.
 */
export function poolSize(env: Readonly<Record<string, string | undefined>>): {
  size: number;
  queueLimit: number;
} {
  const workers = Number(env.HASH_WORKERS);
  const size =
    Number.isInteger(workers) && workers > 0 ? workers : Math.min(8, Math.max(1, availableParallelism()));
  const queue = Number(env.HASH_QUEUE);
  const queueLimit = env.HASH_QUEUE && Number.isInteger(queue) && queue >= 0 ? queue : 8 * size;
  return { size, queueLimit };
}
