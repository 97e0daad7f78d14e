import { atom } from 'jotai';
import { getSystemStatus } from '../api/endpoints';
import { apiClientAtom } from './api';
import { bootstrapAtom } from './site';

type Status = { status: 0 | 1 | 2; ip: string; message?: string; until?: string };

const refreshedStatusAtom = atom<Status | null>(null);

/** The system status: the one served with the page until a refresh says otherwise. */
export const systemStatusAtom = atom((get) => get(refreshedStatusAtom) ?? get(bootstrapAtom).status);

/** Ask the platform again (the maintenance page's retry, and a periodic check). */
export const refreshSystemStatusAtom = atom(null, async (get, set) => {
  const status = await get(apiClientAtom).call(
    getSystemStatus,
    { url: window.location.host },
    { module: 'system' },
  );
  set(refreshedStatusAtom, status);
  return status;
});
