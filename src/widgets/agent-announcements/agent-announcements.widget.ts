import { defineWidget } from '../define-widget';
import type { AgentAnnouncementsProps } from './agent-announcements.props';

export const agentAnnouncementsWidget = defineWidget<AgentAnnouncementsProps>({
  type: 'agent-announcements',
  load: () => import('./agent-announcements'),
  placeholderHeight: 320,
});
