import { defineWidget } from '../define-widget';
import type { AgentContractsProps } from './agent-contracts.props';

export const agentContractsWidget = defineWidget<AgentContractsProps>({
  type: 'agent-contracts',
  title: 'Agent contracts',
  description:
    'agentDividendRecordCopy2, agentDailyWages2, agentHourSalary, agentRealtimeSalary: the agent’s own contract of one product and those it gave its direct downline agents, with their tiers and states, a request to end a running one, and the form that offers one with increasing tiers.',
  load: () => import('./agent-contracts'),
  schema: () => import('./agent-contracts.props'),
  placeholderHeight: 480,
});
