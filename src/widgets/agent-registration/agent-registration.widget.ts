import { defineWidget } from '../define-widget';
import type { AgentRegistrationProps } from './agent-registration.props';

export const agentRegistrationWidget = defineWidget<AgentRegistrationProps>({
  type: 'agent-registration',
  title: 'Agent registration centre',
  description:
    'registerCenter (Account): the agent opens an account for a direct downline, a player or a sub-agent (DIRECTREG3), and keeps registration links with codes, QR codes and rebates by product (AFFILIATE3): create, list, delete.',
  load: () => import('./agent-registration'),
  schema: () => import('./agent-registration.props'),
  flags: ['DIRECTREG3', 'AFFILIATE3'],
  placeholderHeight: 560,
});
