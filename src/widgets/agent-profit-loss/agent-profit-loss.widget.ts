import { defineWidget } from '../define-widget';
import type { AgentProfitLossProps } from './agent-profit-loss.props';

export const agentProfitLossWidget = defineWidget<AgentProfitLossProps>({
  type: 'agent-profit-loss',
  load: () => import('./agent-profit-loss'),
  placeholderHeight: 560,
});
