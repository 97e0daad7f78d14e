import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilePicker } from './file-picker';

const meta = {
  title: 'UI/File picker',
  component: FilePicker,
  args: {
    label: 'Pictures (PNG or JPG, up to 5 MB each)',
    accept: 'image/png,image/jpeg',
    multiple: true,
    onFiles: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose files')).toBeVisible();
    const input = canvas.getByLabelText(/^Pictures/);
    // The field stays inside a phone's card: the browser's own control is not what sets its width.
    await expect(canvasElement.firstElementChild?.scrollWidth).toBeLessThanOrEqual(320);
    await userEvent.tab();
    await expect(input).toHaveFocus();
    const file = new File([new Uint8Array([1])], 'shot.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
    await expect(input).toHaveProperty('value', '');
  },
};

export const OneFile: Story = {
  args: { multiple: false, label: 'Document' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose a file')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Pictures/)).toBeDisabled();
  },
};
