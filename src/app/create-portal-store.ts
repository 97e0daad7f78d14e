import { createStore } from 'jotai';
import type { Site } from '@schemas/site/site';
import type { ApiClient } from '../api/client';
import { apiClientAtom } from '../atoms/api';
import { bootstrapAtom, siteAtom, type PortalBootstrap } from '../atoms/site';

export type PortalStore = ReturnType<typeof createStore>;

/** A jotai store holding one merchant's site, bootstrap and API client. */
export function createPortalStore(opts: {
  site: Site | null;
  bootstrap: PortalBootstrap;
  api: ApiClient;
}): PortalStore {
  const store = createStore();
  store.set(siteAtom, opts.site);
  store.set(bootstrapAtom, opts.bootstrap);
  store.set(apiClientAtom, opts.api);
  return store;
}
