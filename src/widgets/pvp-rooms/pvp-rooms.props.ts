import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Only this vendor's rooms; every PvP vendor when absent. */
    vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,20}$' })),
  },
  { additionalProperties: false },
);

export type PvpRoomsProps = Static<typeof propsSchema>;
