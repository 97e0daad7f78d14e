import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Chevron } from './chevron';

function Row({ size }: { size: number }) {
  return (
    <div style={{ display: 'flex', gap: 16, color: 'var(--tsr-text-primary)' }}>
      <Chevron direction="left" size={size} />
      <Chevron direction="right" size={size} />
      <Chevron direction="down" size={size} />
    </div>
  );
}

const meta = { title: 'UI/Chevron', component: Row, args: { size: 24 } } satisfies Meta<typeof Row>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each direction, drawn at the size asked for and hidden from assistive technology. */
export const Directions: Story = {
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('svg')];
    await expect(icons).toHaveLength(3);
    for (const icon of icons) {
      await expect(icon.getBoundingClientRect().width).toBe(24);
      await expect(icon).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(new Set(icons.map((i) => i.querySelector('path')?.getAttribute('d'))).size).toBe(3);
  },
};
