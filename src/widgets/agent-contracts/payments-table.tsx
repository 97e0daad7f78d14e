import { useLingui } from '@lingui/react';
import { msg, ph } from '@lingui/core/macro';
import { useAtom } from 'jotai';
import type { ContractKind } from '@schemas/api/agent-rules';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { listContractPayments } from '../../api/endpoints';
import { contractPaymentsAtom, paymentsPageAtom } from '../../atoms/agent-contracts';
import { useAsyncAtom } from '../../atoms/async';
import { contractErrorText, contractProductLabel, paymentStatusLabel } from '../../i18n/contract-labels';

import { useMoney } from '../../i18n/use-money';
import { DataTable, type Column } from '../../ui/data-table/data-table';
import { FormMessage } from '../../ui/form/form-message';
import { Money } from '../../ui/money/money';
import { Pager } from '../../ui/pager/pager';
import styles from './agent-contracts.module.css';
import { dateTimeText } from '../../i18n/format-dates';

type Row = ResponseOf<typeof listContractPayments>['items'][number];

/** Every settled period of this product: what the agent paid its team and what it received. */
export function PaymentsTable({ kind }: { kind: ContractKind }) {
  const { i18n } = useLingui();
  const money = useMoney();
  const [page, setPage] = useAtom(paymentsPageAtom);
  const list = useAsyncAtom(contractPaymentsAtom);
  const data = list.data?.kind === kind ? list.data : undefined;
  if (list.error) return <FormMessage tone="error">{contractErrorText(list.error)}</FormMessage>;
  if (!data) return null;
  if (data.total === 0) return <p className={styles.empty}>{i18n._(msg`Nothing has been settled yet.`)}</p>;

  const columns: Column<Row>[] = [
    {
      key: 'period',
      header: i18n._(msg`Period`),
      cell: (r) => (
        <time dateTime={r.periodStart}>
          {dateTimeText(r.periodStart)} – {dateTimeText(r.periodEnd)}
        </time>
      ),
    },
    {
      key: 'party',
      header: i18n._(msg`With`),
      cell: (r) =>
        r.direction === 'paid'
          ? i18n._(msg`Paid to ${ph({ name: r.counterparty })}`)
          : i18n._(msg`From ${ph({ name: r.counterparty })}`),
    },
    { key: 'product', header: i18n._(msg`Game type`), cell: (r) => contractProductLabel(r.product) },
    {
      key: 'bet',
      header: i18n._(msg`Valid bet`),
      numeric: true,
      cell: (r) => <Money text={money(r.validBet)} />,
    },
    { key: 'active', header: i18n._(msg`Active members`), numeric: true, cell: (r) => r.activeMembers },
    {
      key: 'rate',
      header: i18n._(msg`Rate`),
      numeric: true,
      cell: (r) => (r.rateType === 'percent' ? `${(r.rate / 100).toFixed(2)} %` : money(r.rate)),
    },
    {
      key: 'amount',
      header: i18n._(msg`Amount`),
      numeric: true,
      cell: (r) => <Money text={(r.direction === 'paid' && r.amount > 0 ? '-' : '') + money(r.amount)} />,
    },
    {
      key: 'status',
      header: i18n._(msg`Status`),
      cell: (r) => <span data-status={r.status}>{paymentStatusLabel(r.status)}</span>,
    },
  ];
  return (
    <>
      <DataTable
        columns={columns}
        rows={data.items}
        rowKey={(r) => String(r.id)}
        caption={i18n._(msg`Settlements`)}
      />
      <Pager
        page={page}
        pageCount={Math.ceil(data.total / data.pageSize)}
        onChange={setPage}
        label={i18n._(msg`Settlement pages`)}
      />
    </>
  );
}
