import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import HeaderClock from './header-clock';

const meta = {
  title: 'Widgets/Header clock',
  component: HeaderClock,
  args: { showDate: false },
} satisfies Meta<typeof HeaderClock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** GMT offset and time, ticking every second. */
export const TimeOnly: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(/GMT/);
  },
};

/** With the date, for wide headers. */
export const WithDate: Story = { args: { showDate: true } };
