import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Link } from './link';

// The portal decorator's router starts at `/`; the story draws the link there and the page it leads to.
const meta = {
  title: 'UI/Link',
  component: Link,
  args: { to: '/promotions', children: 'See all promotions' },
  render: (args) => (
    <Routes>
      <Route path="/" element={<Link {...args} />} />
      <Route path="/promotions" element={<p>The promotions page</p>} />
    </Routes>
  ),
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of the site, followed in the page. */
export const ToAPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'See all promotions' });
    await expect(link).toHaveAttribute('href', '/promotions');
    await userEvent.click(link);
    await expect(await canvas.findByText('The promotions page')).toBeInTheDocument();
  },
};
