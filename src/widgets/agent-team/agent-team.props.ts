import { Type, type Static } from '@sinclair/typebox';

export const title = 'Agent team management';
export const description =
  'downlineManagmentView: the agent’s team at every depth with balance, last login and status, searchable and paged, and a transfer from the agent’s main wallet to a member of the team with the payment password.';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Integer({
      minimum: 5,
      maximum: 100,
      default: 20,
      description: 'How many team members each page of the list shows (5 to 100). Left out: 20.',
      examples: [20, 50],
    }),
    allowRemark: Type.Boolean({
      default: true,
      description:
        'Let the agent add a note to a transfer to a team member; the member reads it in its account record. Left out: allowed.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type AgentTeamProps = Static<typeof propsSchema>;
