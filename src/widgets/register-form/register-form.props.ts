import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Where to go after registering (and logging in at once). */
    afterRegisterRoute: Type.String({ pattern: '^/', default: '/' }),
    /** Show the page heading (the /register page; the popup has its own title). */
    showHeading: Type.Boolean({ default: false }),
  },
  { additionalProperties: false },
);

export type RegisterFormProps = Static<typeof propsSchema>;
