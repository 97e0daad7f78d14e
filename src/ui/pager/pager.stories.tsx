import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pager } from './pager';

function Demo({ pageCount }: { pageCount: number }) {
  const [page, setPage] = useState(1);
  return <Pager page={page} pageCount={pageCount} onChange={setPage} label="Pages" />;
}

const meta = {
  title: 'UI/Pager',
  component: Demo,
  args: { pageCount: 2 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two pages (12 notices at 9 per page). */
export const TwoPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Many pages: the ends and the neighbours of the current page. */
export const Many: Story = { args: { pageCount: 14 } };

/** One page: no pager at all. */
export const Empty: Story = { args: { pageCount: 1 } };
