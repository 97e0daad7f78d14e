import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SOCIAL_KINDS, SocialIcon } from './social-icon';

function Gallery() {
  return (
    <div style={{ display: 'flex', gap: 16, color: 'var(--tsr-text-primary)' }}>
      {[...SOCIAL_KINDS, 'unknown'].map((k) => (
        <figure key={k} style={{ margin: 0, textAlign: 'center' }}>
          <SocialIcon kind={k} size={28} />
          <figcaption style={{ fontSize: 12 }}>{k}</figcaption>
        </figure>
      ))}
    </div>
  );
}

const meta = { title: 'UI/Social icon', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every glyph, and the fallback for a kind without one. */
export const All: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('figure')).toHaveLength(SOCIAL_KINDS.length + 1);
  },
};
