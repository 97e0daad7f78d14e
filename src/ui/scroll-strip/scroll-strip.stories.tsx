import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrollStrip } from './scroll-strip';

const box = (i: number) => (
  <div key={i} style={{ width: 120, height: 60, borderRadius: 8, background: 'var(--tsr-surface-raised)' }} />
);

const meta = {
  title: 'UI/Scroll strip',
  component: ScrollStrip,
  args: {
    label: 'Vendors',
    count: 14,
    arrowsAbove: 8,
    children: Array.from({ length: 14 }, (_, i) => box(i)),
  },
} satisfies Meta<typeof ScrollStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** More than 8: arrows. */
export const WithArrows: Story = {};
/** Eight or fewer: no arrows. */
export const WithoutArrows: Story = {
  args: { count: 6, children: Array.from({ length: 6 }, (_, i) => box(i)) },
};
/** Nothing in it. */
export const Empty: Story = { args: { count: 0, children: [] } };
