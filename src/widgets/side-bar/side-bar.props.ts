import { Type, type Static } from '@sinclair/typebox';

import { SIDE_BAR_ITEMS, type SideBarItem } from './side-bar-items';

export const title = 'Side bar';
export const description =
  'Shortcuts floating at the right edge: promotions, customer service, Telegram, app QR codes, invite friends. Folds into one button where it would cover the content.';

export const propsSchema = Type.Object(
  {
    items: Type.Array(Type.Unsafe<SideBarItem>({ type: 'string', enum: [...SIDE_BAR_ITEMS] }), {
      uniqueItems: true,
      default: [...SIDE_BAR_ITEMS],
      description:
        'Which shortcuts to show, in order: `promotion` (promotions page), `service` (customer service window), `chat` (chat room), `feedback` (feedback page), `telegram` (settings.customerService.telegram), `app` (QR codes of settings.appDownload), `invite` (invite friends, only with the REFERRALPROMO3 flag). Items whose setting is missing are left out. Left out: all of them.',
      examples: [
        ['promotion', 'service', 'telegram'],
        ['service', 'app'],
      ],
    }),
  },
  { additionalProperties: false },
);

export type SideBarProps = Static<typeof propsSchema>;
