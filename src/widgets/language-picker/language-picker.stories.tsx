import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import LanguagePicker from './language-picker';

const meta = {
  title: 'Widgets/Language picker',
  component: LanguagePicker,
  args: { display: 'code' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The short code on the button; the menu lists each language in its own name. */
export const Code: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByRole('menu')).toBeInTheDocument();
  },
};

/** The language's own name on the button. */
export const Name: Story = { args: { display: 'name' } };
