import { Type, type Static } from '@sinclair/typebox';

export const SIDE_BAR_ITEMS = [
  'promotion',
  'service',
  'chat',
  'feedback',
  'telegram',
  'app',
  'invite',
] as const;

export const propsSchema = Type.Object(
  {
    /**
     * Which shortcuts to show, in order: `promotion` (/promotions), `service` (customer
     * service window), `chat` (the chat-room popup), `feedback` (/feedback), `telegram` (settings.customerService.telegram), `app` (QR codes of
     * settings.appDownload), `invite` (invite friends; only with the REFERRALPROMO3 flag).
     * Items whose setting is missing are left out.
     */
    items: Type.Array(
      Type.Unsafe<(typeof SIDE_BAR_ITEMS)[number]>({ type: 'string', enum: [...SIDE_BAR_ITEMS] }),
      { uniqueItems: true, default: [...SIDE_BAR_ITEMS] },
    ),
  },
  { additionalProperties: false },
);

export type SideBarProps = Static<typeof propsSchema>;
