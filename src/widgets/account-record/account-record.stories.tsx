import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getAccountRecord } from '../../api/endpoints';
import { withRecordsApi } from '../../../tests/support/fake-records';
import AccountRecord from './account-record';

const meta = {
  title: 'Widgets/Account record',
  component: AccountRecord,
  args: { pageSize: 20 },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRecordsApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof AccountRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.68 every movement with type, amount, balance after and reference; totals above. */
export const Movements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Account record' });
    await expect(within(table).getByText('DP7K2M9QX4TZ')).toBeVisible();
    await expect(canvas.getByText('Net')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Type'), 'deposit');
    await waitFor(() => expect(canvas.queryByText('Jade Reels')).toBeNull());
    await expect(canvas.getByText('DP7K2M9QX4TZ')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRecordsApi(api, { empty: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No movements in this period')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getAccountRecord) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading the account record' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getAccountRecord, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
