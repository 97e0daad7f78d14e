import { Type, type Static } from '@sinclair/typebox';

import { SIDE_BAR_ITEMS, type SideBarItem } from './side-bar-items';

export const propsSchema = Type.Object(
  {
    /**
     * Which shortcuts to show, in order: `promotion` (/promotions), `service` (customer
     * service window), `chat` (the chat-room popup), `feedback` (/feedback), `telegram` (settings.customerService.telegram), `app` (QR codes of
     * settings.appDownload), `invite` (invite friends; only with the REFERRALPROMO3 flag).
     * Items whose setting is missing are left out.
     */
    items: Type.Array(Type.Unsafe<SideBarItem>({ type: 'string', enum: [...SIDE_BAR_ITEMS] }), {
      uniqueItems: true,
      default: [...SIDE_BAR_ITEMS],
    }),
  },
  { additionalProperties: false },
);

export type SideBarProps = Static<typeof propsSchema>;
