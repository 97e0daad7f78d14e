/**
 * The stake levels of a PvP game's rooms (spec §7 GLS2_roomList), each at a multiple of the
 * game's minimum bet. One definition for the room list, the launch that carries a room to the
 * table, and the table that enforces it (docs/decisions/pvp-room-stakes.md). No schema library
 * here: the portal imports it as values.
 */
export const ROOM_LEVELS = ['novice', 'regular', 'high', 'vip'] as const;
export type RoomLevel = (typeof ROOM_LEVELS)[number];

/** How many times the game's minimum bet a room's minimum stake is. */
export const ROOM_STAKE_MULTIPLES: Readonly<Record<RoomLevel, number>> = {
  novice: 1,
  regular: 10,
  high: 50,
  vip: 200,
};

export function isRoomLevel(value: unknown): value is RoomLevel {
  return (ROOM_LEVELS as readonly unknown[]).includes(value);
}

/** A table's minimum stake in a room; a game launched without a room keeps its own minimum bet. */
export function roomMinStake(minBet: number, room: RoomLevel | null | undefined): number {
  return room ? minBet * ROOM_STAKE_MULTIPLES[room] : minBet;
}
