import { defineWidget } from '../define-widget';
import type { AgentTeamProps } from './agent-team.props';

export const agentTeamWidget = defineWidget<AgentTeamProps>({
  type: 'agent-team',
  load: () => import('./agent-team'),
  placeholderHeight: 520,
});
