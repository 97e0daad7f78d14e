import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { createFakeApiClient } from '../../api/fake-client';
import { listPointRewards, redeemPointReward } from '../../api/endpoints';
import { pointMallReferenceAtom, resetMemberCentreAtom } from '../../atoms/member-centre';
import { renderWidget } from '../../../tests/support/render-widget';
import { withPointsApi } from '../../../tests/support/fake-points';
import PointMall from './point-mall';

const card = (name: string) => screen.getByRole('article', { name });
const redeems = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === redeemPointReward.id);

async function member(api = withPointsApi(createFakeApiClient())) {
  const r = await renderWidget(<PointMall showHistory />, { api, session: {} });
  await screen.findByTestId('point-balance');
  await screen.findByRole('article', { name: '5.00 cash credit' });
  return { ...r, api };
}

describe('point-mall widget', () => {
  it('R2.4 R2.90 shows the member’s points, the ratio, and the catalogue with prices and stock', async () => {
    await member();
    expect(screen.getByTestId('point-balance')).toHaveTextContent('10,500');
    expect(screen.getByText('1 point for every $ 10.00 staked. Points never expire.')).toBeInTheDocument();
    expect(within(card('5.00 cash credit')).getByText('500 points')).toBeInTheDocument();
    expect(within(card('5.00 cash credit')).getByText('$ 5.00')).toBeInTheDocument();
    expect(within(card('Mobile top-up 10.00')).getByText('100 left')).toBeInTheDocument();
    expect(within(card('Smart watch')).getByText('Out of stock')).toBeInTheDocument();
    expect(within(card('Smart watch')).getByRole('button', { name: 'Redeem' })).toBeDisabled();
  });

  it('R1.6 redeems a cash item once per click burst with the payment password, and shows the credit', async () => {
    const { api } = await member();
    await userEvent.click(within(card('5.00 cash credit')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem 5.00 cash credit' });
    expect(within(dialog).queryByLabelText('Receiving address')).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Quantity'));
    await userEvent.type(within(dialog).getByLabelText('Quantity'), '2');
    expect(within(dialog).getByText('Total: 1,000 points')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(
      await within(dialog).findByText('$ 10.00 added to your main wallet. Reference PR000004.'),
    ).toBeInTheDocument();
    expect(
      new Set(redeems(api).map((c) => (c.input as { idempotencyKey: string }).idempotencyKey)).size,
    ).toBe(1);
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('9,500'));
  });

  it('asks for the address or mobile number an item needs, and explains refusals under the field', async () => {
    const api = withPointsApi(createFakeApiClient(), { points: 1_500 });
    await member(api);
    await userEvent.click(within(card('Wireless earbuds')).getByRole('button', { name: 'Redeem' }));
    let dialog = await screen.findByRole('dialog', { name: 'Redeem Wireless earbuds' });
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByText('You do not have enough points for this')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(card('Mobile top-up 10.00')).getByRole('button', { name: 'Redeem' }));
    dialog = await screen.findByRole('dialog', { name: 'Redeem Mobile top-up 10.00' });
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByText('Enter the mobile number to top up')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Mobile number'), '+15550123');
    await userEvent.clear(within(dialog).getByLabelText('Payment password'));
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '111111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(
      await within(dialog).findByText('The payment password is wrong (4 tries left)'),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(
      await within(dialog).findByText('Redeemed. We will send it soon. Reference PR000004.'),
    ).toBeInTheDocument();
    expect(redeems(api).at(-1)?.input).toMatchObject({ rewardId: 2, quantity: 1, mobile: '+15550123' });
  });

  it('R2.77 the item being redeemed is the point-mall reference; closing the member centre clears it', async () => {
    const { store } = await member();
    await userEvent.click(within(card('Wireless earbuds')).getByRole('button', { name: 'Redeem' }));
    await screen.findByRole('dialog', { name: 'Redeem Wireless earbuds' });
    expect(store.get(pointMallReferenceAtom)).toBe('3');
    store.set(resetMemberCentreAtom);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.get(pointMallReferenceAtom)).toBeNull();
  });

  it('R2.90 R3.28 lists redeem history with every field and points details', async () => {
    await member();
    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    const rejected = await screen.findByRole('article', { name: 'Wireless earbuds PR000003' });
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText('12 Harbour Road')).toBeInTheDocument();
    expect(within(rejected).getByText('Out of stock at the supplier')).toBeInTheDocument();
    const topup = screen.getByRole('article', { name: 'Mobile top-up 10.00 PR000002' });
    expect(within(topup).getByText('In process')).toBeInTheDocument();
    expect(within(topup).getByText('+15550100')).toBeInTheDocument();
    expect(within(topup).getByText('$ 10.00')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '5.00 cash credit PR000001' })).toHaveTextContent('Approved');
    await userEvent.click(screen.getByRole('tab', { name: 'Points details' }));
    const table = await screen.findByRole('table', { name: 'Points details' });
    expect(within(table).getByText('Lucky Reels')).toBeInTheDocument();
    expect(within(table).getByText('+12,000')).toBeInTheDocument();
  });

  it('visitors see the catalogue and a log-in prompt, no history', async () => {
    await renderWidget(<PointMall showHistory />, {
      api: withPointsApi(createFakeApiClient()),
      session: null,
    });
    expect(await screen.findByRole('article', { name: 'Wireless earbuds' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Log in to redeem' }).length).toBeGreaterThan(1);
    expect(screen.queryByRole('tab', { name: 'Redeem history' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('point-balance')).not.toBeInTheDocument();
  });

  it('shows empty and error states, and retries', async () => {
    let fail = true;
    const api = withPointsApi(createFakeApiClient(), { rewards: [], redemptions: [] }).on(
      listPointRewards,
      () => {
        if (fail) throw new CallError('INTERNAL', 'down', 500);
        return { rewards: [] };
      },
    );
    await renderWidget(<PointMall showHistory />, { api, session: {} });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('The point mall is empty right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Redeem history' }));
    expect(await screen.findByText('No redemptions yet')).toBeInTheDocument();
  });

  it('is keyboard usable: tabs by arrow keys, redeem by Enter', async () => {
    await member();
    screen.getByRole('tab', { name: 'Point mall' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Redeem history' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    const button = within(await screen.findByRole('article', { name: '5.00 cash credit' })).getByRole(
      'button',
      {
        name: 'Redeem',
      },
    );
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Redeem 5.00 cash credit' });
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810{Enter}');
    expect(await within(dialog).findByText(/added to your main wallet/)).toBeInTheDocument();
  });
});

describe('point-mall converting and payment password', () => {
  it('R1.6 converts points to cash at the rate, once, and the points drop', async () => {
    const { api } = await member();
    await userEvent.click(screen.getByRole('button', { name: 'Convert to cash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Convert points to cash' });
    await userEvent.type(within(dialog).getByLabelText('Points to convert'), '50');
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(within(dialog).getByText('Convert at least 100 points')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Points to convert'), '0');
    expect(within(dialog).getByText('You get $ 5.00')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText('Payment password'));
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Convert' }));
    expect(await within(dialog).findByText('$ 5.00 added to your main wallet.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.id === 'points.convert')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('point-balance')).toHaveTextContent('10,000'));
  });

  it('R2.77 sends a member without a payment password to set one, keeping the item as the reference', async () => {
    const api = withPointsApi(createFakeApiClient()).on(redeemPointReward, () => {
      throw new CallError('VERIFICATION_REQUIRED', 'Set a payment password first', 403, [
        { field: 'paymentPassword', message: 'is not set yet' },
      ]);
    });
    const { store } = await member(api);
    await userEvent.click(within(card('Wireless earbuds')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redeem Wireless earbuds' });
    await userEvent.type(within(dialog).getByLabelText('Receiving address'), '1 Main Street, Springfield');
    await userEvent.type(within(dialog).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Set a payment password' }));
    expect(store.get(pointMallReferenceAtom)).toBe('3');
    store.set(resetMemberCentreAtom);
    expect(store.get(pointMallReferenceAtom)).toBeNull();
  });
});
