import { useEffect } from 'react';
import { DataTable, type Column } from '../ui/data-table/data-table';
import { Pager } from '../ui/pager/pager';

interface PagedQuery {
  page: number;
  pageSize: number;
}

/** A record's page size follows the widget's prop; a new size starts from the first page. */
export function usePageSize<Q extends PagedQuery>(
  query: Q,
  setQuery: (next: NoInfer<Q>) => void,
  pageSize: number,
) {
  useEffect(() => {
    if (query.pageSize !== pageSize) setQuery({ ...query, pageSize, page: 1 });
  }, [pageSize, query, setQuery]);
}

/** One page of a record's lines and the pager under it. */
export function PagedTable<Row, Q extends PagedQuery>({
  rows,
  total,
  query,
  setQuery,
  columns,
  rowKey,
  caption,
  pagerLabel,
}: {
  rows: readonly Row[];
  total: number;
  query: Q;
  setQuery(next: NoInfer<Q>): void;
  columns: readonly Column<Row>[];
  rowKey(row: Row): string;
  caption: string;
  pagerLabel: string;
}) {
  return (
    <>
      <DataTable columns={columns} rows={rows} rowKey={rowKey} caption={caption} />
      <Pager
        page={query.page}
        pageCount={Math.ceil(total / query.pageSize)}
        onChange={(page) => setQuery({ ...query, page })}
        label={pagerLabel}
      />
    </>
  );
}
