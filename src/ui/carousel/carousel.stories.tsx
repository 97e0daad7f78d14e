import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Carousel } from './carousel';

interface Slide {
  id: number;
  title: string;
  colour: string;
}

const SLIDES: readonly Slide[] = [
  { id: 1, title: 'Welcome bonus', colour: '#7c3aed' },
  { id: 2, title: 'Weekly cashback', colour: '#0891b2' },
  { id: 3, title: 'Lucky draw', colour: '#d97706' },
];

function Demo({ items, autoplayMs }: { items: readonly Slide[]; autoplayMs: number }) {
  return (
    <div style={{ maxWidth: 640 }}>
      <Carousel
        items={items}
        getKey={(s) => s.id}
        aspectRatio={3.2}
        autoplayMs={autoplayMs}
        label="Featured"
        renderSlide={(s) => (
          <a
            href={`#promo-${s.id}`}
            style={{
              display: 'grid',
              placeItems: 'center',
              height: '100%',
              background: s.colour,
              color: '#fff',
              fontSize: 28,
              textDecoration: 'none',
            }}
          >
            {s.title}
          </a>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Carousel',
  component: Demo,
  // Autoplay off by default in the stories that press buttons, so a tick cannot race a click.
  args: { items: SLIDES, autoplayMs: 600_000 },
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const active = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((g) => g.hasAttribute('data-active'))
    .map((g) => g.getAttribute('aria-label'));

/** Arrows, dots and the arrow keys move it; the last slide wraps forward to the first. */
export const Default: Story = {
  play: async () => {
    const region = screen.getByRole('region', { name: 'Featured' });
    await expect(active()).toEqual(['1 of 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    await expect(active()).toEqual(['2 of 3']);
    await userEvent.click(screen.getByRole('button', { name: 'Show banner 3 of 3' }));
    await expect(active()).toEqual(['3 of 3']);
    await expect(screen.getByRole('button', { name: 'Show banner 3 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    await expect(active()).toEqual(['1 of 3']);
    // Once the slide has run, the copy is swapped for the real first slide.
    await waitFor(() => expect(screen.getByRole('link', { name: 'Welcome bonus' })).toBeVisible());
    region.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(active()).toEqual(['3 of 3']);
    await expect(screen.getByRole('link', { name: 'Lucky draw' })).toBeInTheDocument();
  },
};

/** Autoplay moves on by itself (here every second; the spec's default is five). */
export const Autoplay: Story = {
  args: { autoplayMs: 1000 },
  play: async () => {
    await expect(active()).toEqual(['1 of 3']);
    await waitFor(() => expect(active()).toEqual(['2 of 3']), { timeout: 4000 });
  },
};

/** One slide stands still: no arrows, no dots. */
export const Single: Story = {
  args: { items: SLIDES.slice(0, 1), autoplayMs: 1000 },
  play: async () => {
    await expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await expect(active()).toEqual(['1 of 1']);
  },
};

/** No slides: nothing at all. */
export const Empty: Story = {
  args: { items: [] },
  play: async () => {
    await expect(screen.queryByRole('region')).not.toBeInTheDocument();
  },
};
