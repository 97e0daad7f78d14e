import { Type, type Static } from '@sinclair/typebox';

export const title = 'Lottery lobby';
export const description =
  'The /lottery page: lottery and e-lottery games with their next draw, the opened numbers (Vietnam style) and the betting view; reads gameCode, vendor and playType from the address.';

export const propsSchema = Type.Object(
  {
    history: Type.Integer({
      minimum: 5,
      maximum: 100,
      default: 30,
      description: 'How many earlier draws to list under the latest result (5 to 100). Left out: 30.',
      examples: [30, 50],
    }),
    frameHeight: Type.Integer({
      minimum: 480,
      maximum: 1400,
      default: 820,
      description: 'Height of the betting frame on wide screens, in pixels (480 to 1400). Left out: 820.',
      examples: [820, 1000],
    }),
  },
  { additionalProperties: false },
);

export type LotteryLobbyProps = Static<typeof propsSchema>;
