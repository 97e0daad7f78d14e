import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FilterChip } from './filter-chip';

const LEVELS = ['Beginner', 'Intermediate', 'Expert'];

function ChipRow({ small }: { small?: boolean }) {
  const [on, setOn] = useState(LEVELS[0]);
  return (
    <div role="group" aria-label="Stake level" style={{ display: 'flex', gap: 8 }}>
      {LEVELS.map((l) => (
        <FilterChip key={l} small={small} pressed={on === l} onClick={() => setOn(l)}>
          {l}
        </FilterChip>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Filter chip',
  component: ChipRow,
  args: { small: false },
} satisfies Meta<typeof ChipRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A row of chips, one pressed at a time (the PVP rooms' stake levels). */
export const Row: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expert' }));
    await expect(canvas.getByRole('button', { name: 'Expert' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Beginner' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The smaller type of the game lobbies' categories and the slot list's filters. */
export const Small: Story = { args: { small: true } };
