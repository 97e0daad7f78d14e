import { Type } from '@sinclair/typebox';
import { AGENT_CENTRE_PAGES, MEMBER_CENTRE_BADGES, MEMBER_CENTRE_PAGES } from './constants';
import { ConditionRef } from './condition';
import { NodeRef } from './node';
import { SiteTextSchema } from './text';

const key = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

const BADGE_SOURCES = [...new Set(Object.values(MEMBER_CENTRE_BADGES))];
const BadgeSource = Type.Unsafe<(typeof BADGE_SOURCES)[number]>({
  type: 'string',
  enum: BADGE_SOURCES,
  description:
    'Red count badge beside the label when its count is above 0: missions (missionLeaderboard), messages (messageV2, unread count) or rewards (rewardCenter).',
});

function centre<T extends readonly string[]>(
  pages: T,
  defaultPage: T[number],
  description: string,
  withBadges: boolean,
) {
  return Type.Object(
    {
      default: key(pages, `Page shown when the popup opens (spec: ${defaultPage}).`),
      pages: Type.Array(
        Type.Object(
          {
            key: key(pages, 'Page key of the spec; each key at most once.'),
            label: SiteTextSchema,
            node: NodeRef,
            ...(withBadges ? { badge: Type.Optional(BadgeSource) } : {}),
            when: Type.Optional(ConditionRef),
          },
          {
            additionalProperties: false,
            description:
              'A page of the menu: its label, the widget shown in the right-hand area when active, and when it shows.',
          },
        ),
        { minItems: 1, description: 'Pages in menu order; one is active at a time.' },
      ),
    },
    { additionalProperties: false, description },
  );
}

export const MemberCentre = centre(
  MEMBER_CENTRE_PAGES,
  'securityCenter',
  'The member-centre popup (spec §2): opens on `default`, nothing shown until loaded, closes with a button. Shown to members who are not trial accounts.',
  true,
);
export const AgentCentre = centre(
  AGENT_CENTRE_PAGES,
  'agentTeamOverview',
  'The agent-centre popup titled Agent (spec §2) for agent types 1, 2, 41 and 42. Dividend, daily, hourly and real-time salary pages need `when: { "feature": ... }` of their feature.',
  false,
);
