import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaymentPasswordField } from './payment-password-field';

const meta = {
  title: 'UI/Payment password field',
  component: PaymentPasswordField,
  args: { value: '', onChange: fn() },
} satisfies Meta<typeof PaymentPasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TakesDigitsOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Payment password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '4a');
    await expect(args.onChange).toHaveBeenCalledWith('4');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};
export const WithError: Story = {
  args: { value: '12', error: 'The payment password is exactly 6 digits' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('exactly 6 digits');
  },
};
