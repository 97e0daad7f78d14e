/** How long a code chunk may take before the page shows its load error (spec §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeout extends Error {
  constructor() {
    super('Page load timeout');
    this.name = 'ChunkLoadTimeout';
  }
}

/** Race a dynamic import against the time-out, so a stalled chunk becomes an error the boundary shows. */
export function withTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadTimeout()), ms);
      load().then(
        (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        (err: unknown) => {
          clearTimeout(timer);
          reject(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
}
