import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Money } from './money';

const meta = { title: 'UI/Money', component: Money, args: { text: '12,345.60', symbol: '$' } } satisfies Meta<
  typeof Money
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,345.60')).toBeVisible();
  },
};
export const MoneyIn: Story = {
  args: { tone: 'plus' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('+12,345.60')).toBeVisible();
  },
};
export const MoneyOut: Story = { args: { tone: 'minus', text: '-250.00' } };
export const Large: Story = { args: { size: 'large' } };
export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('12,345.60')).toBeNull();
  },
};
