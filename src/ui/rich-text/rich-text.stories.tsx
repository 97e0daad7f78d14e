import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RichText } from './rich-text';

const meta = {
  title: 'UI/Rich text',
  component: RichText,
  args: {
    html: '<p>Make your first deposit and we match it <b>100%</b>, up to 500.</p><ul><li>Minimum deposit 20.</li><li>Wager the bonus 20 times within 30 days.</li></ul><p>Questions? <a href="https://example.com">Ask us</a>.</p>',
  },
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paragraphs, a list and a link in the theme's colours. */
export const Article: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Hostile markup: what is left is safe. */
export const Sanitised: Story = {
  args: { html: '<p onclick="alert(1)">Clicking me does nothing.</p><script>alert(2)</script>' },
};

/** Nothing to show. */
export const Empty: Story = { args: { html: '' } };
