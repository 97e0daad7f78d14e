import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import {
  bindPayoutAccount,
  confirmReceipt,
  createWithdrawal,
  getWithdrawSettings,
} from '../../api/endpoints';
import { memberCentrePageAtom } from '../../atoms/member-centre';
import { renderWidget } from '../../../tests/support/render-widget';
import { fakeOpenWithdrawal, withWithdrawApi } from '../../../tests/support/fake-cashier';
import { fakeWagers } from '../../../tests/support/fake-wagering';
import { CallError } from '../../api/call-error';
import WithdrawForm from './withdraw-form';

function setup(opts: Parameters<typeof withWithdrawApi>[1] = {}) {
  const api = withWithdrawApi(createFakeApiClient(), opts);
  return renderWidget(<WithdrawForm accountKinds={['bank', 'ewallet']} />, { api, session: {} });
}
const callsOf = (api: ReturnType<typeof createFakeApiClient>, id: string) =>
  api.calls.filter((c) => c.id === id).map((c) => c.input as Record<string, unknown>);

const png = (name = 'proof.png', size = 100) => new File([new Uint8Array(size)], name, { type: 'image/png' });

/** The withdraw page with a way to leave it and come back (as the member centre's menu does). */
function Revisit() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(!shown)}>
        {shown ? 'Leave' : 'Come back'}
      </button>
      {shown && <WithdrawForm accountKinds={['bank']} />}
    </>
  );
}

