import { Type } from '@sinclair/typebox';
import type { SiteNode } from './node';
import { AGENT_CENTRE_PAGES, MEMBER_CENTRE_BADGES, MEMBER_CENTRE_PAGES } from './constants';
import { whenSetting } from './condition';
import { nodeSetting } from './node';
import { siteText } from './text';

const key = <T extends readonly string[]>(values: T, description: string, examples: T[number][]) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description, examples });

const BADGE_SOURCES = [...new Set(Object.values(MEMBER_CENTRE_BADGES))];
const BadgeSource = Type.Unsafe<(typeof BADGE_SOURCES)[number]>({
  type: 'string',
  enum: BADGE_SOURCES,
  description:
    'Red count badge beside the label when its count is above 0: missions (missionLeaderboard), messages (messageV2, unread count) or rewards (rewardCenter). Left out: no badge.',
  examples: ['messages'],
});

/** A centre page as the editor shows it for an example. */
interface PageExample {
  key: string;
  label: string;
  node: SiteNode;
}

function centre<T extends readonly string[]>(
  pages: T,
  defaultPage: T[number],
  description: string,
  withBadges: boolean,
  example: PageExample,
) {
  return Type.Object(
    {
      default: key(pages, `Page shown when the popup opens (spec: ${defaultPage}).`, [defaultPage]),
      pages: Type.Array(
        Type.Object(
          {
            key: key(pages, 'Page key of the spec; each key at most once.', [example.key as T[number]]),
            label: siteText({
              description: 'The page’s label in the centre’s menu.',
              examples: [example.label, { EN: 'Security' }],
            }),
            node: nodeSetting('The widget shown in the right-hand area while this page is active.', [
              example.node,
            ]),
            ...(withBadges ? { badge: Type.Optional(BadgeSource) } : {}),
            when: Type.Optional(
              whenSetting('the page in the menu', [{ loggedIn: true }, { feature: 'dailySalary' }]),
            ),
          },
          {
            additionalProperties: false,
            description:
              'A page of the menu: its label, the widget shown in the right-hand area when active, and when it shows.',
          },
        ),
        { minItems: 1, description: 'Pages in menu order; one is active at a time.', examples: [[example]] },
      ),
    },
    { additionalProperties: false, description, examples: [{ default: example.key, pages: [example] }] },
  );
}

export const MemberCentre = centre(
  MEMBER_CENTRE_PAGES,
  'securityCenter',
  'The member-centre popup (spec §2): opens on `default`, nothing shown until loaded, closes with a button. Shown to members who are not trial accounts.',
  true,
  {
    key: 'securityCenter',
    label: 'memberCentre.securityCenter',
    node: { type: 'change-password-form', props: { showTitle: true } },
  },
);
export const AgentCentre = centre(
  AGENT_CENTRE_PAGES,
  'agentTeamOverview',
  'The agent-centre popup titled Agent (spec §2) for agent types 1, 2, 41 and 42. Dividend, daily, hourly and real-time salary pages need `when: { "feature": ... }` of their feature.',
  false,
  {
    key: 'agentTeamOverview',
    label: 'agentCentre.agentTeamOverview',
    node: { type: 'agent-overview' },
  },
);
