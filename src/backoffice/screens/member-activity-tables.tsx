import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { EmptyState } from '../../ui/state-view/state-view';
import type { MemberActivity } from '../atoms/back-office-atoms';
import { formatDate, formatMinor } from './format';
import styles from './back-office.module.css';
import own from './member-activity.module.css';

type Of<K extends keyof MemberActivity> = NonNullable<MemberActivity[K]>;

/** The member's latest bets (game rounds). */
export function BetsTable({ bets }: { bets: Of<'bets'> }) {
  const { i18n } = useLingui();
  if (bets.length === 0) return <EmptyState title={i18n._(msg`No bets yet`)} />;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{i18n._(msg`When`)}</th>
          <th scope="col">{i18n._(msg`Game`)}</th>
          <th scope="col">{i18n._(msg`Vendor`)}</th>
          <th scope="col" className={styles.number}>
            {i18n._(msg`Stake`)}
          </th>
          <th scope="col" className={styles.number}>
            {i18n._(msg`Win`)}
          </th>
          <th scope="col">{i18n._(msg`Status`)}</th>
        </tr>
      </thead>
      <tbody>
        {bets.map((b) => (
          <tr key={b.id}>
            <td data-label={i18n._(msg`When`)}>{formatDate(b.at, i18n.locale)}</td>
            <td data-label={i18n._(msg`Game`)} className={own.long}>
              {b.game}
              {b.wallet === 'demo' ? ` (${i18n._(msg`demo`)})` : ''}
            </td>
            <td data-label={i18n._(msg`Vendor`)}>{b.vendor}</td>
            <td data-label={i18n._(msg`Stake`)} className={styles.number}>
              {formatMinor(b.stake, b.currency, i18n.locale)}
            </td>
            <td data-label={i18n._(msg`Win`)} className={styles.number}>
              {formatMinor(b.win, b.currency, i18n.locale)}
            </td>
            <td data-label={i18n._(msg`Status`)}>{b.status}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The member's latest login attempts; the user agent is what the browser sent, drawn as text. */
export function LoginsTable({ logins }: { logins: Of<'logins'> }) {
  const { i18n } = useLingui();
  if (logins.length === 0) return <EmptyState title={i18n._(msg`No login attempts yet`)} />;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{i18n._(msg`When`)}</th>
          <th scope="col">{i18n._(msg`Outcome`)}</th>
          <th scope="col">{i18n._(msg`Login type`)}</th>
          <th scope="col">{i18n._(msg`IP address`)}</th>
          <th scope="col">{i18n._(msg`User agent`)}</th>
        </tr>
      </thead>
      <tbody>
        {logins.map((l) => (
          <tr key={l.id}>
            <td data-label={i18n._(msg`When`)}>{formatDate(l.at, i18n.locale)}</td>
            <td data-label={i18n._(msg`Outcome`)} className={l.outcome === 'ok' ? styles.in : styles.out}>
              {l.outcome}
            </td>
            <td data-label={i18n._(msg`Login type`)}>{l.loginType}</td>
            <td data-label={i18n._(msg`IP address`)}>{l.ip}</td>
            <td data-label={i18n._(msg`User agent`)} className={own.long}>
              {l.userAgent || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The member's live sessions (neither ended nor expired). */
export function SessionsTable({ sessions }: { sessions: Of<'sessions'> }) {
  const { i18n } = useLingui();
  if (sessions.length === 0) return <EmptyState title={i18n._(msg`No live sessions`)} />;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{i18n._(msg`Started`)}</th>
          <th scope="col">{i18n._(msg`Last seen`)}</th>
          <th scope="col">{i18n._(msg`IP address`)}</th>
          <th scope="col">{i18n._(msg`Device`)}</th>
        </tr>
      </thead>
      <tbody>
        {sessions.map((s) => (
          <tr key={`${s.startedAt}-${s.lastSeenAt}-${s.ip}-${s.device}`}>
            <td data-label={i18n._(msg`Started`)}>{formatDate(s.startedAt, i18n.locale)}</td>
            <td data-label={i18n._(msg`Last seen`)}>{formatDate(s.lastSeenAt, i18n.locale)}</td>
            <td data-label={i18n._(msg`IP address`)}>{s.ip || '—'}</td>
            <td data-label={i18n._(msg`Device`)} className={own.long}>
              {s.device || '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The member's latest inbox messages. */
export function MessagesTable({ messages }: { messages: Of<'messages'> }) {
  const { i18n } = useLingui();
  if (messages.length === 0) return <EmptyState title={i18n._(msg`No messages yet`)} />;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{i18n._(msg`When`)}</th>
          <th scope="col">{i18n._(msg`Title`)}</th>
          <th scope="col">{i18n._(msg`Category`)}</th>
          <th scope="col">{i18n._(msg`Read`)}</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((m) => (
          <tr key={m.id}>
            <td data-label={i18n._(msg`When`)}>{formatDate(m.at, i18n.locale)}</td>
            <td data-label={i18n._(msg`Title`)} className={own.long}>
              {m.title || '—'}
            </td>
            <td data-label={i18n._(msg`Category`)}>{m.category}</td>
            <td data-label={i18n._(msg`Read`)}>{m.read ? i18n._(msg`Read`) : i18n._(msg`Unread`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
