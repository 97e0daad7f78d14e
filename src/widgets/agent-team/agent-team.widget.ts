import { defineWidget } from '../define-widget';
import type { AgentTeamProps } from './agent-team.props';

export const agentTeamWidget = defineWidget<AgentTeamProps>({
  type: 'agent-team',
  title: 'Agent team management',
  description:
    'downlineManagmentView: the agent’s team at every depth with balance, last login and status, searchable and paged, and a transfer from the agent’s main wallet to a member of the team with the payment password.',
  load: () => import('./agent-team'),
  schema: () => import('./agent-team.props'),
  placeholderHeight: 520,
});
