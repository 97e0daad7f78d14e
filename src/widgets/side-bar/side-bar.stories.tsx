import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SideBar from './side-bar';

const meta = {
  title: 'Widgets/Side bar',
  component: SideBar,
  args: { items: ['promotion', 'service', 'telegram', 'app', 'invite'] },
  parameters: { layout: 'centered', portal: { flags: ['REFERRALPROMO3'] } },
  decorators: [(Story) => <div style={{ paddingLeft: 260 }}>{Story()}</div>],
} satisfies Meta<typeof SideBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All five shortcuts (folded into one button on screens narrower than 1200 px). */
export const All: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Narrow viewports fold the bar into one button; wide ones show the tiles at once.
    const fold = canvas.queryByRole('button', { name: 'Show shortcuts' });
    if (fold) await userEvent.click(fold);
    await userEvent.click(canvas.getByRole('button', { name: 'App' }));
    await expect(await canvas.findByRole('region', { name: 'Scan to download the app' })).toBeInTheDocument();
  },
};

/** Only customer service. */
export const ServiceOnly: Story = { args: { items: ['service'] } };

/** Nothing to show (no items configured): the bar is not drawn. */
export const Empty: Story = { args: { items: [] } };
