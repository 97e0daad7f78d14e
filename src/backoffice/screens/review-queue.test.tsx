import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n/activate-language';
import { FINANCE_SESSION, SAMPLE_SESSION } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import { SAMPLE_ROWS, SampleQueue, type SampleRow, type SampleStatus } from '../testing/review-queue-sample';
import type { QueuePage, QueueQuery } from './review-queue';

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

/** A queue answering `answer`, and the queries it was sent. */
function renderQueue(
  answer: (q: QueueQuery<SampleStatus>) => Promise<QueuePage<SampleRow>> = async () => ({
    items: SAMPLE_ROWS,
    total: 5,
  }),
  session = SAMPLE_SESSION,
) {
  const queries: QueueQuery<SampleStatus>[] = [];
  renderBackOffice(() => {}, session, <SampleQueue load={(q) => (queries.push(q), answer(q))} />);
  return queries;
}

describe('a review queue', () => {
  it('asks for the first status’s first page and draws the rows, each cell labelled by its column', async () => {
    const queries = renderQueue();
    expect(screen.getByRole('heading', { name: 'Sample queue' })).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(queries).toEqual([{ status: 'waiting', page: 1, pageSize: 2 }]);
    expect(rows.map((r) => r.textContent)).toEqual([
      'ReferenceMemberRiskCountStatusActions',
      'R-1 · auroraann #7New accountAbove average70waitingApproveReject',
      'R-2 · lumenbob #8—80doneChecked',
    ]);
    const first = rows[1] as HTMLElement;
    expect(within(first).getByRole('list', { name: 'Risk flags' })).toBeTruthy();
    expect(first.querySelector('[data-label="Count"]')?.textContent).toBe('70');
    expect(first.querySelector('[data-label="Actions"]')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of samples' })).toBeTruthy();
  });

  it('goes back to the first page when the status or the merchant changes', async () => {
    const user = userEvent.setup();
    const queries = renderQueue();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'done');
    await user.type(screen.getByLabelText(/Merchant code/), ' Lumen ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('table');
    expect(queries).toEqual([
      { status: 'waiting', page: 1, pageSize: 2 },
      { status: 'waiting', page: 2, pageSize: 2 },
      { status: 'done', page: 1, pageSize: 2 },
      { status: 'done', page: 1, pageSize: 2, merchant: 'lumen' },
    ]);
  });

  it('hides the merchant of each row and the merchant filter from an operator of one merchant', async () => {
    renderQueue(undefined, FINANCE_SESSION);
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows[1]?.textContent).toMatch(/^R-1ann/);
    expect(screen.queryByLabelText(/Merchant code/)).toBeNull();
  });

  it('says when nothing is there, in the words for the status', async () => {
    const user = userEvent.setup();
    renderQueue(async () => ({ items: [], total: 0 }));
    expect(await screen.findByText('Nothing waits.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Status'), 'done');
    expect(await screen.findByText('None decided.')).toBeTruthy();
  });

  it('offers a retry when the page cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    const queries = renderQueue(async () => {
      if (fail) throw new Error('down');
      return { items: SAMPLE_ROWS, total: 2 };
    });
    fail = false;
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(queries).toHaveLength(2);
  });

  it('keeps the chosen row while its dialog is open; closing forgets it, finishing also reloads', async () => {
    const user = userEvent.setup();
    const queries = renderQueue();
    await user.click(await screen.findByRole('button', { name: 'Approve R-1' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(queries).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reject R-1' }));
    expect(screen.getByRole('dialog', { name: 'Deciding R-1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByRole('table');
    expect(queries).toHaveLength(2);
  });
});
