import { defineWidget } from '../define-widget';
import type { AgentCentreProps } from './agent-centre.props';

export const agentCentreWidget = defineWidget<AgentCentreProps>({
  type: 'agent-centre',
  title: 'Agent centre',
  description:
    'The agent-centre popup (spec §2): the site’s agentCentre pages in menu order, each shown only while its module is on and, for dividend and salaries, its consolidated flag; one page at a time, for agents (isAgent 1, 2, 41, 42) only.',
  load: () => import('./agent-centre'),
  schema: () => import('./agent-centre.props'),
  hostsNodes: true,
  placeholderHeight: 560,
});
