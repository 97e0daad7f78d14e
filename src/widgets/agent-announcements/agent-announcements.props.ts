import { Type, type Static } from '@sinclair/typebox';

export const title = 'Agent announcements';
export const description =
  'agentAnnouncement (Announcement): the merchant’s announcements for agents, newest first, each with its title and date, opening to its text.';

export const propsSchema = Type.Object(
  {
    openFirst: Type.Boolean({
      default: false,
      description:
        'Open the newest announcement when the page opens, so agents read it without a click. Left out: every announcement starts closed.',
      examples: [true],
    }),
  },
  { additionalProperties: false },
);

export type AgentAnnouncementsProps = Static<typeof propsSchema>;
