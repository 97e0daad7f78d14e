import { atom } from 'jotai';
import type { ApiClient } from '../api/client';

/** The client every API-backed atom uses; the app sets the real one, stories and tests a fake. */
export const apiClientAtom = atom<ApiClient>({
  call: () => Promise.reject(new Error('No API client configured')),
  upload: () => Promise.reject(new Error('No API client configured')),
  openSocket: (_path, handlers) => {
    queueMicrotask(() => handlers.onClose(1006));
    return { send: () => undefined, close: () => undefined };
  },
});
