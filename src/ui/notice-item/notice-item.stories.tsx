import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NoticeItem, noticeListClass } from './notice-item';

function Demo({ titles }: { titles: string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <ol className={noticeListClass}>
      {titles.map((title, i) => (
        <NoticeItem
          key={title}
          id={String(i)}
          title={title}
          timestamp={Date.UTC(2026, 10, 20 + i)}
          html={`<p>${title}: the full text, with a <strong>highlight</strong>.</p>`}
          open={open === i}
          onToggle={() => setOpen(open === i ? null : i)}
        />
      ))}
    </ol>
  );
}

const meta = {
  title: 'UI/NoticeItem',
  component: Demo,
  args: {
    titles: ['Maintenance on Tuesday night', 'New live tables from Friday, for every member of the site'],
  },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until its heading is pressed; one open at a time. */
export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const head = canvas.getByRole('button', { name: /Maintenance/ });
    await userEvent.click(head);
    await expect(head).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/the full text/)).toBeVisible();
  },
};
