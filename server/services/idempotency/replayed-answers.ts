/**
 * Answers given again from storage. The contract layer (server/http/handle.ts) marks them
 * in the envelope (`replayed: true`) and the `Idempotent-Replayed` header; the value itself
 * is the stored one, byte for byte once serialized.
 */
const replayed = new WeakSet<object>();

export function markReplayed<T extends object>(answer: T): T {
  // Answers that carry their own `replayed` flag say it too.
  if ('replayed' in answer && (answer as { replayed: unknown }).replayed === false)
    (answer as { replayed: boolean }).replayed = true;
  replayed.add(answer);
  return answer;
}

export function isReplayed(value: unknown): boolean {
  return typeof value === 'object' && value !== null && replayed.has(value);
}
