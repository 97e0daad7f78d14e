import { atom } from 'jotai';
import { atomWithRefresh } from 'jotai/utils';
import { asyncState } from './async';
import type { RequestOf, ResponseOf } from '@schemas/api/endpoint';
import {
  getMessage,
  getUnreadCount,
  listMessages,
  markAllMessagesRead,
  markMessagesRead,
} from '../api/endpoints';
import { apiClientAtom } from './api';
import { languageAtom } from './preferences';
import { sessionAtom } from './session';

export type MessagePage = ResponseOf<typeof listMessages>;
export type MessageSummary = MessagePage['items'][number];
export type MessageDetail = ResponseOf<typeof getMessage>;

/** How often the unread count is asked while the page is visible (docs/decisions/messages.md). */
export const UNREAD_POLL_MS = 60_000;
/** Coming back to the tab asks again, but not more often than this. */
const REVISIT_GAP_MS = 15_000;

/** Ticks while something shows the count and the page is visible; each tick asks again. */
const pollTickAtom = atom(0);
pollTickAtom.onMount = (setTick) => {
  let last = Date.now();
  const tick = () => {
    if (document.visibilityState !== 'visible') return;
    last = Date.now();
    setTick((n) => n + 1);
  };
  const revisit = () => {
    if (document.visibilityState === 'visible' && Date.now() - last >= REVISIT_GAP_MS) tick();
  };
  const timer = setInterval(tick, UNREAD_POLL_MS);
  document.addEventListener('visibilitychange', revisit);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', revisit);
  };
};

const isMember = (s: { token: string; isAgent: number } | null | undefined) => !!s?.token && s.isAgent !== 4;

/**
 * CSP_unreadCount (spec §7) for the session: asked again after login (the token
 * changes), on the poll and when set. Trial accounts and visitors have none.
 */
export const unreadCountQueryAtom = atomWithRefresh(async (get, { signal }) => {
  get(pollTickAtom);
  const session = get(sessionAtom);
  if (!isMember(session)) return { token: session?.token, count: 0 };
  const r = await get(apiClientAtom).call(getUnreadCount, {}, { signal, module: 'messages' });
  return { token: session?.token, count: r.count };
});

type Known = { token: string | undefined; count: number };
const unreadStateAtom = asyncState(unreadCountQueryAtom);
/** Per store: the last count the platform answered (kept through a reload or a failed poll). */
const lastKnownAtom = atom(() => ({ current: null as Known | null }));
/** A count learned between polls (marking read answers the count left), until the next answer. */
const learnedAtom = atom<(Known & { basis: Known | null }) | null>(null);

/**
 * The unread count shown by the badges: the platform's latest answer, or what a read
 * just told us. Writing it records such a count for the current session.
 */
export const unreadCountAtom = atom(
  (get) => {
    const token = get(sessionAtom)?.token;
    const last = get(lastKnownAtom);
    const state = get(unreadStateAtom);
    if (state.state === 'hasData') last.current = state.data;
    const learned = get(learnedAtom);
    if (learned && learned.token === token && learned.basis === last.current) return learned.count;
    return last.current && last.current.token === token ? last.current.count : 0;
  },
  (get, set, count: number) =>
    set(learnedAtom, {
      token: get(sessionAtom)?.token,
      count: Math.max(0, count),
      basis: get(lastKnownAtom).current,
    }),
);

/** One page of the inbox, newest first, in the current language. */
export const fetchMessagePageAtom = atom(
  null,
  async (get, set, query: Pick<RequestOf<typeof listMessages>, 'page' | 'pageSize'>) => {
    const page = await get(apiClientAtom).call(
      listMessages,
      { ...query, language: get(languageAtom) },
      { module: 'messages' },
    );
    set(unreadCountAtom, page.unread);
    return page;
  },
);

/** Open a message: its full text, marked read on the platform (the badges follow). */
export const readMessageAtom = atom(null, async (get, set, id: string): Promise<MessageDetail> => {
  const client = get(apiClientAtom);
  const detail = await client.call(getMessage, { id, language: get(languageAtom) }, { module: 'messages' });
  if (!detail.read) {
    const r = await client.call(markMessagesRead, { ids: [id] }, { module: 'messages' });
    set(unreadCountAtom, r.unread);
  }
  return { ...detail, read: true };
});

/** Mark the whole inbox read. */
export const markAllMessagesReadAtom = atom(null, async (get, set) => {
  const r = await get(apiClientAtom).call(markAllMessagesRead, {}, { module: 'messages' });
  set(unreadCountAtom, r.unread);
  return r;
});
