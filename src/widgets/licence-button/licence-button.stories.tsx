import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LicenceButton from './licence-button';

const meta = {
  title: 'Widgets/Licence button',
  component: LicenceButton,
  args: { everywhere: false },
  parameters: { layout: 'centered', portal: { route: '/' } },
} satisfies Meta<typeof LicenceButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On home: opens the list of licences. */
export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Licensed' }));
    await expect(canvas.getByRole('dialog')).toBeInTheDocument();
  },
};

/** On another page: nothing (the spec shows it on home only). */
export const OtherPage: Story = {
  parameters: { portal: { route: '/live' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
