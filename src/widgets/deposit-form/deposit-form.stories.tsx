import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getDepositChannels } from '../../api/endpoints';
import { withDepositApi } from '../../../tests/support/fake-cashier';
import DepositForm from './deposit-form';

const meta = {
  title: 'Widgets/Deposit',
  component: DepositForm,
  args: { quickAmounts: [100, 500, 1000, 5000] },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withDepositApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof DepositForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.64 a bank transfer shows where to pay and waits for the cashier. */
export const BankTransfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0123 4567 8901')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '500.00' }));
    await userEvent.type(canvas.getByLabelText('Name on your paying account'), 'Ann Lee');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit request' }));
    await expect(await canvas.findByText(/is waiting for the cashier/)).toBeVisible();
  },
};

/** The demo instant channel credits at once. */
export const DemoInstant: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Demo instant/ }));
    await userEvent.type(canvas.getByLabelText('Amount'), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit now' }));
    await expect(await canvas.findByText('150.00 was added to your main wallet.')).toBeVisible();
  },
};

/** Outside the channel's limits: refused with the limits. */
export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '5');
    await userEvent.type(canvas.getByLabelText('Name on your paying account'), 'Ann Lee');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit deposit request' }));
    await expect(await canvas.findByText('Enter between 10.00 and 50,000.00')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getDepositChannels) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading deposit channels' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getDepositChannels, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

/** No channel open: says so. */
export const NoChannels: Story = {
  parameters: {
    portal: {
      session: {},
      api: (api: FakeApiClient) =>
        withDepositApi(api).on(getDepositChannels, () => ({ currency: 'USD', channels: [] })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Deposits are closed at the moment')).toBeVisible();
  },
};
