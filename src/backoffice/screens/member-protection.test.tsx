import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { activateLanguage } from '../../i18n/activate-language';
import {
  opsAdjustments,
  opsMemberActivity,
  opsMemberBreakPlace,
  opsMemberDetail,
  opsMemberExclusionLift,
  opsMemberLimitLower,
} from '../api/endpoints';
import type { OperatorSession } from '../atoms/back-office-atoms';
import { LIFTABLE_PROTECTION } from '../testing/member-activity-samples';
import { FINANCE_SESSION, SAMPLE_DETAIL, SUPPORT_SESSION } from '../testing/back-office-fixture';
import { renderBackOffice } from '../testing/render-back-office';
import { MemberPage } from './member-page';

beforeEach(async () => {
  sessionStorage.clear();
  await activateLanguage('EN');
});
afterEach(cleanup);

const raiseRefused = () => {
  throw new CallError('VALIDATION', 'Invalid', 400, [{ field: 'amount', message: 'must be lower' }]);
};

async function openLimits(
  session: OperatorSession,
  script = (a: Parameters<Parameters<typeof renderBackOffice>[0]>[0]) => a,
) {
  const calls = renderBackOffice(
    (a) =>
      script(
        a
          .on(opsAdjustments, () => ({ items: [] }))
          .on(opsMemberDetail, () => SAMPLE_DETAIL)
          .on(opsMemberActivity, () => LIFTABLE_PROTECTION),
      ),
    session,
    <MemberPage memberId={41} />,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Limits' }));
  await screen.findByText('Self-exclusion');
  return { user, calls };
}

describe("the member page's protection actions", () => {
  it('support places a time-out with a reason; the part loads again', async () => {
    const { user, calls } = await openLimits(SUPPORT_SESSION, (a) =>
      a.on(opsMemberBreakPlace, () => ({
        kind: 'time-out',
        until: '2026-11-30T06:00:00.000Z',
        sessionsEnded: 2,
      })),
    );
    await user.click(screen.getByRole('button', { name: 'Place time-out or exclusion' }));
    const dialog = await screen.findByRole('form', { name: /Time-out or exclusion for/ });
    await user.click(within(dialog).getByRole('button', { name: 'Place it now' }));
    expect(within(dialog).getByText('Choose how long.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('How long'), 'Time-out: 48 hours');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Risk finding');
    await user.click(within(dialog).getByRole('button', { name: 'Place it now' }));
    expect(await screen.findByText(/is on a break until .*; 2 session\(s\) ended\./)).toBeTruthy();
    expect(calls().calls.find((c) => c.id === 'backOffice.memberBreakPlace')?.input).toEqual({
      id: 41,
      kind: 'time-out',
      period: '48h',
      reason: 'Risk finding',
    });
    await waitFor(() =>
      expect(calls().calls.filter((c) => c.id === 'backOffice.memberActivity')).toHaveLength(2),
    );
    expect(screen.getByText(/is on a break until/)).toBeTruthy();
  });

  it('lifts an indefinite self-exclusion, and says when the platform refuses (before 7 days)', async () => {
    let early = true;
    const { user } = await openLimits(SUPPORT_SESSION, (a) =>
      a.on(opsMemberExclusionLift, () => {
        if (early) throw new CallError('CONFLICT', 'not yet', 409);
        return { startedAt: '2026-11-10T06:00:00.000Z' };
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Lift' }));
    const dialog = await screen.findByRole('form', { name: /Lift the self-exclusion/ });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Lift self-exclusion' }));
    expect(
      await within(dialog).findByText(/only an indefinite self-exclusion that has held 7 days/),
    ).toBeTruthy();
    early = false;
    await user.click(within(dialog).getByRole('button', { name: 'Lift self-exclusion' }));
    expect(await screen.findByText(/self-exclusion of .* is lifted/)).toBeTruthy();
  });

  it('shows a refused raise on the amount field, nothing else', async () => {
    const { user } = await openLimits(SUPPORT_SESSION, (a) => a.on(opsMemberLimitLower, raiseRefused));
    await user.click(screen.getByRole('button', { name: 'Lower the deposit limit (day)' }));
    const dialog = await screen.findByRole('form', { name: /Lower the deposit limit/ });
    await user.type(within(dialog).getByLabelText(/New limit/), '500');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Asked');
    await user.click(within(dialog).getByRole('button', { name: 'Lower limit' }));
    expect(await within(dialog).findByText(/an operator never raises or removes a limit/)).toBeTruthy();
    const amount = within(dialog).getByLabelText(/New limit/);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
  });

  it('offers only shorter session limits', async () => {
    const { user } = await openLimits(SUPPORT_SESSION);
    await user.click(screen.getByRole('button', { name: 'Lower the session time limit' }));
    const select = within(await screen.findByRole('form', { name: /session time limit/ })).getByLabelText(
      'New session time limit',
    );
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Choose…', '30 min', '60 min', '90 min']);
  });

  it('a finance operator sees the limits but no protection action', async () => {
    await openLimits(FINANCE_SESSION);
    expect(screen.queryByRole('button', { name: 'Place time-out or exclusion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lift' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Lower/ })).toBeNull();
  });
});
