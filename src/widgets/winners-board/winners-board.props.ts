import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** How many wins to list. */
    count: Type.Integer({ minimum: 3, maximum: 20, default: 10 }),
    /** Seconds between refreshes. */
    refreshSeconds: Type.Integer({ minimum: 10, maximum: 600, default: 30 }),
  },
  { additionalProperties: false },
);

export type WinnersBoardProps = Static<typeof propsSchema>;
