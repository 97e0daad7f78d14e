import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { getInvitedFriends } from '../../api/endpoints';
import { invitedFriendsAtom, invitedQueryAtom, referralAtom } from '../../atoms/referral';
import { useAsyncAtom } from '../../atoms/async';
import { accountErrorText } from '../../i18n/account-errors';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { Pager } from '../../ui/pager/pager';
import { RecordView } from '../../ui/record-view/record-view';
import type { WidgetBaseProps } from '../define-widget';
import type { InviteFriendsProps } from './invite-friends.props';
import { SHARE_TARGETS } from './share-targets';
import { SharePanel } from './share-panel';
import styles from './invite-friends.module.css';
import { dateText } from '../../i18n/format-dates';

type Row = ResponseOf<typeof getInvitedFriends>['items'][number];

/**
 * referral, "invite friends" (spec §2, R2.72): the member's invitation link to copy,
 * scan or share, and the friends who registered through it with totals.
 */
export default function InviteFriends({
  pageSize = 10,
  share = [...SHARE_TARGETS],
  showQr = true,
}: InviteFriendsProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const referral = useAsyncAtom(referralAtom);
  const invited = useAsyncAtom(invitedFriendsAtom);
  const [query, setQuery] = useAtom(invitedQueryAtom);
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ page: 1, pageSize });
  }, [pageSize, query.pageSize, setQuery]);

  const yes = i18n._(msg`Yes`);
  const no = i18n._(msg`Not yet`);
  const columns: Column<Row>[] = [
    {
      key: 'account',
      header: i18n._(msg`Friend`),
      cell: (r) => <span className={styles.account}>{r.account}</span>,
    },
    {
      key: 'registered',
      header: i18n._(msg`Registered`),
      cell: (r) => <time dateTime={r.registeredAt}>{dateText(r.registeredAt)}</time>,
    },
    {
      key: 'deposited',
      header: i18n._(msg`Deposited`),
      cell: (r) => <Status on={r.deposited} text={r.deposited ? yes : no} />,
    },
    {
      key: 'active',
      header: i18n._(msg`Active`),
      cell: (r) => <Status on={r.active} text={r.active ? yes : no} />,
    },
  ];

  const data = invited.data;
  const state = invited.error ? 'error' : !data ? 'loading' : data.items.length === 0 ? 'empty' : 'ready';
  return (
    <section className={styles.root}>
      <SharePanel
        referral={referral.data ?? null}
        error={referral.error ? accountErrorText(referral.error) : null}
        onRetry={referral.retry}
        share={share}
        showQr={showQr}
      />
      <RecordView
        filters={<h3 className={styles.heading}>{i18n._(msg`Friends you invited`)}</h3>}
        summary={
          data
            ? [
                {
                  label: i18n._(msg`Invited`),
                  value: <span className={styles.count}>{data.totals.invited}</span>,
                },
                {
                  label: i18n._(msg`Deposited`),
                  value: <span className={styles.count}>{data.totals.deposited}</span>,
                },
                {
                  label: i18n._(msg`Active (last ${data.activeDays} days)`),
                  value: <span className={styles.count}>{data.totals.active}</span>,
                },
              ]
            : undefined
        }
        state={state}
        loadingLabel={i18n._(msg`Loading your invited friends`)}
        emptyTitle={
          query.page > 1 ? i18n._(msg`No friends on this page`) : i18n._(msg`No friends have joined yet`)
        }
        emptyText={i18n._(msg`Share your link: friends who register through it appear here.`)}
        errorMessage={accountErrorText(invited.error)}
        retryLabel={i18n._(msg`Try again`)}
        onRetry={invited.retry}
      >
        {data && (
          <>
            <DataTable
              columns={columns}
              rows={data.items}
              rowKey={(r) => `${r.registeredAt}:${r.account}`}
              caption={i18n._(msg`Friends you invited`)}
            />
            <Pager
              page={query.page}
              pageCount={Math.ceil(data.totals.invited / query.pageSize)}
              onChange={(page) => setQuery({ ...query, page })}
              label={i18n._(msg`Invited friends pages`)}
            />
          </>
        )}
      </RecordView>
    </section>
  );
}

function Status({ on, text }: { on: boolean; text: string }) {
  return (
    <span className={styles.status} data-on={on || undefined}>
      <span className={styles.dot} aria-hidden="true" />
      {text}
    </span>
  );
}
