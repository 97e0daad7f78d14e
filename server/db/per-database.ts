import type { Queryable } from './database';

/**
 * A map kept per database: a short cache of one platform never answers for another platform
 * in the same process (tests build hundreds, some without the demo catalogue).
 */
export function perDatabase<K, V>(): { of(q: Queryable): Map<K, V>; clearAll(): void } {
  let maps = new WeakMap<Queryable, Map<K, V>>();
  return {
    of(q) {
      let map = maps.get(q);
      if (!map) maps.set(q, (map = new Map()));
      return map;
    },
    clearAll() {
      maps = new WeakMap();
    },
  };
}
