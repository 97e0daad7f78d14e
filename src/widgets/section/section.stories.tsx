import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import Section from './section';

const meta = {
  title: 'Widgets/Section',
  component: Section,
  args: { layout: 'grid', columns: 3, title: { EN: 'Hot games', CN: '热门游戏', TH: 'เกมยอดนิยม' } },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

const tiles = ['Dragon Fortune', 'Golden Reels', 'Neon Nights', 'Jade Tiger', 'Lucky Koi', 'Royal Baccarat'];

export const Grid: Story = {
  render: (args) => (
    <Section {...args}>
      {tiles.map((t) => (
        <div key={t} style={{ padding: 24, borderRadius: 10, background: 'var(--tsr-surface-raised)' }}>
          {t}
        </div>
      ))}
    </Section>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toBeVisible();
    await expect(canvas.getAllByText(/Dragon|Golden|Neon|Jade|Lucky|Royal/)).toHaveLength(6);
  },
};

export const WithMoreLink: Story = {
  args: { moreRoute: '/rng', layout: 'row' },
  render: Grid.render,
};

/** No title and no children: the section takes no room. */
export const Empty: Story = {
  args: { title: undefined, layout: 'stack' },
  render: (args) => <Section {...args} />,
};
