import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FavouriteStar } from './favourite-star';

function Card({ start }: { start: boolean }) {
  const [on, setOn] = useState(start);
  return (
    <div role="group" aria-label="Vietnam 5-Minute" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <span>Vietnam 5-Minute</span>
      <FavouriteStar on={on} onToggle={() => setOn((v) => !v)} size={20} />
    </div>
  );
}

const meta = {
  title: 'UI/Favourite star',
  component: Card,
  args: { start: false },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not a favourite yet: a click makes it one. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Favourite' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).toHaveAttribute('title', 'Remove from favourites');
  },
};

/** A favourite: the star is filled. */
export const On: Story = { args: { start: true } };
