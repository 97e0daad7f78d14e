/**
 * The live tables the house deals itself (table-engine.ts deals them): one engine per lobby
 * category for baccarat, dragon tiger, sic bo and roulette; the "others" category's Fan Tan and
 * Andar Bahar by their name; the cockfight's one game; the Cards & board lobby's banker card games
 * (niu niu, sam gong, teen patti). Apart from the dealing, with no Node module, so the demo catalogue and the
 * launch addresses can name them wherever they run (the portal's stories load the catalogue).
 */
export const TABLE_ENGINES = [
  'baccarat',
  'dragon-tiger',
  'sicbo',
  'roulette',
  'fan-tan',
  'andar-bahar',
  'cockfight',
  'niu-niu',
  'sam-gong',
  'teen-patti',
] as const;
export type TableEngine = (typeof TABLE_ENGINES)[number];

export function isTableEngine(engine: string | null): engine is TableEngine {
  return (TABLE_ENGINES as readonly (string | null)[]).includes(engine);
}
