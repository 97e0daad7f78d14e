import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApiClient } from '../../api/fake-client';
import { walletTransfer } from '../../api/endpoints';
import { moneyVersionAtom } from '../../atoms/wallet';
import { renderWidget } from '../../../tests/support/render-widget';
import { withWalletApi } from '../../../tests/support/fake-wallet';
import WalletTransfer from './wallet-transfer';

async function setup() {
  const api = withWalletApi(createFakeApiClient());
  const r = await renderWidget(<WalletTransfer showRecall />, { api, session: {} });
  await screen.findByLabelText('Amount');
  return r;
}

const transfers = (api: ReturnType<typeof createFakeApiClient>) =>
  api.calls.filter((c) => c.id === walletTransfer.id).map((c) => c.input as Record<string, unknown>);

describe('wallet-transfer widget', () => {
  it('R2.63 R7.23 transfers an amount to a vendor wallet, then shows the new balances and refreshes the total', async () => {
    const { api, store } = await setup();
    await userEvent.type(screen.getByLabelText('Amount'), '25.50');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/25\.50 moved from Main wallet to Evolve Live/)).toBeInTheDocument();
    expect(transfers(api)[0]).toMatchObject({ mode: 'amount', from: 'main', to: 'EVL', amount: '25.50' });
    const card = screen.getByRole('list', { name: 'Game wallets' }).querySelector('li') as HTMLElement;
    expect(await within(card).findByText('325.50')).toBeInTheDocument();
    // Every money view and the shared balance were told to refresh.
    expect(store.get(moneyVersionAtom)).toBeGreaterThan(0);
  });

  it('sends one submission key for a double-clicked submit, and a new one after a change', async () => {
    const { api } = await setup();
    await userEvent.type(screen.getByLabelText('Amount'), '10');
    const button = screen.getByRole('button', { name: 'Transfer' });
    await userEvent.dblClick(button);
    await screen.findByText(/moved from/);
    const sent = transfers(api);
    expect(sent).toHaveLength(1);
    await userEvent.type(screen.getByLabelText('Amount'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    await screen.findByText(/5\.00 moved/);
    const keys = transfers(api).map((t) => t.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });

  it('refuses 0, negatives, text, separators, a third decimal and more than the balance without calling the platform', async () => {
    const { api } = await setup();
    const field = screen.getByLabelText('Amount');
    for (const [typed, message] of [
      ['0', 'The amount must be more than zero'],
      ['-5', 'The amount must be more than zero'],
      ['abc', 'Please enter an amount such as 125.50'],
      // The one amount rule (schemas/api/wallet-rules.ts): separators are refused, not guessed at.
      ['100,50', 'Please enter an amount such as 125.50'],
      ['1 0 0', 'Please enter an amount such as 125.50'],
      ['1.005', 'Use at most 2 decimals'],
      ['99999', 'You can move at most 1,250.00'],
    ]) {
      await userEvent.clear(field);
      await userEvent.type(field, typed as string);
      await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
      expect(await screen.findByText(message as string)).toBeInTheDocument();
    }
    expect(transfers(api)).toHaveLength(0);
  });

  it('all out of a vendor wallet and recall all move everything back to main', async () => {
    const { api } = await setup();
    await userEvent.click(screen.getByRole('button', { name: 'All out of Evolve Live' }));
    expect(await screen.findByText(/300\.00 moved from Evolve Live to your main wallet/)).toBeInTheDocument();
    expect(transfers(api)[0]).toMatchObject({ mode: 'all', from: 'EVL', to: 'main' });
    expect(await screen.findByRole('button', { name: 'Recall all to main' })).toBeDisabled();
  });

  it('shows the platform’s refusal under the amount', async () => {
    const api = withWalletApi(createFakeApiClient()).fail(
      walletTransfer,
      'INSUFFICIENT_FUNDS',
      'Insufficient balance',
    );
    await renderWidget(<WalletTransfer showRecall />, { api, session: {} });
    await userEvent.type(await screen.findByLabelText('Amount'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('The amount is above your balance')).toBeInTheDocument();
  });
});
