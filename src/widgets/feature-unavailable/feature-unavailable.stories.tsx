import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import FeatureUnavailable from './feature-unavailable';

const meta = {
  title: 'Widgets/Not available yet',
  component: FeatureUnavailable,
  args: { title: 'page.pointMall', variant: 'page' },
  parameters: { portal: { route: '/pointMall' } },
} satisfies Meta<typeof FeatureUnavailable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A whole page whose feature is still being built. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/');
  },
};

/** Inside a home section: compact, no link. */
export const Inline: Story = {
  args: { title: 'section.popularGames', variant: 'inline' },
  parameters: { portal: { route: '/' } },
};

/** No title: a general heading. */
export const Untitled: Story = {
  args: { title: undefined, variant: 'inline' },
};
