import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useState } from 'react';
import type { AgentAnnouncement } from '@schemas/api/agent-announcements';
import { agentAnnouncementsAtom } from '../../atoms/agent-announcements';
import { useAsyncAtom } from '../../atoms/async';
import { NoticeItem, noticeListClass } from '../../ui/notice-item/notice-item';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import type { WidgetBaseProps } from '../define-widget';
import type { AgentAnnouncementsProps } from './agent-announcements.props';
import styles from './agent-announcements.module.css';

function AnnouncementList({ items, openFirst }: { items: AgentAnnouncement[]; openFirst: boolean }) {
  const { i18n } = useLingui();
  const [openId, setOpenId] = useState<number | null>(openFirst ? (items[0]?.id ?? null) : null);
  return (
    <ol className={noticeListClass} aria-label={i18n._(msg`Announcements for agents`)}>
      {items.map((item) => (
        <NoticeItem
          key={item.id}
          id={`agent-${item.id}`}
          title={item.title}
          timestamp={item.timestamp}
          html={item.content}
          open={item.id === openId}
          onToggle={() => setOpenId(item.id === openId ? null : item.id)}
        />
      ))}
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
