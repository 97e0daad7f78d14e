// Types of table-felt.js for the portal's stories and tests (the page itself loads the .js).
export interface TableOutcome {
  hands: { side: string; cards: number[]; points: number }[];
  dice: number[];
  number: number | null;
  result: string;
}
export type TableEngine =
  | 'baccarat'
  | 'dragon-tiger'
  | 'sicbo'
  | 'roulette'
  | 'fan-tan'
  | 'andar-bahar'
  | 'cockfight'
  | 'niu-niu'
  | 'sam-gong'
  | 'teen-patti';
export function cardName(card: number): string;
export function drawFelt(
  body: HTMLElement,
  engine: TableEngine,
  outcome: TableOutcome | null,
  words: (key: string) => string,
): void;
export function resultText(
  engine: TableEngine,
  outcome: TableOutcome,
  words: (key: string) => string,
): string;
export function handName(engine: TableEngine, points: number, words: (key: string) => string): string;
