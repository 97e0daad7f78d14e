import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NAV_ICON_NAMES, NavIcon } from './nav-icon';

function Gallery({ size }: { size: number }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 96px)', gap: 12 }}>
      {NAV_ICON_NAMES.map((name) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center', color: 'var(--tsr-text-primary)' }}>
          <NavIcon name={name} size={size} />
          <figcaption style={{ fontSize: 12, color: 'var(--tsr-text-secondary)' }}>{name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

const meta = { title: 'UI/Nav icon', component: Gallery, args: { size: 24 } } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon a site may name. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('figure').length).toBe(NAV_ICON_NAMES.length);
  },
};

/** An unknown name: a dot, never a broken layout. */
export const Unknown: Story = { render: () => <NavIcon name="nope" size={32} /> };
