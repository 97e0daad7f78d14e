import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Where the back button goes when there is no page to go back to. */
    backRoute: Type.String({ pattern: '^/', default: '/' }),
  },
  { additionalProperties: false },
);

export type GameFrameProps = Static<typeof propsSchema>;
