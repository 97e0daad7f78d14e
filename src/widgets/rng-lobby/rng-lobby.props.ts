import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /**
     * The lobby's game type: RNG (slots) or FISH; `route` takes it from the page's route
     * parameters (R2.8): `:lobbyType` upper-cased, optional `:type` (hot or vassalage) and `:vassalage`.
     */
    gameType: Type.Union([Type.Literal('RNG'), Type.Literal('FISH'), Type.Literal('route')], {
      default: 'RNG',
    }),
    /** Most tiles per row on wide screens (phones show two). */
    maxColumns: Type.Integer({ minimum: 2, maximum: 8, default: 7 }),
    /** Show the vendor menu above the list. */
    vendorMenu: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type RngLobbyProps = Static<typeof propsSchema>;
