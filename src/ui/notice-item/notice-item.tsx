import { useLingui } from '@lingui/react';
import { RichText } from '../rich-text/rich-text';
import styles from './notice-item.module.css';

export interface NoticeItemProps {
  /** Unique on the page: names the body the heading button controls. */
  id: string;
  title: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  /** HTML the platform sanitised when it was saved. */
  html: string;
  open: boolean;
  onToggle: () => void;
}

/**
 * One announcement in a list: a heading button with its date that opens to the text below
 * (the notice board, the agent centre's announcements). Renders the `<li>`.
 */
export function NoticeItem({ id, title, timestamp, html, open, onToggle }: NoticeItemProps) {
  const { i18n } = useLingui();
  const bodyId = `notice-body-${id}`;
  return (
    <li className={styles.item} data-id={id} data-open={open || undefined}>
      <button
        type="button"
        className={styles.head}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
      >
        <span className={styles.title}>{title}</span>
        <time className={styles.date} dateTime={new Date(timestamp).toISOString()}>
          {i18n.date(new Date(timestamp), { dateStyle: 'medium' })}
        </time>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
      {open && (
        <div id={bodyId} className={styles.body}>
          <RichText html={html} />
        </div>
      )}
    </li>
  );
}

/** The list the items stand in (an `<ol>` with the gaps between them). */
export const noticeListClass = styles.list;
