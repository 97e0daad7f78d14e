import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FrameBox, FrameLoading } from './frame-box';

const meta = {
  title: 'UI/Frame box',
  component: FrameBox,
  args: { height: 240 },
} satisfies Meta<typeof FrameBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the address is on its way. */
export const Loading: Story = {
  args: { children: <FrameLoading>Opening the sports book…</FrameLoading> },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.parentElement).toHaveStyle({ height: '240px' });
  },
};

/** An embedded page fills the box. */
export const Embedded: Story = {
  args: { children: <iframe title="Embedded page" srcDoc="<p>An embedded page</p>" /> },
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('Embedded page');
    await expect(frame.getBoundingClientRect().height).toBe(frame.parentElement!.clientHeight);
  },
};

/** The placeholder that holds the box's place while a page loads (nothing inside). */
export const Placeholder: Story = { args: { fitViewport: true } };
