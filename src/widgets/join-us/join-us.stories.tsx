import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import JoinUs from './join-us';

const meta = {
  title: 'Widgets/Join us',
  component: JoinUs,
  args: { commission: { EN: 'up to 45%', CN: '最高 45%', TH: 'สูงสุด 45%' } },
  parameters: { portal: { route: '/join', session: null } },
} satisfies Meta<typeof JoinUs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: register, or talk to a partner manager. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};

/** A member, and no commission advertised. */
export const Member: Story = { args: { commission: undefined }, parameters: { portal: { session: {} } } };
