import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useSetAtom } from 'jotai';
import { useCallback, useState, type FormEvent } from 'react';
import { REPORT_MAX_DAYS, type ReportGroup } from '@schemas/api/ops/report-rules';
import { dayNumber, dayString } from '@schemas/api/wallet-rules';
import { Button } from '../../ui/form/button';
import { SelectField } from '../../ui/form/select-field';
import { TextField } from '../../ui/form/text-field';
import { EmptyState, ErrorState } from '../../ui/state-view/state-view';
import {
  downloadReportAtom,
  loadReportAtom,
  type DailyReport,
  type ReportQuery,
} from '../atoms/back-office-atoms';
import { callProblem } from './call-problem';
import { formatMinor } from './format';
import { GgrChart } from './ggr-chart';
import { usePlatformWide, useQueuePage } from './queue-parts';
import styles from './back-office.module.css';
import own from './reports-screen.module.css';

/** The operator's offset from UTC in minutes (east positive), so a day is their day. */
const localOffset = () => -new Date().getTimezoneOffset();

/** The operator's today and the 6 days before it: a week, the range a report opens with. */
function lastWeek(): { from: string; to: string } {
  const today = Math.floor((Date.now() + localOffset() * 60_000) / 86_400_000);
  return { from: dayString(today - 6), to: dayString(today) };
}

interface ReportFilters {
  from: string;
  to: string;
  merchant: string;
  groupBy: ReportGroup;
}

type Figures = DailyReport['merchants'][number]['totals'];

/**
 * The daily report: deposits, withdrawals paid, bets, wins, GGR, active players and rounds per
 * day, and per vendor or game type on request, for a range of the operator's days; a
 * platform-wide operator picks a merchant or reads all. GGR per day is drawn as a chart (the
 * table says the same for screen readers), and the report downloads as CSV.
 */
