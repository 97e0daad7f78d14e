import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './count-badge';

const meta = {
  title: 'UI/Count badge',
  component: CountBadge,
  args: { count: 3, label: '3 unread' },
} satisfies Meta<typeof CountBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Some: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: '3 unread' })).toHaveTextContent('3');
  },
};
export const Many: Story = {
  args: { count: 250, label: '250 unread' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('99+');
  },
};
/** Zero shows nothing. */
export const Zero: Story = {
  args: { count: 0, label: 'none' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
