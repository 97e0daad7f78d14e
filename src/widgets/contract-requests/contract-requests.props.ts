import { Type, type Static } from '@sinclair/typebox';

export const title = 'Contract requests';
export const description =
  'The contract-request popup after login (spec §2 "contract requests (new and termination)"): when the consolidated flags say an offer or a termination request waits, one block per product type with Accept / Reject for an offer and Confirm / Reject for a termination, the higher-rate confirmation first where accepting ends team contracts; the flags reload after each answer. Draws nothing otherwise.';

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
