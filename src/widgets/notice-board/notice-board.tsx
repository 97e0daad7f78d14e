import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnnouncementItem } from '@schemas/api/content-shapes';
import { announcementListsAtom, bulletinsAtom } from '../../atoms/announcements';
import { popupParamsAtom } from '../../atoms/popup';
import { Pager } from '../../ui/pager/pager';
import { NoticeItem, noticeListClass } from '../../ui/notice-item/notice-item';
import type { WidgetBaseProps } from '../define-widget';
import type { NoticeBoardProps } from './notice-board.props';
import styles from './notice-board.module.css';
import { useAsyncState } from '../../atoms/async';

/** Spec §2, §9: notices nine per page. */
export const NOTICES_PER_PAGE = 9;

/** Where to start: the index the popup was opened with, or the notice `?id=` names. */
function useStartIndex(variant: 'popup' | 'page', items: AnnouncementItem[]): number {
  const params = useAtomValue(popupParamsAtom('notice'));
  const [search] = useSearchParams();
  if (variant === 'popup') {
    const index = Number(params?.index ?? 0);
    return Number.isInteger(index) && index >= 0 && index < items.length ? index : 0;
  }
  const id = Number(search.get('id'));
  const at = items.findIndex((n) => n.id === id);
  return at >= 0 ? at : -1;
}

function NoticeList({ items, variant }: { items: AnnouncementItem[]; variant: 'popup' | 'page' }) {
  const { t } = useLingui();
  const start = useStartIndex(variant, items);
  const [page, setPage] = useState(() => Math.floor(Math.max(start, 0) / NOTICES_PER_PAGE) + 1);
  const [openId, setOpenId] = useState<number | null>(() => (start >= 0 ? (items[start]?.id ?? null) : null));
  const listRef = useRef<HTMLOListElement>(null);
  const scrolledRef = useRef(false);
  const pageCount = Math.ceil(items.length / NOTICES_PER_PAGE);
  const shown = items.slice((page - 1) * NOTICES_PER_PAGE, page * NOTICES_PER_PAGE);

  // The notice it opened at comes into view once; later toggles stay where the reader is.
  useEffect(() => {
    if (openId === null || scrolledRef.current) return;
    scrolledRef.current = true;
    listRef.current?.querySelector(`[data-id="${openId}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [openId]);

  return (
    <>
      <ol ref={listRef} className={noticeListClass} start={(page - 1) * NOTICES_PER_PAGE + 1}>
        {shown.map((notice) => (
          <NoticeItem
            key={notice.id}
            id={String(notice.id)}
            title={notice.title}
            timestamp={notice.timestamp}
            html={notice.content}
            open={notice.id === openId}
            onToggle={() => setOpenId(notice.id === openId ? null : notice.id)}
          />
        ))}
      </ol>
      <Pager
        page={page}
        pageCount={pageCount}
        label={t`Notice pages`}
        onChange={(p) => {
          setPage(p);
          setOpenId(null);
        }}
      />
    </>
  );
}

/**
 * The notice board (spec §2 announcement modal; R2.95): bulletins nine per page with a
 * pager; the popup opens at the notice the marquee named, already open.
 */
export default function NoticeBoard({ variant = 'popup' }: NoticeBoardProps & WidgetBaseProps) {
  const headingId = useId();
  const state = useAsyncState(bulletinsAtom);
  const refresh = useSetAtom(announcementListsAtom);
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <section className={styles[variant]} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        <Trans>Notices</Trans>
      </Heading>
      {state.state === 'loading' && (
        <ul className={styles.list} aria-busy="true" aria-label="…">
          {Array.from({ length: NOTICES_PER_PAGE }, (_, i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      )}
      {state.state === 'hasError' && (
        <div className={styles.state} role="alert">
          <p>
            <Trans>Notices could not load. Check your connection and try again.</Trans>
          </p>
          <button type="button" className={styles.retry} onClick={() => refresh()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {state.state === 'hasData' &&
        (state.data.length === 0 ? (
          <p className={styles.state}>
            <Trans>There are no notices right now. New ones will appear here.</Trans>
          </p>
        ) : (
          <NoticeList items={state.data} variant={variant} />
        ))}
    </section>
  );
}
