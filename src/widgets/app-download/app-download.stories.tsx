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

/** Features, QR codes and install steps for both platforms. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: /QR code/ })).toHaveLength(2);
  },
};

/** Smaller codes. */
export const SmallCodes: Story = { args: { qrSize: 110 } };
