import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Routes where the balance is not shown at all (spec §2: hidden on game pages). */
    hideBalanceOn: Type.Array(Type.String({ pattern: '^/' }), { default: ['/game'] }),
  },
  { additionalProperties: false },
);

export type MemberPanelProps = Static<typeof propsSchema>;
