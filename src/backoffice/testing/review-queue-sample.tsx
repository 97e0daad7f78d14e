import { useCallback } from 'react';
import { DecisionButtons } from '../screens/decision-buttons';
import { QueueFlags, QueueLines, QueueMember, QueueReference, QueueTable } from '../screens/queue-table';
import {
  ReviewQueue,
  useQueueChoice,
  useReviewQueue,
  type QueuePage,
  type QueueQuery,
} from '../screens/review-queue';

export type SampleStatus = 'waiting' | 'done';

export interface SampleRow {
  reference: string;
  merchant: string;
  username: string;
  memberId: number;
  flags: ('new' | 'big')[];
  status: SampleStatus;
  reason?: string;
}

export const SAMPLE_ROWS: SampleRow[] = [
  {
    reference: 'R-1',
    merchant: 'aurora',
    username: 'ann',
    memberId: 7,
    flags: ['new', 'big'],
    status: 'waiting',
  },
  {
    reference: 'R-2',
    merchant: 'lumen',
    username: 'bob',
    memberId: 8,
    flags: [],
    status: 'done',
    reason: 'Checked',
  },
];

// Plain descriptors: the sample's words stay out of the portal's catalogs.
const STATUS_LABEL = {
  waiting: { id: 'sample.waiting', message: 'Waiting' },
  done: { id: 'sample.done', message: 'Decided' },
};
const FLAG_LABEL = {
  new: { id: 'sample.new', message: 'New account' },
  big: { id: 'sample.big', message: 'Above average' },
};

/**
 * A review queue made of the shared parts only, for their test and story: `load` answers
 * each query (what it was asked is up to the caller to record).
 */
export function SampleQueue({
  load,
}: {
  load(query: QueueQuery<SampleStatus>): Promise<QueuePage<SampleRow>>;
}) {
  const fetchPage = useCallback((query: QueueQuery<SampleStatus>) => load(query), [load]);
  const queue = useReviewQueue({ statuses: ['waiting', 'done'], pageSize: 2, load: fetchPage });
  const choice = useQueueChoice<SampleRow>(queue.reload);
  return (
    <ReviewQueue
      queue={queue}
      id="bo-sample"
      title="Sample queue"
      statusLabel={STATUS_LABEL}
      empty={{ title: 'Nothing here', text: queue.status === 'waiting' ? 'Nothing waits.' : 'None decided.' }}
      pagerLabel="Pages of samples"
      rows={(items) => (
        <QueueTable
          items={items}
          rowKey={(r) => r.reference}
          columns={[
            {
              header: 'Reference',
              cell: (r) => <QueueReference reference={r.reference} merchant={r.merchant} />,
            },
            { header: 'Member', cell: (r) => <QueueMember username={r.username} memberId={r.memberId} /> },
            { header: 'Risk', cell: (r) => <QueueFlags flags={r.flags} label={FLAG_LABEL} /> },
            { header: 'Count', numeric: true, cell: (r) => r.memberId * 10 },
            { header: 'Status', cell: (r) => <QueueLines main={r.status} notes={[r.reason]} /> },
          ]}
          actions={(r) =>
            r.status === 'waiting' && (
              <DecisionButtons
                accept={{
                  label: 'Approve',
                  name: `Approve ${r.reference}`,
                  onChoose: () => choice.choose(r),
                }}
                refuse={{ label: 'Reject', name: `Reject ${r.reference}`, onChoose: () => choice.choose(r) }}
              />
            )
          }
        />
      )}
    >
      {choice.chosen && (
        <div role="dialog" aria-label={`Deciding ${choice.chosen.reference}`}>
          <button type="button" onClick={choice.close}>
            Close
          </button>
          <button type="button" onClick={choice.done}>
            Done
          </button>
        </div>
      )}
    </ReviewQueue>
  );
}
