import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    allowLater: Type.Boolean({
      default: true,
      description:
        'Let the member close the popup with “Later”; it comes back at the next login. Left out: allowed.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type ContractRequestsProps = Static<typeof propsSchema>;
