import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getUplineTransfer } from '../../api/endpoints';
import { withUplineApi } from '../../../tests/support/fake-cashier';
import UplineTransfer from './upline-transfer';

const meta = {
  title: 'Widgets/Transfer to upline',
  component: UplineTransfer,
  args: { allowRemark: true },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withUplineApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof UplineTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.66 R6.9 send to the upline agent with the payment password. */
export const Send: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Amount'), '50');
    await userEvent.type(canvas.getByLabelText('Payment password'), '246810');
    await userEvent.click(canvas.getByRole('button', { name: 'Send to upline' }));
    await expect(await canvas.findByText('50.00 sent to Agent Kim.')).toBeVisible();
  },
};

export const NoUpline: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withUplineApi(api, { upline: false }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have no upline agent')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getUplineTransfer) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your upline' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getUplineTransfer, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
