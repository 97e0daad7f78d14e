import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import AppDownload from './app-download';

const meta = {
  title: 'Widgets/App download',
  component: AppDownload,
  args: { qrSize: 148 },
  parameters: { portal: { route: '/app' } },
} satisfies Meta<typeof AppDownload>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Features, where this browser installs the site, and QR codes with steps for both phones. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('img', { name: /QR code/ })).toHaveLength(2);
    await expect(page.getByText('Tap Share, then Add to Home Screen.')).toBeVisible();
    await expect(page.getByText(/install icon in the address bar/)).toBeVisible();
  },
};

/** Smaller codes. */
export const SmallCodes: Story = { args: { qrSize: 110 } };
