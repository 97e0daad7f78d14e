import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import NavToggle from './nav-toggle';

const meta = {
  title: 'Widgets/Nav toggle',
  component: NavToggle,
  parameters: { layout: 'centered', portal: { route: '/game' } },
} satisfies Meta<typeof NavToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On a game page: folds the header's main bar. */
export const GamePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide menu' }));
    await expect(canvas.getByRole('button', { name: 'Show menu' })).toBeVisible();
  },
};

/** Anywhere else: nothing. */
export const OtherPage: Story = { parameters: { portal: { route: '/' } } };
