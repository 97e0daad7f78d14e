import { defineWidget } from '../define-widget';
import type { AgentIncomeProps } from './agent-income.props';

export const agentIncomeWidget = defineWidget<AgentIncomeProps>({
  type: 'agent-income',
  load: () => import('./agent-income'),
  placeholderHeight: 480,
});
