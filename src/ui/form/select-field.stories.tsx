import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField } from './select-field';

const meta = {
  title: 'UI/Select field',
  component: SelectField,
  args: {
    label: 'From',
    value: 'main',
    onChange: fn(),
    options: [
      { value: 'main', label: 'Main wallet' },
      { value: 'EVL', label: 'Evolve Live' },
    ],
  },
} satisfies Meta<typeof SelectField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(within(canvasElement).getByLabelText('From'), 'EVL');
    await expect(args.onChange).toHaveBeenCalledWith('EVL');
  },
};
export const WithError: Story = {
  args: { error: 'Please choose one of your wallets' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please choose');
  },
};
