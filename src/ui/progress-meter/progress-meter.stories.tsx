import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressMeter } from './progress-meter';

const meta = {
  title: 'UI/Progress meter',
  component: ProgressMeter,
  args: { value: 120_000, max: 400_000, label: 'Bets towards the bonus', valueText: '1,200.00 / 4,000.00' },
} satisfies Meta<typeof ProgressMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Partway: Story = {
  args: { note: '2,800.00 left' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Bets towards the bonus' });
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(bar).toHaveAttribute('aria-valuetext', '1,200.00 / 4,000.00');
    await expect(within(canvasElement).getByText('2,800.00 left')).toBeVisible();
  },
};

export const Done: Story = {
  args: { value: 500_000, tone: 'success', valueText: '4,000.00 / 4,000.00' },
  play: async ({ canvasElement }) => {
    // More than the target never draws past the end.
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  },
};
