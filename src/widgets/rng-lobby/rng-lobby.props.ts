import { Type, type Static } from '@sinclair/typebox';

export const title = 'Slots lobby';
export const description =
  'The slot (RNG) lobby: vendor menu, all / hot / favourite / recent modes, classification, minimum-bet and name filters, and a virtualised, infinitely loading game grid.';

export const propsSchema = Type.Object(
  {
    /**
     * The lobby's game type: RNG (slots) or FISH; `route` takes it from the page's route
     * parameters (R2.8): `:lobbyType` upper-cased, optional `:type` (hot or vassalage) and `:vassalage`.
     */
    gameType: Type.Union([Type.Literal('RNG'), Type.Literal('FISH'), Type.Literal('route')], {
      default: 'RNG',
      description:
        'The lobby’s game type: `RNG` (slots) or `FISH`; `route` takes it from the page’s address (`:lobbyType`, with optional `:type` hot or vassalage and `:vassalage`). Left out: `RNG`.',
      examples: ['RNG', 'route'],
    }),
    maxColumns: Type.Integer({
      minimum: 2,
      maximum: 8,
      default: 7,
      description: 'The most game tiles per row on wide screens (2 to 8; phones show two). Left out: 7.',
      examples: [7, 5],
    }),
    vendorMenu: Type.Boolean({
      default: true,
      description: 'Show the vendor menu above the games. Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type RngLobbyProps = Static<typeof propsSchema>;
