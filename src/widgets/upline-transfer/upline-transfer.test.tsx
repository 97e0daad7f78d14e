import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { transferToUpline } from '../../api/endpoints';
import { renderWidget } from '../../../tests/support/render-widget';
import { withUplineApi } from '../../../tests/support/fake-cashier';
import UplineTransfer from './upline-transfer';

async function setup() {
  const api = withUplineApi(createFakeApiClient());
  const r = await renderWidget(<UplineTransfer allowRemark />, { api, session: {} });
  await screen.findByLabelText('Amount');
  return r;
}
const sent = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === transferToUpline.id);

describe('upline-transfer widget', () => {
  it('R2.66 R6.9 sends to the upline agent with a note and the payment password', async () => {
    const { api } = await setup();
    expect(screen.getByText(/Agent Kim/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount'), '40.25');
    await userEvent.type(screen.getByLabelText('Note for your agent (optional)'), 'Team fund');
    await userEvent.type(screen.getByLabelText('Payment password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect(await screen.findByText('40.25 sent to Agent Kim.')).toBeInTheDocument();
    expect(sent(api)[0]?.input).toMatchObject({
      amount: '40.25',
      remark: 'Team fund',
      paymentPassword: '246810',
    });
  });

  it('refuses a bad amount or more than the balance before sending, and shows a wrong password', async () => {
    const { api } = await setup();
    const amount = screen.getByLabelText('Amount');
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect(await screen.findByText('The amount must be more than zero')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect(await screen.findByText('You can send at most 1,250.00')).toBeInTheDocument();
    expect(sent(api)).toHaveLength(0);
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.type(screen.getByLabelText('Payment password'), '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Send to upline' }));
    expect(await screen.findByText('The payment password is wrong (4 tries left)')).toBeInTheDocument();
  });

  it('says so when there is no upline agent', async () => {
    await renderWidget(<UplineTransfer allowRemark />, {
      api: withUplineApi(createFakeApiClient(), { upline: false }),
      session: {},
    });
    expect(await screen.findByText('You have no upline agent')).toBeInTheDocument();
  });
});
