import { atom, useAtomValue, useSetAtom, type Atom, type WritableAtom } from 'jotai';
import { loadable, unwrap } from 'jotai/utils';

interface Views<T> {
  state: Atom<{ state: 'loading' } | { state: 'hasError'; error: unknown } | { state: 'hasData'; data: T }>;
  /** The data, or the previous data while a refresh loads; undefined on error or first load. */
  data: Atom<T | undefined>;
}
const views = new WeakMap<Atom<unknown>, Views<unknown>>();

function viewsOf<T>(target: Atom<Promise<T>>): Views<T> {
  let v = views.get(target) as Views<T> | undefined;
  if (!v) {
    const state = loadable(target);
    const kept = unwrap(target, (prev?: T) => prev);
    const data = atom((get) => (get(state).state === 'hasError' ? undefined : get(kept)));
    v = { state, data };
    views.set(target, v as Views<unknown>);
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
  const v = viewsOf(target);
  const state = useAtomValue(v.state);
  const data = useAtomValue(v.data);
  const refresh = useSetAtom(target);
  return {
    data: state.state === 'hasError' ? undefined : data,
    loading: state.state === 'loading',
    error: state.state === 'hasError' ? state.error : undefined,
    retry: () => refresh(),
  };
}
