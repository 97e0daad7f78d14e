import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallError } from '../../api/call-error';
import { createFakeApiClient } from '../../api/fake-client';
import { createDeposit } from '../../api/endpoints';
import { moneyVersionAtom } from '../../atoms/wallet';
import { renderWidget } from '../../../tests/support/render-widget';
import { withDepositApi } from '../../../tests/support/fake-cashier';
import { withProtectionApi } from '../../../tests/support/fake-protection';
import { openPopupsAtom } from '../../atoms/popup';
import DepositForm from './deposit-form';

async function setup(api = withDepositApi(createFakeApiClient())) {
  const r = await renderWidget(<DepositForm quickAmounts={[100, 500, 100000]} />, { api, session: {} });
  await screen.findByLabelText('Amount');
  return r;
}
const sent = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === createDeposit.id);

describe('deposit-form widget', () => {
  it('R2.64 deposits through the demo channel and refreshes the money views', async () => {
    const { api, store } = await setup();
    await userEvent.click(screen.getByRole('radio', { name: /Demo instant/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '150.25');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('150.25 was added to your main wallet.')).toBeInTheDocument();
    expect(sent(api)[0]?.input).toMatchObject({ channel: 'demo', amount: '150.25' });
    expect(store.get(moneyVersionAtom)).toBeGreaterThan(0);
    expect(await screen.findByText('DPTEST000001')).toBeInTheDocument();
  });

  it('a bank deposit needs the payer name and shows the reference to quote', async () => {
    const { api } = await setup();
    await userEvent.click(screen.getByRole('button', { name: '500.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    expect(await screen.findByText('Please enter the name on your paying account')).toBeInTheDocument();
    expect(sent(api)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Name on your paying account'), 'Ann Lee');
    await userEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
    expect(await screen.findByText(/Put DPTEST000001 in your transfer note/)).toBeInTheDocument();
  });

  it('hides quick amounts outside the channel and refuses amounts outside its limits or badly typed', async () => {
    const { api } = await setup();
    expect(screen.queryByRole('button', { name: '100,000.00' })).not.toBeInTheDocument();
    const field = screen.getByLabelText('Amount');
    await userEvent.type(screen.getByLabelText('Name on your paying account'), 'Ann');
    for (const [typed, message] of [
      ['9.99', 'Enter between 10.00 and 50,000.00'],
      ['50000.01', 'Enter between 10.00 and 50,000.00'],
      ['0', 'The amount must be more than zero'],
      ['12.345', 'Use at most 2 decimals'],
    ]) {
      await userEvent.clear(field);
      await userEvent.type(field, typed as string);
      await userEvent.click(screen.getByRole('button', { name: 'Submit deposit request' }));
      expect(await screen.findByText(message as string)).toBeInTheDocument();
    }
    expect(sent(api)).toHaveLength(0);
  });

  it('a double click sends one request key', async () => {
    const { api } = await setup();
    await userEvent.click(screen.getByRole('radio', { name: /Demo instant/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '20');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByText(/was added/);
    expect(sent(api)).toHaveLength(1);
  });

  it('shows the platform’s refusal', async () => {
    const api = withDepositApi(createFakeApiClient()).on(createDeposit, () => {
      throw new CallError('LIMIT', 'You have 5 deposits waiting', 409);
    });
    await setup(api);
    await userEvent.click(screen.getByRole('radio', { name: /Demo instant/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText(/You have reached a limit/)).toBeInTheDocument();
  });

  it('offers a deposit limit while the member has none, and opens the responsible-gaming page', async () => {
    const { store } = await setup(withProtectionApi(withDepositApi(createFakeApiClient())));
    await userEvent.click(await screen.findByRole('button', { name: 'Set a deposit limit' }));
    expect(store.get(openPopupsAtom).at(-1)).toMatchObject({
      name: 'memberCentre',
      params: { page: 'responsibleGaming' },
    });
  });

  it('offers nothing once a deposit limit is set', async () => {
    await setup(withProtectionApi(withDepositApi(createFakeApiClient()), { depositLimit: 100_00 }));
    expect(screen.queryByRole('button', { name: 'Set a deposit limit' })).not.toBeInTheDocument();
  });
});
