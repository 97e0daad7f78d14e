import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState, ErrorState } from './state-view';

const meta = {
  title: 'UI/State view',
  component: EmptyState,
  args: { title: 'No records in this period' },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { children: 'Try a longer date range.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No records in this period')).toBeVisible();
  },
};

const retry = fn();
export const Failed: Story = {
  render: () => <ErrorState message="Network link abnormal" retryLabel="Try again" onRetry={retry} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};
