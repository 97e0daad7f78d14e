import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getJackpotPool } from '../../api/endpoints';
import type { FakeApiClient } from '../../api/fake-client';
import JackpotCounter from './jackpot-counter';

/** A pool that opened an hour ago at 8,214,559.37 and rises 165.11 every 3 s. */
const pool = (api: FakeApiClient) =>
  api.on(getJackpotPool, () => ({
    startMinor: 821_455_937,
    startedAt: Date.now() - 3_600_000,
    stepMinor: 16511,
    everyMs: 3000,
    now: Date.now(),
  }));

const meta = {
  title: 'Widgets/Jackpot counter',
  component: JackpotCounter,
  args: { variant: 'banner' },
  parameters: { portal: { api: pool } },
} satisfies Meta<typeof JackpotCounter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The home page strip: the platform's pool, rising every 3 s. */
export const Banner: Story = {
  play: async ({ canvasElement }) => {
    const amount = within(canvasElement).getByTestId('jackpot-amount');
    await waitFor(() => expect(amount).toHaveTextContent(/\$8,\d{3},\d{3}\.\d{2}/));
    // An hour of ticks: 1,200 of them past the start.
    await expect(Number(amount.dataset.value)).toBeGreaterThanOrEqual(821_455_937 + 1200 * 16511);
    // The figure starts right after the currency sign: its box is as wide as its own text,
    // not as a count of digit widths (separators are narrower, which left a gap).
    const [sign, figure] = [...amount.children] as HTMLElement[];
    const text = document.createRange();
    text.selectNodeContents(figure!);
    const gap = text.getBoundingClientRect().left - sign!.getBoundingClientRect().right;
    await expect(gap).toBeLessThan(parseFloat(getComputedStyle(amount).fontSize) * 0.3);
  },
};

/** A small card. */
export const Compact: Story = {
  args: { variant: 'compact', label: { EN: 'Slots jackpot', CN: '老虎机奖池' } },
};

/** The pool is on its way: the figure's place is kept. */
export const Loading: Story = {
  parameters: { portal: { api: (api: FakeApiClient) => api.hang(getJackpotPool) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('jackpot-amount')).toHaveAttribute('aria-busy', 'true');
  },
};
