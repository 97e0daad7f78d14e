import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createReels, type LineWin, type Reels } from '../../../server/house/public/assets/slot-reels.js';
import { countUp } from '../../../server/house/public/assets/win-count-up.js';
import '../../../server/house/public/assets/slot-reels.css';

/**
 * The reels of the house slot the game frame shows (server/house/public): they spin, stop
 * reel by reel on the grid the platform answered, draw the winning lines and count the
 * amount won up. Here the "answer" is a fixed grid; in the frame it is the spin's answer.
 */
const RULES = {
  rows: 3,
  reels: [
    ['C', 'M', 'L', 'C', 'B', 'M', 'W', '7'],
    ['M', 'C', 'B', 'L', 'C', '7', 'W', 'L'],
    ['L', 'C', 'M', 'W', 'C', 'B', '7', 'M'],
    ['C', 'B', 'M', 'L', 'C', '7', 'W', 'M'],
    ['M', 'L', 'C', 'B', 'M', 'W', '7', 'C'],
  ],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [0, 1, 1, 1, 0],
  ],
};
const AT_REST = RULES.reels.map((r) => r.slice(0, 3));
/** Bells across the middle (line 0, all five with a wild) and cherries on the top row (line 1, three). */
const WIN_GRID = [
  ['C', 'L', 'M'],
  ['C', 'W', 'B'],
  ['C', 'L', 'M'],
  ['M', 'L', '7'],
  ['B', 'L', 'C'],
];
const WINS: LineWin[] = [
  { line: 0, symbol: 'L', count: 5, pay: 50 },
  { line: 1, symbol: 'C', count: 3, pay: 1 },
];
const LOSE_GRID = [
  ['C', 'M', 'L'],
  ['B', 'L', 'C'],
  ['7', 'C', 'M'],
  ['L', 'B', 'C'],
  ['M', 'C', 'B'],
];
const money = (minor: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(minor / 100);

interface DemoProps {
  grid: string[][];
  wins: LineWin[];
  /** Minor units. */
  payout: number;
  reducedMotion: boolean;
}

function HouseSlotReels({ grid, wins, payout, reducedMotion }: DemoProps) {
  const host = useRef<HTMLElement>(null);
  const amount = useRef<HTMLOutputElement>(null);
  const reels = useRef<Reels | null>(null);
  useEffect(() => {
    if (!host.current) return;
    reels.current = createReels(host.current, RULES, { reducedMotion: () => reducedMotion });
    reels.current.show(AT_REST);
  }, [reducedMotion]);
  const spin = async () => {
    const r = reels.current;
    if (!r || !amount.current) return;
    amount.current.textContent = '';
    const startedAt = r.spin();
    // The platform's answer arrives a moment later; the reels stop on it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await r.stop(grid, { wins }, startedAt);
    await countUp(amount.current, payout, money, { reducedMotion });
  };
  return (
    <div style={{ maxWidth: 560, display: 'grid', gap: 12, color: '#eef0ff' }}>
      <section ref={host} aria-label="Reels" />
      <p style={{ margin: 0, fontWeight: 700 }}>
        Win: <output ref={amount} data-testid="amount" />
      </p>
      <button type="button" onClick={() => void spin()}>
        Spin
      </button>
    </div>
  );
}

const meta = {
  title: 'Widgets/Game frame/House slot reels',
  component: HouseSlotReels,
  args: { grid: WIN_GRID, wins: WINS, payout: 510, reducedMotion: false },
  parameters: { layout: 'padded', backgrounds: { default: 'dark' } },
} satisfies Meta<typeof HouseSlotReels>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The symbols each reel shows at its grid place, read off the page. */
function shownGrid(root: HTMLElement): string[][] {
  const grid: string[][] = [];
  for (const c of root.querySelectorAll<HTMLElement>('.slot-cell[data-row]'))
    (grid[Number(c.dataset.reel)] ??= [])[Number(c.dataset.row)] = c.dataset.symbol ?? '';
  return grid;
}

/** Spin and watch: the reels stop one after another, from the left. */
async function spinAndWatch(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const stops: number[] = [];
  const counted: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const target = r.target as HTMLElement;
      if (target.classList?.contains('slot-reel') && target.dataset.state === 'stopped')
        stops.push(Number(target.dataset.reel));
      const amount = canvasElement.querySelector('[data-testid="amount"]');
      if (amount?.textContent && counted.at(-1) !== amount.textContent) counted.push(amount.textContent);
    }
  });
  observer.observe(canvasElement, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-state'],
  });
  await userEvent.click(canvas.getByRole('button', { name: 'Spin' }));
  const reels = canvas.getByRole('region', { name: 'Reels' });
  await waitFor(() => expect(reels.dataset.state).toBe('stopped'), { timeout: 10_000 });
  return { canvas, reels, stops, counted, stopWatching: () => observer.disconnect() };
}

/** At rest before the first spin: the first three symbols of each strip. */
export const AtRest: Story = {
  play: async ({ canvasElement }) => {
    await expect(shownGrid(canvasElement)).toEqual(AT_REST);
  },
};

/** A win: the reels stop in turn on the answer, two lines are drawn, the amount counts up. */
export const Win: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, reels, stops, counted, stopWatching } = await spinAndWatch(canvasElement);
    await expect(shownGrid(canvasElement)).toEqual(WIN_GRID);
    await expect(stops.filter((r, i, all) => all.indexOf(r) === i)).toEqual([0, 1, 2, 3, 4]);
    const lines = [...reels.querySelectorAll('.slot-lines polyline')];
    await expect(lines.map((l) => l.getAttribute('data-line'))).toEqual(['0', '1']);
    await expect(lines.map((l) => l.getAttribute('points')?.split(' ').length)).toEqual([5, 3]);
    await expect(reels.querySelectorAll('.slot-cell.win')).toHaveLength(8);
    await waitFor(() => expect(canvas.getByTestId('amount')).toHaveTextContent('$5.10'), { timeout: 10_000 });
    stopWatching();
    await expect(counted[0]).toBe('$0.00');
    await expect(counted.at(-1)).toBe('$5.10');
  },
};

/** Reduced motion: no spin and no count, the same grid, lines and final amount at once. */
export const WinReducedMotion: Story = {
  args: { reducedMotion: true },
  play: async ({ canvasElement }) => {
    const { canvas, reels, counted, stopWatching } = await spinAndWatch(canvasElement);
    await expect(shownGrid(canvasElement)).toEqual(WIN_GRID);
    await expect(reels.querySelectorAll('.slot-lines polyline')).toHaveLength(2);
    await expect(reels.getAnimations({ subtree: true })).toHaveLength(0);
    await waitFor(() => expect(canvas.getByTestId('amount')).toHaveTextContent('$5.10'), { timeout: 10_000 });
    stopWatching();
    await expect(counted).toEqual(['$5.10']);
  },
};

/** No win: the reels stop on the answer and nothing is drawn. */
export const NoWin: Story = {
  args: { grid: LOSE_GRID, wins: [], payout: 0 },
  play: async ({ canvasElement }) => {
    const { reels, stopWatching } = await spinAndWatch(canvasElement);
    stopWatching();
    await expect(shownGrid(canvasElement)).toEqual(LOSE_GRID);
    await expect(reels.querySelectorAll('.slot-lines polyline')).toHaveLength(0);
    await expect(reels.querySelectorAll('.slot-cell.win')).toHaveLength(0);
  },
};
