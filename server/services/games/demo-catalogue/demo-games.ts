import { isTableEngine, type TableEngine } from '../house/table-engines';
import type { DemoVendor } from './demo-vendors';
import {
  OTHERS_ENGINES,
  fishName,
  hashString,
  pvpName,
  seededRandom,
  slotName,
  tableName,
} from './game-names';

/** One game row of the demo catalogue, before it has ids. */
export interface DemoGame {
  vendor: DemoVendor;
  gameCode: string;
  name: string;
  classify: 'slot' | 'jackpot' | 'table' | 'arcade' | 'bingo';
  lobbyCategory: string | null;
  minBet: number;
  lineCount: number;
  isHot: boolean;
  popularity: number;
  hasTrial: boolean;
  /** The house engine that plays it; null when no engine does (the provider page says so). */
  engine: 'slot' | 'lottery' | 'blackjack' | 'sportsbook' | TableEngine | null;
  artSeed: number;
  sortOrder: number;
}

/** Minimum bets in minor units: the spec's filter values 0.01 ... 0.75. */
const MIN_BETS = [1, 5, 10, 50, 75] as const;
const LINES = [5, 9, 10, 15, 20, 25, 30, 40, 50, 243, 1024] as const;
const LIVE_CATEGORIES = [
  ...Array<string>(6).fill('baccarat'),
  'sicbo',
  'sicbo',
  'roulette',
  'roulette',
  'dragon-tiger',
  'dragon-tiger',
  'blackjack',
  'blackjack',
  'blackjack',
  'others',
  'others',
  'others',
];

/** House lottery games: code, name, draw interval in seconds (see lottery/draw-schedule.ts). */
export const LOTTERY_GAMES: Record<string, readonly (readonly [string, string])[]> = {
  TCG_LOTTO_VN: [
    ['VN1', 'Vietnam 1-Minute'],
    ['VN5', 'Vietnam 5-Minute'],
  ],
  TCG_SEA: [['SEA3', 'SEA 3-Minute']],
  LOTT: [['LT10', 'Tessera Lotto 10-Minute']],
  ELOTT: [['EL2', 'E-Lotto 2-Minute']],
};

function classifyOf(r: number): DemoGame['classify'] {
  if (r < 0.7) return 'slot';
  if (r < 0.8) return 'jackpot';
  if (r < 0.88) return 'table';
  if (r < 0.96) return 'arcade';
  return 'bingo';
}

/** The games of every vendor, deterministic for a given vendor list. */
export function demoGames(vendors: readonly DemoVendor[]): DemoGame[] {
  const taken = new Set<string>();
  const out: DemoGame[] = [];
  for (const vendor of vendors) {
    const r = seededRandom(hashString(`${vendor.gameType}:${vendor.code}`));
    const base = (i: number, name: string, extra: Partial<DemoGame>): DemoGame => ({
      vendor,
      gameCode: `${vendor.code}-${String(i + 1).padStart(4, '0')}`,
      name,
      classify: 'slot',
      lobbyCategory: null,
      minBet: MIN_BETS[Math.floor(r() * MIN_BETS.length)] as number,
      lineCount: 0,
      isHot: false,
      popularity: Math.floor(r() ** 3 * 100_000),
      hasTrial: true,
      engine: null,
      artSeed: hashString(`${vendor.code}:${i}`) & 0x7fffffff,
      sortOrder: i,
      ...extra,
    });
    for (let i = 0; i < vendor.games; i++) {
      switch (vendor.gameType) {
        case 'RNG': {
          const classify = vendor.integration === 'house' ? 'slot' : classifyOf(r());
          out.push(
            base(i, slotName(r, taken), {
              classify,
              lineCount:
                classify === 'slot' || classify === 'jackpot'
                  ? (LINES[Math.floor(r() * LINES.length)] as number)
                  : 0,
              isHot: i < 3 || r() < 0.03,
              engine: 'slot',
            }),
          );
          break;
        }
        case 'FISH':
          out.push(base(i, fishName(i, vendor.title), { classify: 'arcade', isHot: i < 2, engine: 'slot' }));
          break;
        case 'LIVE': {
          const category = LIVE_CATEGORIES[i % LIVE_CATEGORIES.length] as string;
          const nth = LIVE_CATEGORIES.slice(0, i % LIVE_CATEGORIES.length).filter(
            (c) => c === category,
          ).length;
          const table = tableName(category, nth, vendor.title);
          out.push(
            base(i, table.name, {
              classify: 'table',
              lobbyCategory: category,
              minBet: [100, 500, 1000][i % 3] as number,
              isHot: i < 2,
              hasTrial: false,
              // Baccarat, dragon tiger, sic bo and roulette tables are dealt by the house, and so
              // are the "others" (by their game's name) and blackjack (house-blackjack.md).
              engine: isTableEngine(category)
                ? category
                : category === 'blackjack'
                  ? 'blackjack'
                  : (OTHERS_ENGINES[table.base] ?? null),
            }),
          );
          break;
        }
        case 'PVP': {
          // Banker card games the house deals (game-names.ts PVP_ENGINES), two rooms of each.
          const game = pvpName(i, vendor.title);
          out.push(
            base(i, game.name, {
              classify: 'table',
              minBet: 100,
              isHot: i < 2,
              hasTrial: false,
              engine: game.engine,
            }),
          );
          break;
        }
        case 'LOTT':
        case 'ELOTT': {
          const [code, name] = LOTTERY_GAMES[vendor.code]?.[i] ?? [`${vendor.code}${i + 1}`, vendor.title];
          out.push(
            base(i, name, {
              gameCode: code,
              classify: 'table',
              minBet: 10,
              isHot: true,
              engine: 'lottery',
              hasTrial: true,
            }),
          );
          break;
        }
        default:
          out.push(
            base(i, vendor.gameType === 'COCKFIGHT' ? `${vendor.title} Live` : vendor.title, {
              gameCode: vendor.gameCode ?? `${vendor.code}-MAIN`,
              classify: 'table',
              minBet: 100,
              hasTrial: false,
              isHot: vendor.isHot ?? false,
              // The cockfight is a house table: one draw names the winner (table-engine.ts); the
              // sports books are the house sports book (house-sports-book.md).
              engine:
                vendor.gameType === 'COCKFIGHT'
                  ? 'cockfight'
                  : vendor.gameType === 'SPORTS'
                    ? 'sportsbook'
                    : null,
            }),
          );
      }
    }
  }
  return out;
}
