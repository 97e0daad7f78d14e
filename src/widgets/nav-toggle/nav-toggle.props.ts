import { Type, type Static } from '@sinclair/typebox';

export const title = 'Nav toggle';
export const description =
  'On game pages (frame `game`), folds the header’s main bar away and back, giving the game the room.';

export const propsSchema = Type.Object({}, { additionalProperties: false });

export type NavToggleProps = Static<typeof propsSchema>;
