import { atom, useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { unwrap } from 'jotai/utils';

/**
 * The one way the portal reads async atoms without Suspense. jotai's `loadable` is
 * deprecated (gone in jotai 3) and printed a warning into every test run; this is the
 * userland version jotai recommends, on `unwrap`, so no widget touches either directly.
 */
export type AsyncState<T> =
  { state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: T };

const LOADING: AsyncState<never> = { state: 'loading' };
const states = new WeakMap<Atom<unknown>, Atom<AsyncState<unknown>>>();

/** An atom answering loading, error or data for `target` (one per target, shared). */
export function asyncState<T>(target: Atom<T>): Atom<AsyncState<Awaited<T>>> {
  let state = states.get(target) as Atom<AsyncState<Awaited<T>>> | undefined;
  if (!state) {
    const unwrapped = unwrap(target, () => LOADING);
    state = atom((get): AsyncState<Awaited<T>> => {
      try {
        const data = get(unwrapped);
        return data === LOADING ? LOADING : { state: 'hasData', data: data as Awaited<T> };
      } catch (error) {
        return { state: 'hasError', error };
      }
    });
    states.set(target, state as Atom<AsyncState<unknown>>);
  }
  return state;
}

/**
 * The latest value of an async atom without waiting: `initial` until the first answer, then
 * the last answer while a newer one loads (for counts and flags that must never flash).
 */
export function latestValue<T, F>(target: Atom<Promise<T>>, initial: F): Atom<T | F> {
  return unwrap(target, (prev?: T) => prev ?? initial);
}

/** Loading, error or data of an async atom, for a widget that draws each. */
export function useAsyncState<T>(target: Atom<T>): AsyncState<Awaited<T>> {
  return useAtomValue(asyncState(target));
}

/** The data, or the previous data while a refresh loads; undefined on error or first load. */
const kept = new WeakMap<Atom<unknown>, Atom<unknown>>();
function keptData<T>(target: Atom<Promise<T>>): Atom<T | undefined> {
  let v = kept.get(target) as Atom<T | undefined> | undefined;
  if (!v) {
    const state = asyncState(target);
    const last = unwrap(target, (prev?: T) => prev);
    v = atom((get) => (get(state).state === 'hasError' ? undefined : get(last)));
    kept.set(target, v as Atom<unknown>);
  }
  return v;
}

export interface AsyncView<T> {
  /** The latest data; kept while a refresh loads, so nothing jumps. */
  data: T | undefined;
  /** True while loading (with `data` still set during a refresh). */
  loading: boolean;
  error: unknown;
  retry(): void;
}

/**
 * Read an async, refreshable atom without Suspense: loading, error and data for a
 * widget to draw (skeletons, an error with a retry), keeping the last data while it
 * reloads.
 */
export function useAsyncAtom<T>(target: WritableAtom<Promise<T>, [], void>): AsyncView<T> {
  const state = useAsyncState(target);
  const data = useAtomValue(keptData(target));
  const refresh = useSetAtom(target);
  return {
    data: state.state === 'hasError' ? undefined : data,
    loading: state.state === 'loading',
    error: state.state === 'hasError' ? state.error : undefined,
    retry: () => refresh(),
  };
}
