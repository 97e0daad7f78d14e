/**
 * Run `tick` every `everyMs` (the first run after one interval), never two at once in this
 * process: a tick still running when the next is due makes that one skip. A tick that throws
 * goes to `onError` and the next one tries again. The timer does not keep the process alive.
 * Returns a stopper that waits for a running tick to finish.
 */
export function repeatEvery(
  everyMs: number,
  tick: () => Promise<unknown>,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= tick()
      .then(() => undefined, onError)
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
