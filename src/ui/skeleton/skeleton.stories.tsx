import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SkeletonRows } from './skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: SkeletonRows,
  args: { rows: 4, label: 'Loading records' },
} satisfies Meta<typeof SkeletonRows>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading records' })).toBeInTheDocument();
  },
};
export const Tall: Story = { args: { rows: 2, height: 96 } };
