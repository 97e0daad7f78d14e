import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordView } from './record-view';

const meta = {
  title: 'UI/Record view',
  component: RecordView,
  args: {
    filters: <span>filters</span>,
    summary: [
      { label: 'Money in', value: '1,250.00' },
      { label: 'Money out', value: '300.00' },
    ],
    state: 'ready',
    loadingLabel: 'Loading records',
    emptyTitle: 'No records in this period',
    errorMessage: 'Network link abnormal',
    retryLabel: 'Try again',
    onRetry: fn(),
    children: <p>rows</p>,
  },
} satisfies Meta<typeof RecordView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Money in')).toBeVisible();
  },
};
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading records' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { state: 'empty', emptyText: 'Try a longer date range.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records in this period')).toBeVisible();
  },
};
export const Failed: Story = {
  args: { state: 'error' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
