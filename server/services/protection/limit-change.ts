/**
 * What asking for a new limit does (docs/player-protection.md): a first limit or a lower one
 * holds at once (more protection never waits); a raise or a removal waits out the cooling-off
 * and then needs confirming; asking for the limit already in force drops any pending change.
 */
export type LimitChange = 'at-once' | 'cooling-off' | 'unchanged';

/** `current` and `requested` in minor units; null is "no limit". */
export function limitChange(current: number | null, requested: number | null): LimitChange {
  if (requested === current) return 'unchanged';
  if (requested === null) return 'cooling-off';
  if (current === null || requested < current) return 'at-once';
  return 'cooling-off';
}