export function ReportsScreen() {
  const { i18n } = useLingui();
  const max = REPORT_MAX_DAYS;
  const load = useSetAtom(loadReportAtom);
  const download = useSetAtom(downloadReportAtom);
  const platformWide = usePlatformWide();
  const [draft, setDraft] = useState<ReportFilters>(() => ({ ...lastWeek(), merchant: '', groupBy: 'day' }));
  const [applied, setApplied] = useState<ReportFilters>(draft);
  const [rangeError, setRangeError] = useState<{ field: 'from' | 'to'; text: string } | undefined>();
  const [downloading, setDownloading] = useState(false);
  const [downloadProblem, setDownloadProblem] = useState<string | undefined>();

  const queryOf = useCallback((f: ReportFilters): ReportQuery => {
    const query: ReportQuery = { from: f.from, to: f.to, utcOffset: localOffset(), groupBy: f.groupBy };
    if (f.merchant !== '') query.merchant = f.merchant;
    return query;
  }, []);
  const fetch = useCallback(() => load(queryOf(applied)), [load, queryOf, applied]);
  const { state, reload } = useQueuePage(fetch);
  const set = (key: 'from' | 'to' | 'merchant') => (value: string) =>
    setDraft((d) => ({ ...d, [key]: value }));

  /** The range is checked here as the platform checks it, so the field at fault is named at once. */
  function apply(e: FormEvent) {
    e.preventDefault();
    const from = dayNumber(draft.from);
    const to = dayNumber(draft.to);
    if (from === undefined) return setRangeError({ field: 'from', text: i18n._(msg`Enter the first day.`) });
    if (to === undefined) return setRangeError({ field: 'to', text: i18n._(msg`Enter the last day.`) });
    if (to < from)
      return setRangeError({
        field: 'to',
        text: i18n._(msg`The last day must not be before the first day.`),
      });
    if (to - from + 1 > max)
      return setRangeError({ field: 'to', text: i18n._(msg`A range may span at most ${max} days.`) });
    setRangeError(undefined);
    setApplied({ ...draft, merchant: draft.merchant.trim().toLowerCase() });
  }

  async function saveCsv() {
    setDownloading(true);
    setDownloadProblem(undefined);
    try {
      await download(queryOf(applied));
    } catch (err) {
      setDownloadProblem(i18n._(callProblem(err)));
    } finally {
      setDownloading(false);
    }
  }

  const groupOptions = [
    { value: 'day', label: i18n._(msg`Day`) },
    { value: 'vendor', label: i18n._(msg`Vendor`) },
    { value: 'gameType', label: i18n._(msg`Game type`) },
  ];
  const report = state.kind === 'done' ? state.page : null;
  const groupLabel = applied.groupBy === 'vendor' ? i18n._(msg`Vendor`) : i18n._(msg`Game type`);
  const grouped = report !== null && report.groupBy !== 'day';
  const manyMerchants = report !== null && report.merchants.length > 1;
  const money = (minor: number | null, currency: string) =>
    minor === null ? '—' : formatMinor(minor, currency, i18n.locale);
  const first = report?.from ?? '';
  const last = report?.to ?? '';

  // Figures align on their last digit, in their own column classes (the table's cells align at the start).
  const fig = `${styles.number} ${own.figure}`;
  const figureCells = (f: Figures, currency: string) => (
    <>
      <td data-label={i18n._(msg`Deposits`)} className={fig}>
        {money(f.deposits, currency)}
      </td>
      <td data-label={i18n._(msg`Withdrawals`)} className={fig}>
        {money(f.withdrawals, currency)}
      </td>
      <td data-label={i18n._(msg`Bets`)} className={fig}>
        {money(f.bets, currency)}
      </td>
      <td data-label={i18n._(msg`Wins`)} className={fig}>
        {money(f.wins, currency)}
      </td>
      <td data-label={i18n._(msg`GGR`)} className={f.ggr < 0 ? `${fig} ${styles.out}` : fig}>
        {money(f.ggr, currency)}
      </td>
      <td data-label={i18n._(msg`Active players`)} className={fig}>
        {f.activePlayers}
      </td>
      <td data-label={i18n._(msg`Rounds`)} className={fig}>
        {f.rounds}
      </td>
    </>
  );

  return (
    <section className={styles.panel} aria-labelledby="bo-reports">
      <h1 id="bo-reports" className={styles.title}>
        {i18n._(msg`Reports`)}
      </h1>
      <form
        className={styles.filterGrid}
        onSubmit={apply}
        aria-label={i18n._(msg`Report filters`)}
        noValidate
      >
        <TextField
          label={i18n._(msg`First day`)}
          type="date"
          value={draft.from}
          onChange={set('from')}
          error={rangeError?.field === 'from' ? rangeError.text : undefined}
        />
        <TextField
          label={i18n._(msg`Last day`)}
          type="date"
          value={draft.to}
          onChange={set('to')}
          error={rangeError?.field === 'to' ? rangeError.text : undefined}
          helper={i18n._(msg`At most ${max} days.`)}
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
        <SelectField
          label={i18n._(msg`Group by`)}
          value={draft.groupBy}
          options={groupOptions}
          onChange={(value) => setDraft((d) => ({ ...d, groupBy: value as ReportGroup }))}
        />
        <div className={styles.actions}>
          <Button type="submit">{i18n._(msg`Show report`)}</Button>
        </div>
      </form>
      <div className={styles.results} aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <div className={styles.skeletonTable} role="status" aria-label={i18n._(msg`Loading`)} />
        )}
        {state.kind === 'failed' && (
          <ErrorState message={state.message} retryLabel={i18n._(msg`Try again`)} onRetry={reload} />
        )}
        {report && (
          <div className={own.toolbar}>
            <p className={styles.muted}>{i18n._(msg`Days ${first} to ${last}, in your time zone.`)}</p>
            <Button variant="secondary" size="small" onClick={() => void saveCsv()} disabled={downloading}>
              {downloading ? i18n._(msg`Preparing CSV…`) : i18n._(msg`Download CSV`)}
            </Button>
          </div>
        )}
        {downloadProblem && (
          <p className={styles.problem} role="alert">
            {downloadProblem}
          </p>
        )}
        {report && report.rows.length === 0 && (
          <EmptyState title={i18n._(msg`Nothing on these days`)}>
            {i18n._(msg`No deposits, withdrawals or real-money rounds in this range.`)}
          </EmptyState>
        )}
        {report && report.rows.length > 0 && (
          <>
            <div className={own.charts}>
              {report.merchants.map((m) => (
                <GgrChart key={m.merchant} merchant={m.merchant} currency={m.currency} days={m.days} />
              ))}
            </div>
            <div className={own.tableScroll}>
              <table className={`${styles.table} ${styles.queue} ${own.report}`}>
                <caption className={styles.visuallyHidden}>{i18n._(msg`Daily report`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{i18n._(msg`Day`)}</th>
                    {manyMerchants && <th scope="col">{i18n._(msg`Merchant`)}</th>}
                    {grouped && <th scope="col">{groupLabel}</th>}
                    <th scope="col" className={styles.number}>
                      {i18n._(msg`Deposits`)}
                    </th>
                    <th scope="col" className={styles.number}>
                      {i18n._(msg`Withdrawals`)}
                    </th>
                    <th scope="col" className={styles.number}>
                      {i18n._(msg`Bets`)}
                    </th>
                    <th scope="col" className={styles.number}>
                      {i18n._(msg`Wins`)}
                    </th>
                    <th scope="col" className={styles.number}>
                      {i18n._(msg`GGR`)}
                    </th>
                    <th scope="col" className={styles.number}>
                      {i18n._(msg`Active players`)}
                    </th>
                    <th scope="col" className={styles.number}>
                      {i18n._(msg`Rounds`)}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.rows.map((r) => (
                    <tr key={`${r.day}|${r.merchant}|${r.group ?? ''}`}>
                      <td data-label={i18n._(msg`Day`)}>{r.day}</td>
                      {manyMerchants && <td data-label={i18n._(msg`Merchant`)}>{r.merchant}</td>}
                      {grouped && (
                        <td data-label={groupLabel} className={styles.reference}>
                          {r.group}
                        </td>
                      )}
                      {figureCells(r, r.currency)}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  {report.merchants.map((m) => (
                    <tr key={m.merchant} className={own.totals}>
                      <th scope="row" data-label={i18n._(msg`Day`)}>
                        {i18n._(msg`Total`)}
                      </th>
                      {manyMerchants && <td data-label={i18n._(msg`Merchant`)}>{m.merchant}</td>}
                      {grouped && <td data-label={groupLabel} />}
                      {figureCells(m.totals, m.currency)}
                    </tr>
                  ))}
                </tfoot>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
