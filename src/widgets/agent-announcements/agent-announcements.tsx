import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { AgentAnnouncement } from '@schemas/api/agent-announcements';
import { agentAnnouncementsAtom } from '../../atoms/agent-announcements';
import { useAsyncAtom } from '../../atoms/async';
import { RichText } from '../../ui/rich-text/rich-text';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import type { AgentAnnouncementsProps } from './agent-announcements.props';
import styles from './agent-announcements.module.css';

function AnnouncementList({ items, openFirst }: { items: AgentAnnouncement[]; openFirst: boolean }) {
  const { i18n } = useLingui();
  const [openId, setOpenId] = useState<number | null>(openFirst ? (items[0]?.id ?? null) : null);
  return (
    <ol className={styles.list} aria-label={i18n._(msg`Announcements for agents`)}>
      {items.map((item) => {
        const open = item.id === openId;
        const bodyId = `agent-announcement-${item.id}`;
        return (
          <li key={item.id} className={styles.item} data-open={open || undefined}>
            <button
              type="button"
              className={styles.head}
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpenId(open ? null : item.id)}
            >
              <span className={styles.title}>{item.title}</span>
              <time className={styles.date} dateTime={new Date(item.timestamp).toISOString()}>
                {i18n.date(new Date(item.timestamp), { dateStyle: 'medium' })}
              </time>
              <svg className={styles.chevron} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path
                  d="M6 9l6 6 6-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
            {open && (
              <div id={bodyId} className={styles.body}>
                <RichText html={item.content} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The agent centre's Announcement page (spec §2 agentAnnouncement, R2.78): the merchant's
 * announcements for agents, newest first, each opening to its text (sanitised by the platform).
 */
export default function AgentAnnouncements({ openFirst = false }: AgentAnnouncementsProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const list = useAsyncAtom(agentAnnouncementsAtom);

  if (list.error)
    return (
      <ErrorState
        message={i18n._(msg`Announcements could not load. Check your connection and try again.`)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={list.retry}
      />
    );
  if (!list.data)
    return (
      <div
        className={styles.root}
        role="status"
        aria-busy="true"
        aria-label={i18n._(msg`Loading announcements`)}
      >
        <Skeleton height={46} />
        <Skeleton height={46} />
        <Skeleton height={46} />
      </div>
    );
  if (list.data.length === 0)
    return (
      <EmptyState title={i18n._(msg`No announcements`)}>
        {i18n._(msg`Announcements for agents will appear here.`)}
      </EmptyState>
    );
  return (
    <div className={styles.root}>
      <AnnouncementList items={list.data} openFirst={openFirst} />
    </div>
  );
}
