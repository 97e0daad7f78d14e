import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/form/button';
import { TextField } from '../../ui/form/text-field';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import { openMemberAtom, searchMembersAtom, type MemberHits } from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { formatDate } from './format';
import styles from './back-office.module.css';

type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; items: MemberHits }
  | { kind: 'failed'; message: string };

/** Find a member by username, mobile number or e-mail, and open their page. */
export function MembersScreen() {
  const { i18n } = useLingui();
  const search = useSetAtom(searchMembersAtom);
  const open = useSetAtom(openMemberAtom);
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const latest = useRef(0);

  async function run(e?: FormEvent) {
    e?.preventDefault();
    const text = query.trim();
    if (text.length < 2) return;
    const ticket = ++latest.current;
    setState({ kind: 'loading' });
    try {
      const { items } = await search(text);
      if (ticket === latest.current) setState({ kind: 'done', items });
    } catch (err) {
      if (ticket === latest.current) setState({ kind: 'failed', message: i18n._(callProblem(err)) });
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="bo-members">
      <h1 id="bo-members" className={styles.title}>
        {i18n._(msg`Members`)}
      </h1>
      <form className={styles.searchRow} role="search" onSubmit={(e) => void run(e)}>
        <TextField
          className={styles.searchField}
          label={i18n._(msg`Username, mobile number or e-mail`)}
          value={query}
          onChange={setQuery}
          type="search"
          minLength={2}
          maxLength={64}
          autoCapitalize="none"
          spellCheck={false}
        />
        <Button type="submit" busy={state.kind === 'loading'} disabled={query.trim().length < 2}>
          {i18n._(msg`Search`)}
        </Button>
      </form>
      <div className={styles.results} aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'idle' && (
          <EmptyState title={i18n._(msg`Find a member`)}>
            {i18n._(msg`Type at least 2 characters of a username, mobile number or e-mail.`)}
          </EmptyState>
        )}
        {state.kind === 'loading' && <div className={styles.skeletonTable} aria-hidden="true" />}
        {state.kind === 'failed' && (
          <ErrorState
            message={state.message}
            retryLabel={i18n._(msg`Try again`)}
            onRetry={() => void run()}
          />
        )}
        {state.kind === 'done' && state.items.length === 0 && (
          <EmptyState title={i18n._(msg`No member matches`)}>
            {i18n._(msg`Check the spelling, or search by another detail.`)}
          </EmptyState>
        )}
        {state.kind === 'done' && state.items.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{i18n._(msg`Username`)}</th>
                <th scope="col">{i18n._(msg`Merchant`)}</th>
                <th scope="col">{i18n._(msg`Mobile`)}</th>
                <th scope="col">{i18n._(msg`E-mail`)}</th>
                <th scope="col">{i18n._(msg`Status`)}</th>
                <th scope="col">{i18n._(msg`Joined`)}</th>
              </tr>
            </thead>
            <tbody>
              {state.items.map((m) => (
                <tr key={m.id}>
                  <td data-label={i18n._(msg`Username`)}>
                    <button type="button" className={styles.link} onClick={() => open(m.id)}>
                      {m.username}
                    </button>
                  </td>
                  <td data-label={i18n._(msg`Merchant`)}>{m.merchant}</td>
                  <td data-label={i18n._(msg`Mobile`)}>{m.phone || '—'}</td>
                  <td data-label={i18n._(msg`E-mail`)}>{m.email || '—'}</td>
                  <td data-label={i18n._(msg`Status`)}>{m.status}</td>
                  <td data-label={i18n._(msg`Joined`)}>{formatDate(m.createdAt, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
