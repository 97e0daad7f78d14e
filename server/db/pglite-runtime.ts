import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PGliteOptions } from '@electric-sql/pglite';
import { BufferBlob } from './buffer-blob';

type PgliteRuntime = Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>;

/** Node's WebAssembly, typed here: the platform compiles without the DOM's types, which declare it. */
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<NonNullable<PgliteRuntime['pgliteWasmModule']>> };
  }
).WebAssembly;

let loaded: Promise<PgliteRuntime> | undefined;

/**
 * PGlite's compiled WebAssembly and its file bundle, read once per process. Every database a
 * process opens after the first starts 0.2 s sooner: the test suites open hundreds. Should a
 * PGlite release name its files differently, PGlite loads them itself as before.
 */
export function pgliteRuntime(): Promise<PgliteRuntime> {
  loaded ??= (async () => {
    try {
      const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const [wasm, bundle] = await Promise.all([
        fs.readFile(path.join(dist, 'pglite.wasm')),
        fs.readFile(path.join(dist, 'pglite.data')),
      ]);
      return { pgliteWasmModule: await wasmApi.compile(wasm), fsBundle: new BufferBlob(bundle) };
    } catch {
      return {};
    }
  })();
  return loaded;
}
