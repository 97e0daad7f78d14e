import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ThemeSwitch from './theme-switch';

const meta = {
  title: 'Widgets/Theme switch',
  component: ThemeSwitch,
  args: { showLabel: false },
} satisfies Meta<typeof ThemeSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Icon only, as in the header's top row. */
export const Compact: Story = {
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
  },
};

/** With its label, as in the phone drawer. */
export const Labelled: Story = { args: { showLabel: true } };
