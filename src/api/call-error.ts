/** A call that did not succeed: the server's envelope, or a transport failure. */
export class CallError extends Error {
  constructor(
    /** The envelope's code (see schemas/api/envelope.ts), or NETWORK / TIMEOUT. */
    readonly code: string,
    message: string,
    readonly status: number,
    readonly errors: { field: string; message: string }[] = [],
    readonly value: unknown = null,
  ) {
    super(message);
    this.name = 'CallError';
  }

  /** The first message about `field`, for showing under a form input. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((e) => e.field === field)?.message;
  }
}

export const isCallError = (err: unknown): err is CallError => err instanceof CallError;
