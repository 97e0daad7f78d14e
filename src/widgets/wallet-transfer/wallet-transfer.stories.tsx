import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { listWallets } from '../../api/endpoints';
import { withWalletApi } from '../../../tests/support/fake-wallet';
import WalletTransfer from './wallet-transfer';

const meta = {
  title: 'Widgets/My wallet',
  component: WalletTransfer,
  args: { showRecall: true },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withWalletApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 820 }}>{Story()}</div>],
} satisfies Meta<typeof WalletTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.63 main and vendor wallets; an amount moves to a vendor wallet and the balances follow. */
export const TransferIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '25.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText(/25\.50 moved from Main wallet to Evolve Live/)).toBeVisible();
  },
};

/** A third decimal is refused before anything is sent. */
export const BadAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '1.005');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText('Use at most 2 decimals')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(listWallets) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your wallets' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(listWallets, 'UNAVAILABLE', 'down') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new member: nothing in any wallet yet. */
export const Empty: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => withWalletApi(api, { main: 0, evl: 0 }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Recall all to main' }),
    ).toBeDisabled();
  },
};

/** A single-wallet merchant has nothing to transfer. */
export const SingleWallet: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        api.on(listWallets, () => ({
          currency: 'USD',
          isSingle: true,
          main: 500_00,
          hold: 0,
          total: 500_00,
          wallets: [],
        })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/one wallet for every game/)).toBeVisible();
  },
};
