import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';
import {
  drawFelt,
  resultText,
  type TableEngine,
  type TableOutcome,
} from '../../../server/house/public/assets/table-felt.js';
import '../../../server/house/public/assets/table.css';

/**
 * The felt of the house tables the game frame shows (server/house/public/table): the hands,
 * dice or pocket of the platform's answer, and its result in words. Here the "answer" is a
 * fixed round; in the frame it is the round the platform dealt.
 */
const WORDS: Record<string, string> = {
  player: 'Player',
  banker: 'Banker',
  tie: 'Tie',
  dragon: 'Dragon',
  tiger: 'Tiger',
  big: 'Big',
  small: 'Small',
  triple: 'Any triple',
  red: 'Red',
  black: 'Black',
  zero: 'Zero',
  points: 'Points',
  sideWins: '{side} wins',
};
const words = (key: string) => WORDS[key] ?? key;

function HouseTableFelt({ engine, outcome }: { engine: TableEngine; outcome: TableOutcome | null }) {
  const body = useRef<HTMLDivElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!body.current || !result.current) return;
    drawFelt(body.current, engine, outcome, words);
    result.current.textContent = outcome ? resultText(engine, outcome, words) : '\u00a0';
  }, [engine, outcome]);
  return (
    // The page's colours (house.css) without its page-wide rules, which would reach other stories.
    <section
      className="felt"
      aria-label="This round"
      style={{ maxWidth: 720, color: '#eef0ff', ['--accent' as string]: '#ffc940' }}
    >
      <div className="felt-body" ref={body} />
      <p className="felt-result" ref={result} />
    </section>
  );
}

const meta = {
  title: 'Widgets/Game frame/House table felt',
  component: HouseTableFelt,
  args: { engine: 'baccarat', outcome: null },
  parameters: { layout: 'padded', backgrounds: { default: 'dark' } },
} satisfies Meta<typeof HouseTableFelt>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Baccarat before the first hand: two card backs for each side, no points. */
export const BaccaratAtRest: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.card.back')).toHaveLength(4);
    await expect(within(canvasElement).getByText('Player')).toBeInTheDocument();
  },
};

/** A banker win on a third card: the cards (hearts and diamonds in red), points, the winner marked. */
export const BaccaratBankerWins: Story = {
  args: {
    outcome: {
      hands: [
        { side: 'player', cards: [12, 6], points: 7 },
        { side: 'banker', cards: [13, 2, 42], points: 8 },
      ],
      dice: [],
      number: null,
      result: 'banker',
    },
  },
  play: async ({ canvasElement }) => {
    const cards = [...canvasElement.querySelectorAll('.card')].map((c) => c.textContent);
    await expect(cards).toEqual(['K♠', '7♠', 'A♥', '3♠', '4♣']);
    await expect(canvasElement.querySelector('.card.red')?.textContent).toBe('A♥');
    await expect(canvasElement.querySelector('.hand.won h3')?.textContent).toBe('Banker');
    await expect(within(canvasElement).getByText('Banker wins')).toBeInTheDocument();
  },
};

/** Dragon tiger on a tie: one card each, no side marked. */
export const DragonTigerTie: Story = {
  args: {
    engine: 'dragon-tiger',
    outcome: {
      hands: [
        { side: 'dragon', cards: [8], points: 9 },
        { side: 'tiger', cards: [21], points: 9 },
      ],
      dice: [],
      number: null,
      result: 'tie',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.card')).toHaveLength(2);
    await expect(canvasElement.querySelector('.hand.won')).toBeNull();
    await expect(within(canvasElement).getByText('Tie')).toBeInTheDocument();
  },
};

/** Sic bo: three dice with their pips, the total and big or small. */
export const SicBoRoll: Story = {
  args: { engine: 'sicbo', outcome: { hands: [], dice: [2, 5, 6], number: 13, result: 'big' } },
  play: async ({ canvasElement }) => {
    const dice = [...canvasElement.querySelectorAll('.die')];
    await expect(dice.map((d) => d.getAttribute('aria-label'))).toEqual(['2', '5', '6']);
    await expect(dice.map((d) => d.querySelectorAll('.pip').length)).toEqual([2, 5, 6]);
    await expect(within(canvasElement).getByText('13 · Big')).toBeInTheDocument();
  },
};

/** Roulette: the pocket in its colour, green for the zero. */
export const RouletteZero: Story = {
  args: { engine: 'roulette', outcome: { hands: [], dice: [], number: 0, result: 'zero' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.pocket.zero')?.textContent).toBe('0');
    await expect(within(canvasElement).getByText('0 · Zero')).toBeInTheDocument();
  },
};
