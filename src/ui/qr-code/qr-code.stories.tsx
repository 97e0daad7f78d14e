import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  title: 'UI/QR code',
  component: QrCode,
  args: { value: 'https://aurora.localhost/register?referralCode=R7K2M9QX', label: 'Referral QR code' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Referral: Story = {
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: 'Referral QR code' });
    await expect(svg.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
  },
};
export const Small: Story = { args: { size: 74 } };

/** The side bar's app codes (spec §9): 74 px with a 7 px margin. */
export const SideBar: Story = { args: { size: 74, margin: 7, label: 'Referral QR code' } };
