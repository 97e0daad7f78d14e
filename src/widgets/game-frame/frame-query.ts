import { isRoomLevel } from '@schemas/api/room-levels';
import { GAME_TYPES, type GameType } from '@schemas/site/constants';
import type { FrameQuery } from '../../atoms/game-launch';

/**
 * The game the /game address names, or null when it names none (or nonsense). The vendor
 * may come as `vassalage` or `vendor`, the vendor's game code as `gameId` or `gameCode`
 * (the nav's direct launches use the latter names). `room` is the PvP room joined, so a
 * reload keeps its stake level.
 */
export function frameQuery(params: URLSearchParams): FrameQuery | null {
  const gameType = params.get('gameType') ?? '';
  const vassalage = params.get('vassalage') ?? params.get('vendor') ?? '';
  if (!(GAME_TYPES as readonly string[]).includes(gameType) || !/^[A-Za-z0-9_]{1,20}$/.test(vassalage))
    return null;
  const nodeId = Number(params.get('nodeId'));
  const gameId = params.get('gameId') ?? params.get('gameCode');
  const room = params.get('room');
  return {
    gameType: gameType as GameType,
    vassalage,
    ...(Number.isSafeInteger(nodeId) && nodeId > 0 ? { nodeId } : {}),
    ...(gameId && /^[\w.-]{1,40}$/.test(gameId) ? { gameId } : {}),
    ...(isRoomLevel(room) ? { room } : {}),
  };
}

/** The frame's address: the development whitelabel switch travels with it. */
export function frameSrc(url: string, switchedTo: string | undefined): string {
  if (!switchedTo) return url;
  return `${url}${url.includes('?') ? '&' : '?'}wl=${encodeURIComponent(switchedTo)}`;
}
