import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiClient } from '../../api/fake-client';
import { getBonusRecord } from '../../api/endpoints';
import { withRecordsApi } from '../../../tests/support/fake-records';
import BonusRecord from './bonus-record';

const meta = {
  title: 'Widgets/Bonus details',
  component: BonusRecord,
  args: { pageSize: 20 },
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRecordsApi(api) } },
  decorators: [(Story) => <div style={{ maxWidth: 860 }}>{Story()}</div>],
} satisfies Meta<typeof BonusRecord>;
export default meta;
type Story = StoryObj<typeof meta>;

/** R2.70 rewards and prizes received, with their total. */
export const Bonuses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Weekend raffle')).toBeVisible();
    await expect(canvas.getByText('Bonuses received').nextElementSibling).toHaveTextContent('13.88');
  },
};

export const Empty: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => withRecordsApi(api, { empty: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No bonuses in this period')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { portal: { session: {}, api: (api: FakeApiClient) => api.hang(getBonusRecord) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading bonus details' }),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: {
    portal: { session: {}, api: (api: FakeApiClient) => api.fail(getBonusRecord, 'NETWORK', 'x') },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Network link abnormal')).toBeVisible();
  },
};

export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
};
