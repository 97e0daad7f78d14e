import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import {
  NOTICE_EDITORS,
  NOTICE_STATES,
  NOTICE_TYPES,
  type NoticeState,
  type NoticeType,
} from '@schemas/api/ops/content-rules';
import { Button } from '../../ui/form/button';
import { SelectField } from '../../ui/form/select-field';
import { operatorSessionAtom } from '../atoms/back-office-atoms';
import { hideNoticeAtom, loadNoticesAtom, type NoticeView } from '../atoms/content-atoms';
import { NoticeCard } from './notice-card';
import { NoticePostDialog } from './notice-post-dialog';
import { NOTICE_STATE_LABEL, NOTICE_TYPE_LABEL } from './notice-labels';
import { QueueFilters, QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import { useRowAction } from './row-action';
import styles from './back-office.module.css';
import own from './content-screens.module.css';

/** Notices per page. */
export const NOTICES_PAGE_SIZE = 20;

/**
 * The merchant's announcements of every type, newest first, each with where it stands; owners
 * and content publish new ones and take them down. Titles and HTML are shown as text here.
 */
export function AnnouncementsScreen() {
  const { i18n } = useLingui();
  const load = useSetAtom(loadNoticesAtom);
  const hide = useSetAtom(hideNoticeAtom);
  const role = useAtomValue(operatorSessionAtom)?.operator.role;
  const editor = role !== undefined && NOTICE_EDITORS.includes(role);
  const platformWide = usePlatformWide();
  const [type, setType] = useState<NoticeType | ''>('');
  const [state, setState] = useState<NoticeState | ''>('');
  const [merchant, setMerchant] = useState('');
  const [page, setPage] = useState(1);
  const [posting, setPosting] = useState(false);
  const fetch = useCallback(
    () =>
      load({
        page,
        pageSize: NOTICES_PAGE_SIZE,
        ...(type ? { type } : {}),
        ...(state ? { state } : {}),
        ...(merchant ? { merchant } : {}),
      }),
    [load, page, type, state, merchant],
  );
  const { state: results, reload } = useQueuePage(fetch);
  const action = useRowAction(reload);
  const hideOne = (n: NoticeView) => {
    const id = n.id;
    return action.run(() => hide({ id }), i18n._(msg`Notice #${id} is hidden.`));
  };

  return (
    <section className={styles.panel} aria-labelledby="bo-announcements">
      <div className={own.titleRow}>
        <h1 id="bo-announcements" className={styles.title}>
          {i18n._(msg`Announcements`)}
        </h1>
        {editor && <Button onClick={() => setPosting(true)}>{i18n._(msg`New announcement`)}</Button>}
      </div>
      <QueueFilters
        onMerchant={(code) => {
          setPage(1);
          setMerchant(code);
        }}
      >
        <SelectField
          label={i18n._(msg`Type`)}
          value={type}
          options={[
            { value: '', label: i18n._(msg`Every type`) },
            ...NOTICE_TYPES.map((t) => ({ value: t, label: i18n._(NOTICE_TYPE_LABEL[t]) })),
          ]}
          onChange={(v) => {
            setPage(1);
            setType(v as NoticeType | '');
          }}
        />
        <SelectField
          label={i18n._(msg`State`)}
          value={state}
          options={[
            { value: '', label: i18n._(msg`Every state`) },
            ...NOTICE_STATES.map((s) => ({ value: s, label: i18n._(NOTICE_STATE_LABEL[s]) })),
          ]}
          onChange={(v) => {
            setPage(1);
            setState(v as NoticeState | '');
          }}
        />
      </QueueFilters>
      {action.message}
      <QueueResults
        state={results}
        reload={reload}
        empty={{
          title: i18n._(msg`No announcements here`),
          text: editor
            ? i18n._(msg`None matches these filters. Publish one with New announcement.`)
            : i18n._(msg`None matches these filters.`),
        }}
        page={page}
        pageSize={NOTICES_PAGE_SIZE}
        onPage={setPage}
        pagerLabel={i18n._(msg`Pages of announcements`)}
      >
        {(items) => (
          <ol className={own.cards}>
            {items.map((n) => (
              <NoticeCard
                key={n.id}
                notice={n}
                showMerchant={platformWide}
                {...(editor && n.state !== 'hidden' ? { onHide: () => void hideOne(n) } : {})}
              />
            ))}
          </ol>
        )}
      </QueueResults>
      {posting && (
        <NoticePostDialog
          onClose={() => setPosting(false)}
          onDone={(posted) => {
            setPosting(false);
            const id = posted.id;
            action.said(i18n._(msg`Notice #${id} is published.`));
            if (page === 1) reload();
            else setPage(1);
          }}
        />
      )}
    </section>
  );
}
