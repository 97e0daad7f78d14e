import { SHARE_TARGETS } from './share-targets';
import { Type, type Static } from '@sinclair/typebox';

export const title = 'Invite friends';
export const description =
  'referral (spec §2, R2.72): the member’s invitation link with copy, QR code and share buttons, and the friends who registered through it. Needs the REFERRALPROMO3 flag.';

export const propsSchema = Type.Object(
  {
    pageSize: Type.Integer({
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'How many invited friends each page of the list shows (1 to 50). Left out: 10.',
      examples: [10, 20],
    }),
    share: Type.Array(Type.Union(SHARE_TARGETS.map((t) => Type.Literal(t))), {
      default: [...SHARE_TARGETS],
      uniqueItems: true,
      description:
        'Share buttons for the invitation link, in order: `native` (the device’s own share sheet, where the browser has one), `whatsapp`, `telegram`, `line`, `facebook`, `x`, `email`. Left out: all of them in that order.',
      examples: [
        ['native', 'whatsapp', 'telegram'],
        ['line', 'facebook', 'email'],
      ],
    }),
    showQr: Type.Boolean({
      default: true,
      description:
        'Show a QR code of the invitation link (drawn in the page, nothing is fetched). Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type InviteFriendsProps = Static<typeof propsSchema>;
