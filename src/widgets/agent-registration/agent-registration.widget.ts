import { defineWidget } from '../define-widget';
import type { AgentRegistrationProps } from './agent-registration.props';

export const agentRegistrationWidget = defineWidget<AgentRegistrationProps>({
  type: 'agent-registration',
  load: () => import('./agent-registration'),
  flags: ['DIRECTREG3', 'AFFILIATE3'],
  placeholderHeight: 560,
});
