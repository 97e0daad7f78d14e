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

const EVERY_ITEM = ['promotion', 'service', 'chat', 'feedback', 'telegram', 'app', 'invite'] as const;

/** Lines a label's text takes: one per line box its text fragments into. */
function linesOf(label: Element): number {
  const range = document.createRange();
  range.selectNodeContents(label);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

/** Every shortcut, in each merchant's font: a one-word label never breaks inside the word. */
function everyShortcutIn(merchant: string): Story {
  return {
    args: { items: [...EVERY_ITEM] },
    globals: { merchant },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const fold = canvas.queryByRole('button', { name: 'Show shortcuts' });
      if (fold) await userEvent.click(fold);
      const labels = [...canvasElement.querySelectorAll('li > :is(a, button) > span')];
      // Telegram and the app show only where the merchant has them.
      await expect(labels.length).toBeGreaterThanOrEqual(5);
      for (const label of labels) {
        if (/\s/.test(label.textContent ?? '')) continue;
        await expect({ label: label.textContent, lines: linesOf(label) }).toEqual({
          label: label.textContent,
          lines: 1,
        });
      }
    },
  };
}

export const EveryShortcutAurora = everyShortcutIn('aurora');
export const EveryShortcutLumen = everyShortcutIn('lumen');
export const EveryShortcutJade = everyShortcutIn('jade');

/** Only customer service. */
export const ServiceOnly: Story = { args: { items: ['service'] } };

/** Nothing to show (no items configured): the bar is not drawn. */
export const Empty: Story = { args: { items: [] } };
