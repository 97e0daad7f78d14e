import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useCallback, useState, type FormEvent } from 'react';
import { AUDIT_MAX_SPAN_DAYS } from '@schemas/api/ops/audit-rules';
import { dayNumber } from '@schemas/api/wallet-rules';
import { Button } from '../../ui/form/button';
import { TextField } from '../../ui/form/text-field';
import { loadAuditAtom, type AuditLine, type AuditPage, type AuditQuery } from '../atoms/back-office-atoms';
import { AuditDetail } from './audit-detail';
import { formatDate } from './format';
import { QueueResults, usePlatformWide, useQueuePage } from './queue-parts';
import styles from './back-office.module.css';

/** Rows per page of the audit. */
export const AUDIT_PAGE_SIZE = 25;

interface AuditFilters {
  actor: string;
  action: string;
  target: string;
  from: string;
  to: string;
  merchant: string;
}

const FILTER_KEYS = ['actor', 'action', 'target', 'from', 'to', 'merchant'] as const;

const NO_FILTERS: AuditFilters = { actor: '', action: '', target: '', from: '', to: '', merchant: '' };

/** The operator's offset from UTC in minutes (east positive), so a day is their day. */
const localOffset = () => -new Date().getTimezoneOffset();

/**
 * The operator audit: who did what, to what, when and from where, newest first, filtered by
 * operator, action (a prefix such as `member.` takes every member action), target, days and,
 * for a platform-wide operator, merchant. A line opens in full with its before and after.
 */
export function AuditScreen() {
  const { i18n } = useLingui();
  const max = AUDIT_MAX_SPAN_DAYS;
  const load = useSetAtom(loadAuditAtom);
  const platformWide = usePlatformWide();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<AuditFilters>(NO_FILTERS);
  const [toError, setToError] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AuditLine | null>(null);
  const fetch = useCallback((): Promise<AuditPage> => {
    const query: AuditQuery = { utcOffset: localOffset(), page, pageSize: AUDIT_PAGE_SIZE };
    for (const key of FILTER_KEYS) {
      const value = applied[key].trim();
      if (value !== '') query[key] = value;
    }
    return load(query);
  }, [load, applied, page]);
  const { state, reload } = useQueuePage(fetch);
  const set = (key: keyof AuditFilters) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  /** The range is checked here as the platform checks it, so the field at fault is named at once. */
  function apply(e: FormEvent) {
    e.preventDefault();
    const from = dayNumber(draft.from);
    const to = dayNumber(draft.to);
    if (from !== undefined && to !== undefined) {
      if (to < from) return setToError(i18n._(msg`The last day must not be before the first day.`));
      if (to - from + 1 > max) return setToError(i18n._(msg`A range may span at most ${max} days.`));
    }
    setToError(undefined);
    setPage(1);
    setApplied({ ...draft, merchant: draft.merchant.toLowerCase(), actor: draft.actor.toLowerCase() });
  }

  function clear() {
    setToError(undefined);
    setDraft(NO_FILTERS);
    setPage(1);
    setApplied(NO_FILTERS);
  }

  const range = state.kind === 'done' ? state.page : null;
  const first = range?.from ?? '';
  const last = range?.to ?? '';

  return (
    <section className={styles.panel} aria-labelledby="bo-audit">
      <h1 id="bo-audit" className={styles.title}>
        {i18n._(msg`Audit log`)}
      </h1>
      <form className={styles.filterGrid} onSubmit={apply} aria-label={i18n._(msg`Audit filters`)} noValidate>
        <TextField
          label={i18n._(msg`Operator`)}
          value={draft.actor}
          onChange={set('actor')}
          maxLength={64}
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          label={i18n._(msg`Action`)}
          value={draft.action}
          onChange={set('action')}
          maxLength={64}
          autoCapitalize="none"
          spellCheck={false}
          helper={i18n._(msg`Exactly, or all under a prefix ending in a dot: member.`)}
        />
        <TextField
          label={i18n._(msg`Target`)}
          value={draft.target}
          onChange={set('target')}
          maxLength={128}
          autoCapitalize="none"
          spellCheck={false}
          helper={i18n._(msg`For example member:123`)}
        />
        <TextField label={i18n._(msg`First day`)} type="date" value={draft.from} onChange={set('from')} />
        <TextField
          label={i18n._(msg`Last day`)}
          type="date"
          value={draft.to}
          onChange={set('to')}
          error={toError}
          helper={i18n._(msg`Without days: the last ${max} days.`)}
        />
        {platformWide && (
          <TextField
            label={i18n._(msg`Merchant code (empty for all)`)}
            value={draft.merchant}
            onChange={set('merchant')}
            maxLength={32}
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
        <div className={styles.actions}>
          <Button type="submit">{i18n._(msg`Apply`)}</Button>
          <Button type="button" variant="secondary" onClick={clear}>
            {i18n._(msg`Clear filters`)}
          </Button>
        </div>
      </form>
      {range && <p className={styles.muted}>{i18n._(msg`Days ${first} to ${last}, newest first.`)}</p>}
      <QueueResults
        state={state}
        reload={reload}
        empty={{
          title: i18n._(msg`No audit lines`),
          text: i18n._(msg`Nothing was recorded with these filters on these days.`),
        }}
        page={page}
        pageSize={AUDIT_PAGE_SIZE}
        onPage={setPage}
        pagerLabel={i18n._(msg`Pages of the audit log`)}
      >
        {(items) => (
          <table className={`${styles.table} ${styles.queue}`}>
            <thead>
              <tr>
                <th scope="col">{i18n._(msg`Time`)}</th>
                <th scope="col">{i18n._(msg`Operator`)}</th>
                <th scope="col">{i18n._(msg`Action`)}</th>
                {platformWide && <th scope="col">{i18n._(msg`Merchant`)}</th>}
                <th scope="col">{i18n._(msg`Target`)}</th>
                <th scope="col">{i18n._(msg`IP address`)}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{i18n._(msg`Details`)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((l) => {
                const action = l.action;
                const actor = l.actor;
                const when = formatDate(l.at, i18n.locale);
                return (
                  <tr key={l.id}>
                    <td data-label={i18n._(msg`Time`)}>{when}</td>
                    <td data-label={i18n._(msg`Operator`)}>{l.actor}</td>
                    <td data-label={i18n._(msg`Action`)} className={styles.reference}>
                      {l.action}
                    </td>
                    {platformWide && (
                      <td data-label={i18n._(msg`Merchant`)}>{l.merchant ?? i18n._(msg`Platform`)}</td>
                    )}
                    <td data-label={i18n._(msg`Target`)} className={styles.reference}>
                      {l.target ?? '—'}
                    </td>
                    <td data-label={i18n._(msg`IP address`)}>{l.ip}</td>
                    <td data-label={i18n._(msg`Details`)}>
                      <Button
                        size="small"
                        variant="secondary"
                        aria-label={i18n._(msg`Details of ${action} by ${actor} at ${when}`)}
                        onClick={() => setOpen(l)}
                      >
                        {i18n._(msg`Details`)}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </QueueResults>
      {open && <AuditDetail line={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
