import { Type, type Static } from '@sinclair/typebox';
import { ContentLanguage } from './content-shapes';
import { defineEndpoint } from './endpoint';

/** An announcement for the merchant's agents (type AG; docs/decisions/agent-announcements.md). */
export const AgentAnnouncement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** Sanitised HTML in the asked language. */
  content: Type.String(),
  /** Publication time, epoch milliseconds. */
  timestamp: Type.Number(),
  /** When it stops showing, epoch milliseconds. */
  endsAt: Type.Optional(Type.Number()),
});
export type AgentAnnouncement = Static<typeof AgentAnnouncement>;

/** The agent centre's Announcement page (spec §2 agentAnnouncement, R2.78). */
export const getAgentAnnouncements = defineEndpoint({
  id: 'agent.announcements',
  method: 'GET',
  path: '/wps/v2/agent/announcements',
  token: true,
  encrypted: false,
  summary:
    'Announcements for the agents of the merchant (agentAnnouncement): published, not ended and not hidden, newest first, texts in the asked language. Never served to players or visitors.',
  request: Type.Object({ language: ContentLanguage }, { additionalProperties: false }),
  response: Type.Object({ announcements: Type.Array(AgentAnnouncement) }),
});

export const agentAnnouncementEndpoints = [getAgentAnnouncements] as const;
