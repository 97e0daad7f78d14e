import { Type, type Static } from '@sinclair/typebox';
import { whenSetting } from './condition';
import { GAME_TYPES } from './constants';
import { siteText } from './text';

const gameType = Type.Unsafe<(typeof GAME_TYPES)[number]>({
  type: 'string',
  enum: [...GAME_TYPES],
  description:
    'The game type this item opens. Its route follows the spec’s map: LOTT and ELOTT /lottery, LIVE /live, SPORTS /sports, FISH /fish, RNG /rng, PVP /pvp, ESPORTS /esports; COCKFIGHT has no page.',
  examples: ['LIVE'],
});

/**
 * An item of the header's bottom bar: Home, the game types (with hover menus of
 * their vendors), Promotions, App download... `validate` checks that a game type's
 * item goes to its lobby route, and that cockfight launches directly.
 */
export const NavItem = Type.Object(
  {
    id: Type.String({
      pattern: '^[a-z][a-z0-9-]*$',
      description: 'Stable id of the item, unique in the nav (used by tests and analytics).',
      examples: ['live'],
    }),
    label: siteText({
      description: 'The item’s label in the bar.',
      examples: ['nav.live', { EN: 'Live casino', CN: '真人娱乐' }],
    }),
    route: Type.Optional(
      Type.String({
        pattern: '^/[\\w./-]*(\\?[\\w=&%.-]*)?$',
        description: 'Where the item goes, e.g. /live or /rng?page=PG. Omit for items that launch a game.',
        examples: ['/live', '/rng?page=PG'],
      }),
    ),
    gameType: Type.Optional(gameType),
    hoverMenu: Type.Optional(
      Type.Boolean({
        default: false,
        description:
          'Show the vendors of `gameType` in a menu when the pointer rests on the item. Left out: no menu.',
        examples: [true],
      }),
    ),
    launch: Type.Optional(
      Type.Union([Type.Literal('direct'), Type.Literal('first-vendor')], {
        description:
          '`direct`: clicking launches the game type’s game (required for COCKFIGHT); `first-vendor`: lottery categories of the hover menu launch their first vendor’s game. Left out: the item opens its route.',
        examples: ['direct'],
      }),
    ),
    icon: Type.Optional(
      Type.String({
        pattern: '^[a-z-]+$',
        description: 'Icon name shown before the label on narrow screens (home, live, slots, ...).',
        examples: ['live', 'slots'],
      }),
    ),
    when: Type.Optional(whenSetting('the item', [{ loggedIn: true }, { viewport: 'desktop' }])),
  },
  {
    additionalProperties: false,
    description: 'An item of the header bottom bar.',
    examples: [
      { id: 'live', label: 'nav.live', route: '/live', gameType: 'LIVE', hoverMenu: true, icon: 'live' },
    ],
  },
);
export type NavItem = Static<typeof NavItem>;