describe('withdraw-form widget', () => {
  it('when the site verifies identity before the first withdrawal, says so instead of the form and leads to the verification page', async () => {
    const { store } = await setup({ kycRequired: { status: 'rejected', reason: 'The photo is blurred' } });
    expect(
      await screen.findByRole('heading', { name: 'Verify your identity to withdraw' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Your documents were not approved. Please send new ones to withdraw.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: The photo is blurred')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /withdraw/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send my documents' }));
    expect(store.get(memberCentrePageAtom)).toBe('verification');
  });

  it('coming back to the page shows a payment the cashier sent meanwhile', async () => {
    const api = withWithdrawApi(createFakeApiClient(), {
      open: fakeOpenWithdrawal({
        status: 'pending',
        received: 0,
        inTransit: 0,
        remaining: 300_00,
        payouts: [],
      }),
    });
    await renderWidget(<Revisit />, { api, session: {} });
    expect(await screen.findByText('Waiting for the cashier')).toBeInTheDocument();
    const before = callsOf(api, getWithdrawSettings.id).length;
    // The cashier pays on the platform; the page cannot see it by itself.
    const paid = fakeOpenWithdrawal();
    api.on(getWithdrawSettings, () => ({
      currency: 'USD',
      minAmount: 50_00,
      maxAmount: 50_000_00,
      available: 0,
      confirmMinutes: 60,
      open: paid,
    }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'Come back' }));
    expect(await screen.findByText('Being paid')).toBeInTheDocument();
    expect(callsOf(api, getWithdrawSettings.id).length).toBe(before + 1);
  });

  it('R2.65 withdraws to a bound account with the payment password, then shows the open withdrawal', async () => {
    const { api } = await setup();
    await userEvent.type(await screen.findByLabelText('Amount'), '120');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Withdrawal in progress')).toBeInTheDocument();
    expect(callsOf(api, createWithdrawal.id)[0]).toMatchObject({
      payoutAccountId: 7,
      amount: '120',
      paymentPassword: '246810',
    });
  });

  it('refuses amounts above the balance or outside the limits and a malformed password before sending', async () => {
    const { api } = await setup();
    const amount = await screen.findByLabelText('Amount');
    await userEvent.type(amount, '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('You can withdraw at most 1,250.00')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '49.99');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter between 50.00 and 50,000.00')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '60');
    await userEvent.type(screen.getByLabelText('Payment password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The payment password is exactly 6 digits')).toBeInTheDocument();
    expect(callsOf(api, createWithdrawal.id)).toHaveLength(0);
  });

  it('a wrong payment password says how many tries are left', async () => {
    await setup();
    await userEvent.type(await screen.findByLabelText('Amount'), '60');
    await userEvent.type(screen.getByLabelText('Payment password'), '111222');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The payment password is wrong (4 tries left)')).toBeInTheDocument();
  });

  it('without a payment password sends the member to My account', async () => {
    const { store } = await setup({ passwordSet: false });
    await userEvent.click(await screen.findByRole('button', { name: 'Go to My account' }));
    expect(store.get(memberCentrePageAtom)).toBe('securityCenter');
  });

  it('binds a first account with the payment password', async () => {
    const { api } = await setup({ accounts: false });
    await userEvent.type(await screen.findByLabelText('Bank name'), 'Metro Bank');
    await userEvent.type(screen.getByLabelText('Account holder'), 'Ann Lee');
    await userEvent.type(screen.getByLabelText('Account number'), '6222 0000 1111');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Bind account' }));
    expect(callsOf(api, bindPayoutAccount.id)[0]).toMatchObject({
      kind: 'bank',
      accountNumber: '6222 0000 1111',
    });
  });

  it('R4.37 R2.92 shows received and remaining, and confirms a payment as received', async () => {
    const { api } = await setup({ open: fakeOpenWithdrawal() });
    const panel = await screen.findByRole('region', { name: 'Your withdrawal in progress' });
    // 300.00 asked, 100.00 received, 200.00 remaining.
    expect(within(panel).getByText('Remaining').nextElementSibling).toHaveTextContent('200.00');
    expect(within(panel).getAllByText('Received')[0]?.nextElementSibling).toHaveTextContent('100.00');
    await userEvent.click(screen.getByRole('button', { name: 'I received it' }));
    expect(await screen.findByText('Thank you: the payment is confirmed.')).toBeInTheDocument();
    expect(callsOf(api, confirmReceipt.id)[0]).toMatchObject({ outcome: 'received', payoutId: 12 });
  });

  it('R4.34 R5.17 not received needs a png or jpg proof of at most 5 MB, at most 3, and a remark', async () => {
    const { api } = await setup({ open: fakeOpenWithdrawal() });
    await userEvent.click(await screen.findByRole('button', { name: 'Not received' }));
    const input = screen.getByLabelText(/Proof images/) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: 'Report not received' }));
    expect(await screen.findByText('Please add at least one proof image')).toBeInTheDocument();
    await userEvent.upload(input, new File(['x'], 'notes.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('notes.gif is not a PNG or JPG image')).toBeInTheDocument();
    await userEvent.upload(input, png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('big.png is larger than 5 MB')).toBeInTheDocument();
    await userEvent.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await screen.findByText('You can add at most 3 images')).toBeInTheDocument();
    await userEvent.upload(input, [png('a.png'), png('b.png')]);
    expect(screen.getAllByRole('img')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('What do you see on your side?'), 'Nothing on my statement');
    await userEvent.click(screen.getByRole('button', { name: 'Report not received' }));
    expect(await screen.findByText(/Your report was sent/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.id === 'upload:/wps/v2/withdrawals/proofs')).toBe(true);
    expect(callsOf(api, confirmReceipt.id)[0]).toMatchObject({
      outcome: 'not_received',
      remark: 'Nothing on my statement',
    });
  });

  it('offers all received when several payments wait', async () => {
    const open = fakeOpenWithdrawal();
    const both = { ...open, payouts: open.payouts.map((p) => ({ ...p, status: 'sent' as const })) };
    const { api } = await setup({ open: both });
    await userEvent.click(await screen.findByRole('button', { name: 'All received' }));
    expect(await screen.findByText('Thank you: every payment is confirmed.')).toBeInTheDocument();
    expect(callsOf(api, confirmReceipt.id)[0]).toMatchObject({ outcome: 'all_received' });
  });

  it('while a bonus is being wagered, says how much is left to bet and shows the refusal under the amount', async () => {
    const { api, store } = await setup({ wagers: fakeWagers() });
    const notice = await screen.findByRole('region', { name: 'Bonus wagering in progress' });
    expect(notice).toHaveTextContent('Bet $ 2,800.00 more before you can withdraw.');
    expect(within(notice).getByRole('progressbar', { name: 'Bets towards your bonus' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    api.on(createWithdrawal, () => {
      throw new CallError(
        'WAGERING_REQUIRED',
        'Bet 2800.00 more',
        409,
        [{ field: 'amount', message: 'bet 2800.00 more first (bonus wagering)' }],
        { remaining: 2_800_00 },
      );
    });
    const form = screen.getByRole('form', { name: 'Withdraw' });
    await userEvent.type(within(form).getByLabelText(/^Amount/), '100');
    await userEvent.type(within(form).getByLabelText(/^Payment password/), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(form).findByText(
        "Bet 2,800.00 more first: your bonus's wagering is not complete. You can also forfeit the bonus in the reward centre.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'See my bonuses' }));
    expect(store.get(memberCentrePageAtom)).toBe('rewardCenter');
  });

  it('shows no wagering notice once nothing is left to bet', async () => {
    await setup({ wagers: fakeWagers().filter((w) => w.state !== 'active') });
    expect(await screen.findByRole('form', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bonus wagering in progress' })).not.toBeInTheDocument();
  });
});
