/** The game types whose lobby lists games one by one. */
export const LISTED_TYPES = ['RNG', 'FISH'] as const;
export type ListedType = (typeof LISTED_TYPES)[number];

/** What a lobby page's address asks for (R2.8); `null` when it names no lobby. */
export type LobbyRoute = { gameType: ListedType; hot: boolean; vassalage?: string } | null;

/**
 * Read the lobby route's parameters (spec §2, R2.8): `lobbyType`, upper-cased into a game type;
 * an optional `type`, `hot` (the hot list) or `vassalage` (one vendor, named by `vassalage`).
 * A lobby whose widget fixes its type ignores the address.
 */
export function lobbyRoute(
  fixed: ListedType | 'route',
  params: { lobbyType?: string; type?: string; vassalage?: string },
): LobbyRoute {
  if (fixed !== 'route') return { gameType: fixed, hot: false };
  const gameType = LISTED_TYPES.find((t) => t === params.lobbyType?.toUpperCase());
  if (!gameType) return null;
  if (params.type === undefined) return params.vassalage === undefined ? { gameType, hot: false } : null;
  if (params.type === 'hot') return params.vassalage === undefined ? { gameType, hot: true } : null;
  if (params.type === 'vassalage' && params.vassalage)
    return { gameType, hot: false, vassalage: params.vassalage };
  return null;
}
