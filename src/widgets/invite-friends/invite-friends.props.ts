import { SHARE_TARGETS } from './share-targets';
import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object(
  {
    /** Invited friends per page (at most 50). */
    pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
    /**
     * Share buttons, in order: `native` (the device's share sheet, where the browser has one),
     * `whatsapp`, `telegram`, `line`, `facebook`, `x`, `email`.
     */
    share: Type.Array(Type.Union(SHARE_TARGETS.map((t) => Type.Literal(t))), {
      default: [...SHARE_TARGETS],
      uniqueItems: true,
    }),
    /** Show the QR code of the link (drawn in the page, nothing fetched). */
    showQr: Type.Boolean({ default: true }),
  },
  { additionalProperties: false },
);

export type InviteFriendsProps = Static<typeof propsSchema>;
