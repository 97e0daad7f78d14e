import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'UI/Text area field',
  component: TextAreaField,
  args: {
    label: 'Message',
    value: '',
    onChange: fn(),
    helper: 'At most 2000 characters.',
  },
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByLabelText('Message');
    await expect(box).toHaveAccessibleDescription('At most 2000 characters.');
    await userEvent.type(box, 'H');
    await expect(args.onChange).toHaveBeenCalledWith('H');
  },
};
export const WithError: Story = {
  args: { required: true, error: 'Write the message the member will read' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write the message');
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAttribute('aria-invalid', 'true');
  },
};
