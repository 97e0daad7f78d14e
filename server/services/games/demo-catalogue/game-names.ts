import type { TableEngine } from '../house/table-engines';

/** A small, fast, seeded generator: the same seed gives the same catalogue everywhere. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string, for seeds derived from codes. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const FIRST = [
  'Golden',
  'Lucky',
  'Dragon',
  'Mystic',
  'Royal',
  'Wild',
  'Jade',
  'Crystal',
  'Neon',
  'Lotus',
  'Phoenix',
  'Tiger',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Cosmic',
  'Thunder',
  'Frozen',
  'Blazing',
  'Ancient',
  'Sacred',
  'Silver',
  'Midnight',
  'Sunset',
  'Ocean',
  'Jungle',
  'Desert',
  'Samurai',
  'Pharaoh',
  'Viking',
  'Aztec',
  'Pirate',
  'Candy',
  'Sweet',
  'Fruity',
  'Magic',
  'Secret',
  'Hidden',
  'Rising',
  'Mega',
  'Super',
  'Hyper',
  'Diamond',
  'Imperial',
  'Celestial',
  'Shadow',
  'Storm',
  'Fire',
  'Ice',
  'Star',
  'Moon',
  'Solar',
  'Koi',
  'Panda',
  'Wolf',
  'Eagle',
  'Lion',
  'Bamboo',
  'Cherry',
  'Velvet',
] as const;

const SECOND = [
  'Fortune',
  'Riches',
  'Treasure',
  'Reels',
  'Spins',
  'Gems',
  'Wilds',
  'Legends',
  'Quest',
  'Empire',
  'Kingdom',
  'Palace',
  'Temple',
  'Garden',
  'Express',
  'Party',
  'Fever',
  'Rush',
  'Bonanza',
  'Jackpot',
  'Dynasty',
  'Warriors',
  'Heist',
  'Voyage',
  'Dreams',
  'Nights',
  'Charms',
  'Coins',
  'Gold',
  'Crown',
  'Secrets',
  'Saga',
  'Tales',
  'Blast',
  'Burst',
  'Hunt',
  'Festival',
  'Carnival',
  'Safari',
  'Odyssey',
  'Mania',
  'Frenzy',
  'Glory',
  'Wishes',
  'Blessings',
  'Harvest',
  'Lanterns',
  'Pearls',
  'Scrolls',
  'Dice',
  'Cash',
  'Vault',
  'Gate',
  'Realm',
  'Island',
  'Tempest',
  'Wonders',
  'Wheels',
  'Ways',
  'Link',
] as const;

const SUFFIX = [
  '',
  '',
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways',
  ' 2',
  ' Hold & Win',
  ' Extreme',
  ' 1000',
  ' Xmas',
  ' Gold',
  ' Plus',
  ' Max',
  ' Ultra',
  ' Classic',
  ' Returns',
  ' Rising',
  ' Power',
] as const;

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;

/**
 * Unique slot-style names: `taken` is shared across vendors so the whole catalogue
 * reads as distinct games.
 */
export function slotName(r: () => number, taken: Set<string>): string {
  for (;;) {
    const a = pick(FIRST, r);
    const b = pick(SECOND, r);
    const name = `${a} ${b}${pick(SUFFIX, r)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

/**
 * The "others" tables, each with the house engine that deals it: only games the house plays,
 * so no table a player can open leads nowhere.
 */
export const OTHERS_ENGINES: Readonly<Record<string, TableEngine>> = {
  'Fan Tan': 'fan-tan',
  'Andar Bahar': 'andar-bahar',
};

const TABLE_NAMES: Record<string, readonly string[]> = {
  // The house deals these categories by their classic rules: no name promises a variant
  // (no commission, multipliers, other symbols) the table does not play.
  baccarat: [
    'Baccarat',
    'Speed Baccarat',
    'Squeeze Baccarat',
    'VIP Baccarat',
    'Golden Baccarat',
    'Baccarat Prestige',
  ],
  sicbo: ['Sic Bo', 'Speed Sic Bo', 'Sic Bo Deluxe'],
  roulette: ['Roulette', 'Auto Roulette', 'Speed Roulette'],
  'dragon-tiger': ['Dragon Tiger', 'Speed Dragon Tiger'],
  blackjack: ['Blackjack', 'VIP Blackjack', 'Speed Blackjack'],
  others: Object.keys(OTHERS_ENGINES),
};

/**
 * A live table's name within its lobby category, and the game it is named for (the
 * name without its vendor and room).
 */
export function tableName(
  category: string,
  index: number,
  vendorTitle: string,
): { name: string; base: string } {
  const names = TABLE_NAMES[category] ?? TABLE_NAMES.others!;
  const base = names[index % names.length] as string;
  const room = Math.floor(index / names.length) + 1;
  return { name: `${base} ${vendorTitle.split(' ')[0]}${room > 1 ? ` ${room}` : ''}`, base };
}

/**
 * The Cards & board games, each with the house engine that deals it: banker card games, where
 * the player's hand meets the house's in one deal (real player-versus-player needs other
 * players). A vendor has two rooms of each: "Niu Niu Chess", ..., "Niu Niu Chess 2".
 */
export const PVP_ENGINES: Readonly<Record<string, TableEngine>> = {
  'Niu Niu': 'niu-niu',
  'Sam Gong': 'sam-gong',
  'Teen Patti': 'teen-patti',
};
const PVP_NAMES = Object.keys(PVP_ENGINES);
export function pvpName(index: number, vendorTitle: string): { name: string; engine: TableEngine } {
  const base = PVP_NAMES[index % PVP_NAMES.length]!;
  const room = Math.floor(index / PVP_NAMES.length) + 1;
  return {
    name: `${base} ${vendorTitle.split(' ')[0]}${room > 1 ? ` ${room}` : ''}`,
    engine: PVP_ENGINES[base]!,
  };
}

const FISH_NAMES = [
  'Ocean King',
  'Dragon Fishing',
  'Golden Shark',
  'Mermaid Hunt',
  'Crab Blaster',
  'Deep Sea Boss',
  'Koi Catch',
  'Thunder Fishing',
  'Jackpot Fishing',
  'Octopus Rush',
] as const;
export function fishName(index: number, vendorTitle: string): string {
  return `${FISH_NAMES[index % FISH_NAMES.length]} ${vendorTitle.split(' ')[0]}`;
}
