import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BrandLogo from './brand-logo';

const meta = {
  title: 'Widgets/Brand logo',
  component: BrandLogo,
  args: { height: 40 },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof BrandLogo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The header's logo, linking home. */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', '/');
  },
};

/** Larger, for status and app pages. */
export const Large: Story = { args: { height: 56 } };
