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
 * dice, pocket, beans, fighters or banker card hands of the platform's answer, and its result in words. Here the "answer" is a
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
  odd: 'Odd',
  even: 'Even',
  fan1: 'Fan 1',
  fan3: 'Fan 3',
  beans: '{count} beans',
  left: '{count} left',
  cup: 'The beans are under the cup',
  andar: 'Andar',
  bahar: 'Bahar',
  joker: 'Joker',
  cards: 'Cards',
  meron: 'Meron',
  wala: 'Wala',
  draw: 'Draw',
  winner: 'Winner',
  dealer: 'Dealer',
  noNiu: 'No niu',
  niuNiu: 'Niu Niu',
  niuN: 'Niu {n}',
  threePictures: 'Three pictures',
  pointsN: '{n} points',
  highCard: 'High card',
  pair: 'Pair',
  colour: 'Colour',
  sequence: 'Sequence',
  pureSequence: 'Pure sequence',
  trail: 'Trail',
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

/** Fan tan before the cup is lifted: no beans, room kept for the most there can be. */
export const FanTanCovered: Story = {
  args: { engine: 'fan-tan' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.beans.covered')).toHaveAttribute(
      'aria-label',
      'The beans are under the cup',
    );
    await expect(canvasElement.querySelectorAll('.group')).toHaveLength(20);
    await expect(canvasElement.querySelectorAll('.bean')).toHaveLength(0);
  },
};

/** Fan tan: 57 beans in fours, the one left marked: fan 1, odd. */
export const FanTanOne: Story = {
  args: { engine: 'fan-tan', outcome: { hands: [], dice: [], number: 57, result: 'fan1' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.bean')).toHaveLength(57);
    await expect(canvasElement.querySelectorAll('.group.left .bean')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('.group')).toHaveLength(20);
    await expect(within(canvasElement).getByRole('img', { name: '57 beans, 1 left' })).toBeInTheDocument();
    await expect(within(canvasElement).getByText('57 · Fan 1 · Odd')).toBeInTheDocument();
  },
};

/** Andar bahar: the joker, a long bahar win whose matching card is marked; the rows overlap their cards. */
export const AndarBaharBaharWins: Story = {
  args: {
    engine: 'andar-bahar',
    outcome: {
      hands: [
        {
          side: 'andar',
          cards: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 22],
          points: 20,
        },
        {
          side: 'bahar',
          cards: [23, 24, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 40, 41, 42, 43, 44, 45, 26],
          points: 20,
        },
        { side: 'joker', cards: [0], points: 1 },
      ],
      dice: [],
      number: null,
      result: 'bahar',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.joker .card')?.textContent).toBe('A♠');
    const rows = [...canvasElement.querySelectorAll('.hand.row')];
    await expect(rows.map((r) => r.querySelectorAll('.card').length)).toEqual([20, 20]);
    await expect(canvasElement.querySelector('.hand.won h3')?.textContent).toBe('Bahar');
    await expect(canvasElement.querySelector('.slot.match .card')?.textContent).toBe('A♦');
    // The rows fit the felt: their cards overlap rather than spill out.
    for (const row of rows) {
      const spread = row.querySelector('.spread')!;
      await expect(spread.scrollWidth).toBeLessThanOrEqual(spread.clientWidth + 1);
    }
    await expect(within(canvasElement).getByText('Bahar wins')).toBeInTheDocument();
  },
};

/** The cockfight: meron in red, wala in blue; wala won, its badge shown. */
export const CockfightWalaWins: Story = {
  args: { engine: 'cockfight', outcome: { hands: [], dice: [], number: 73, result: 'wala' } },
  play: async ({ canvasElement }) => {
    const wala = canvasElement.querySelector('.fighter.wala')!;
    await expect(wala).toHaveClass('won');
    await expect(canvasElement.querySelector('.fighter.meron')).toHaveClass('lost');
    await expect(getComputedStyle(wala.querySelector('.badge')!).visibility).toBe('visible');
    await expect(within(canvasElement).getByText('Wala wins')).toBeInTheDocument();
  },
};

/** A cockfight draw: neither fighter marked. */
export const CockfightDraw: Story = {
  args: { engine: 'cockfight', outcome: { hands: [], dice: [], number: 98, result: 'draw' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.fighter.won, .fighter.lost')).toHaveLength(0);
    await expect(within(canvasElement).getByText('Draw')).toBeInTheDocument();
  },
};

/** Niu niu: the player's niu 7 beats the banker's no niu. */
const NIU_ROUND: TableOutcome = {
  hands: [
    { side: 'player', cards: [12, 24, 35, 41, 3], points: 7 },
    { side: 'banker', cards: [0, 14, 29, 46, 8], points: 0 },
  ],
  dice: [],
  number: null,
  result: 'player',
};

/**
 * Niu niu at rest, five card backs a side, then the round lands: the hands' names and the winner's
 * badge appear in room kept for them, so neither hand moves nor grows.
 */
export const NiuNiuDealt: Story = {
  args: { engine: 'niu-niu' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('.card.back')).toHaveLength(10);
    const body = canvasElement.querySelector<HTMLElement>('.felt-body')!;
    const boxes = () => [...body.querySelectorAll('.hand')].map((h) => h.getBoundingClientRect().toJSON());
    const atRest = boxes();
    drawFelt(body, 'niu-niu', NIU_ROUND, words);
    await expect(boxes()).toEqual(atRest);
    const hands = [...body.querySelectorAll('.hand')];
    await expect(hands.map((h) => h.querySelector('.hand-name')?.textContent)).toEqual(['Niu 7', 'No niu']);
    await expect(body.querySelector('.hand.won h3')?.textContent).toBe('Player');
    await expect(getComputedStyle(body.querySelector('.hand.won .badge')!).visibility).toBe('visible');
    await expect(resultText('niu-niu', NIU_ROUND, words)).toBe('Player wins');
  },
};

/** Sam gong: three pictures beat the banker's 9 points. */
export const SamGongThreePictures: Story = {
  args: {
    engine: 'sam-gong',
    outcome: {
      hands: [
        { side: 'player', cards: [10, 24, 38], points: 10 },
        { side: 'banker', cards: [8, 21, 26], points: 9 },
      ],
      dice: [],
      number: null,
      result: 'player',
    },
  },
  play: async ({ canvasElement }) => {
    const names = [...canvasElement.querySelectorAll('.hand-name')].map((n) => n.textContent);
    await expect(names).toEqual(['Three pictures', '9 points']);
    await expect(within(canvasElement).getByText('Player wins')).toBeInTheDocument();
  },
};

/** Teen patti: the dealer's trail beats the player's pure sequence. */
export const TeenPattiDealerTrail: Story = {
  args: {
    engine: 'teen-patti',
    outcome: {
      hands: [
        { side: 'player', cards: [24, 25, 13], points: 4 },
        { side: 'dealer', cards: [6, 19, 32], points: 5 },
      ],
      dice: [],
      number: null,
      result: 'dealer',
    },
  },
  play: async ({ canvasElement }) => {
    const names = [...canvasElement.querySelectorAll('.hand-name')].map((n) => n.textContent);
    await expect(names).toEqual(['Pure sequence', 'Trail']);
    await expect(canvasElement.querySelector('.hand.won h3')?.textContent).toBe('Dealer');
    await expect(within(canvasElement).getByText('Dealer wins')).toBeInTheDocument();
  },
};
