import { defineWidget } from '../define-widget';
import type { AgentAnnouncementsProps } from './agent-announcements.props';

export const agentAnnouncementsWidget = defineWidget<AgentAnnouncementsProps>({
  type: 'agent-announcements',
  title: 'Agent announcements',
  description:
    'agentAnnouncement (Announcement): the merchant’s announcements for agents, newest first, each with its title and date, opening to its text.',
  load: () => import('./agent-announcements'),
  schema: () => import('./agent-announcements.props'),
  placeholderHeight: 320,
});
