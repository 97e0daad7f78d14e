import { Type, type Static } from '@sinclair/typebox';
import { SiteTextSchema } from '@schemas/site/text';

export const propsSchema = Type.Object(
  {
    /** The partner share the merchant advertises, e.g. { "EN": "up to 45%" }; none shown when absent. */
    commission: Type.Optional(SiteTextSchema),
  },
  { additionalProperties: false },
);

export type JoinUsProps = Static<typeof propsSchema>;
