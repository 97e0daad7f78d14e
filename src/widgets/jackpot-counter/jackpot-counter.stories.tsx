import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import JackpotCounter from './jackpot-counter';

const meta = {
  title: 'Widgets/Jackpot counter',
  component: JackpotCounter,
  args: { variant: 'banner' },
} satisfies Meta<typeof JackpotCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page strip, rising every 3 s. */
export const Banner: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('jackpot-amount')).toHaveTextContent(
      /\d{1,3}(,\d{3})*\.\d{2}/,
    );
  },
};

/** A small card. */
export const Compact: Story = {
  args: { variant: 'compact', label: { EN: 'Slots jackpot', CN: '老虎机奖池' } },
};
