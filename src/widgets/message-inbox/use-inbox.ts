import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMessagePageAtom, markAllMessagesReadAtom, type MessageSummary } from '../../atoms/messages';
import { languageAtom } from '../../atoms/preferences';

export interface InboxView {
  status: 'loading' | 'error' | 'ready';
  items: MessageSummary[];
  total: number;
  unread: number;
  /** Loading the next page: idle, under way, or it failed (the list stays). */
  more: 'idle' | 'loading' | 'error';
}

const LOADING: InboxView = { status: 'loading', items: [], total: 0, unread: 0, more: 'idle' };

/** The inbox a page at a time: first page on open (and in a new language), then "load more". */
export function useInbox(pageSize: number) {
  const fetchPage = useSetAtom(fetchMessagePageAtom);
  const markAll = useSetAtom(markAllMessagesReadAtom);
  const language = useAtomValue(languageAtom);
  const [view, setView] = useState<InboxView>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const pagesRef = useRef(0);

  useEffect(() => {
    let live = true;
    setView(LOADING);
    pagesRef.current = 0;
    fetchPage({ page: 1, pageSize }).then(
      (p) => {
        if (!live) return;
        pagesRef.current = 1;
        setView({ status: 'ready', items: p.items, total: p.total, unread: p.unread, more: 'idle' });
      },
      () => live && setView({ ...LOADING, status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [fetchPage, pageSize, language, attempt]);

  const loadMore = useCallback(async () => {
    setView((v) => ({ ...v, more: 'loading' }));
    try {
      const p = await fetchPage({ page: pagesRef.current + 1, pageSize });
      pagesRef.current += 1;
      setView((v) => {
        // A message that arrived meanwhile shifts the pages: never show one twice.
        const seen = new Set(v.items.map((i) => i.id));
        return {
          ...v,
          items: [...v.items, ...p.items.filter((i) => !seen.has(i.id))],
          total: p.total,
          unread: p.unread,
          more: 'idle',
        };
      });
    } catch {
      setView((v) => ({ ...v, more: 'error' }));
    }
  }, [fetchPage, pageSize]);

  /** The message was opened: it reads as read here too. */
  const markOneRead = useCallback((id: string) => {
    setView((v) => {
      const hit = v.items.find((i) => i.id === id);
      if (!hit || hit.read) return v;
      return {
        ...v,
        unread: Math.max(0, v.unread - 1),
        items: v.items.map((i) => (i.id === id ? { ...i, read: true } : i)),
      };
    });
  }, []);

  const markAllRead = useCallback(async () => {
    await markAll();
    setView((v) => ({ ...v, unread: 0, items: v.items.map((i) => ({ ...i, read: true })) }));
  }, [markAll]);

  return { view, retry: () => setAttempt((n) => n + 1), loadMore, markOneRead, markAllRead };
}
