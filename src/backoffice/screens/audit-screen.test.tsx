import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FakeApiClient } from '../../api/fake-client';
import { activateLanguage } from '../../i18n/activate-language';
import { opsAuditLog } from '../api/endpoints';
import type { OperatorSession } from '../atoms/back-office-atoms';
import {
  FINANCE_SESSION,
  READ_ONLY_SESSION,
  SAMPLE_AUDIT,
  SAMPLE_SESSION,
} from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import { auditDiff } from './audit-diff';

const renderApp = (api: (api: FakeApiClient) => void, session: OperatorSession = SAMPLE_SESSION) =>
  renderBackOffice(api, session);

const answer = { items: SAMPLE_AUDIT, total: SAMPLE_AUDIT.length, from: '2026-10-27', to: '2026-11-26' };
const utcOffset = -new Date().getTimezoneOffset();
const auditCalls = (calls: () => FakeApiClient) => calls().calls.filter((c) => c.id === 'backOffice.audit');

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});

describe('the audit log screen', () => {
  it('is in the navigation of an owner: lists lines newest first and filters by operator, action prefix, target and days', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) => api.on(opsAuditLog, () => answer));
    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    expect(screen.getByRole('heading', { name: 'Audit log' })).toBeTruthy();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1] as HTMLElement).getByText('deposit.approve')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Platform')).toBeTruthy();
    expect(screen.getByText('Days 2026-10-27 to 2026-11-26, newest first.')).toBeTruthy();
    expect(auditCalls(calls).at(-1)?.input).toEqual({ utcOffset, page: 1, pageSize: 25 });

    await user.type(screen.getByLabelText('Operator'), 'Fiona');
    await user.type(screen.getByLabelText('Action'), 'member.');
    await user.type(screen.getByLabelText('Target'), 'member:41');
    await user.type(screen.getByLabelText('First day'), '2026-11-01');
    await user.type(screen.getByLabelText('Last day'), '2026-11-26');
    await user.type(screen.getByLabelText('Merchant code (empty for all)'), 'Aurora');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(auditCalls(calls).at(-1)?.input).toEqual({
      actor: 'fiona',
      action: 'member.',
      target: 'member:41',
      from: '2026-11-01',
      to: '2026-11-26',
      merchant: 'aurora',
      utcOffset,
      page: 1,
      pageSize: 25,
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(auditCalls(calls).at(-1)?.input).toEqual({ utcOffset, page: 1, pageSize: 25 });
  });

  it('refuses a range longer than 31 days or ending before it starts under the last day, without calling', async () => {
    const user = userEvent.setup();
    const calls = renderApp((api) => api.on(opsAuditLog, () => answer));
    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    await screen.findByRole('table');
    const before = auditCalls(calls).length;
    await user.type(screen.getByLabelText('First day'), '2026-10-01');
    await user.type(screen.getByLabelText('Last day'), '2026-11-26');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('A range may span at most 31 days.')).toBeTruthy();
    await user.clear(screen.getByLabelText('First day'));
    await user.type(screen.getByLabelText('First day'), '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('The last day must not be before the first day.')).toBeTruthy();
    expect(auditCalls(calls)).toHaveLength(before);
  });

  it('opens a line from the keyboard and shows before and after key by key, member text as text and never as markup', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.on(opsAuditLog, () => answer));
    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    const details = await screen.findByRole('button', { name: /^Details of deposit\.approve by fiona at / });
    details.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'deposit.approve by fiona' });
    const diff = within(dialog).getByRole('table', { name: 'Before and after' });
    const lines = within(diff)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    const payload = '<img src=x onerror="alert(1)">';
    expect(lines).toEqual([
      ['status', 'pending', 'approved', 'Changed'],
      ['payerName', payload, payload, 'Unchanged'],
      ['credited', '—', '50000', 'Added'],
    ]);
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText('203.0.113.7')).toBeTruthy();
    expect(within(dialog).getByText('Mozilla/5.0 (X11; Linux x86_64)')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'deposit.approve by fiona' })).toBeNull();
  });

  it('says when nothing was recorded, and offers a retry when the audit cannot be read', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp((api) =>
      api.on(opsAuditLog, () => {
        if (fail) throw new Error('down');
        return { items: [], total: 0, from: '2026-10-27', to: '2026-11-26' };
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Nothing was recorded with these filters on these days.')).toBeTruthy();
  });

  it('a read-only operator of one merchant has it, without the merchant filter or column', async () => {
    const user = userEvent.setup();
    renderApp((api) => api.on(opsAuditLog, () => answer), READ_ONLY_SESSION);
    await user.click(screen.getByRole('button', { name: 'Audit log' }));
    await screen.findByRole('table');
    expect(screen.queryByLabelText(/Merchant code/)).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Merchant' })).toBeNull();
  });

  it.each(['finance', 'support', 'content'] as const)('is not in the navigation of %s', (role) => {
    renderApp(() => undefined, { ...FINANCE_SESSION, operator: { ...FINANCE_SESSION.operator, role } });
    expect(screen.queryByRole('button', { name: 'Audit log' })).toBeNull();
  });
});

describe('the before-and-after diff', () => {
  it('walks nested keys by dotted path, keeps arrays whole and shows a bare value as one key', () => {
    expect(
      auditDiff(
        { status: 'pending', destination: { provider: 'Metro' }, tags: ['a'] },
        { status: 'paid', destination: { provider: 'GCash' }, tags: ['a'] },
      ),
    ).toEqual([
      { key: 'status', before: 'pending', after: 'paid', change: 'changed' },
      { key: 'destination.provider', before: 'Metro', after: 'GCash', change: 'changed' },
      { key: 'tags', before: '["a"]', after: '["a"]', change: 'same' },
    ]);
    expect(auditDiff(null, { known: false })).toEqual([
      { key: 'known', before: null, after: 'false', change: 'added' },
    ]);
    expect(auditDiff('locked', null)).toEqual([
      { key: 'value', before: 'locked', after: null, change: 'removed' },
    ]);
  });
});
