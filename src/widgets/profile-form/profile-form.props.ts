import { Type, type Static } from '@sinclair/typebox';

export const title = 'Profile';
export const description =
  'Security centre profile (spec §3): nickname, birthday, ID number, address, nationality, occupation, source of income, Telegram, Zalo, e-mail and mobile, each checked.';

const Field = Type.Union([
  Type.Literal('nickname'),
  Type.Literal('birthday'),
  Type.Literal('idNumber'),
  Type.Literal('address'),
  Type.Literal('nationality'),
  Type.Literal('occupation'),
  Type.Literal('sourceOfIncome'),
  Type.Literal('telegram'),
  Type.Literal('zalo'),
  Type.Literal('email'),
  Type.Literal('mobile'),
]);

export const propsSchema = Type.Object(
  {
    /** The profile fields of spec §3 to offer, in order; a merchant may leave some out. */
    fields: Type.Array(Field, {
      default: [
        'nickname',
        'birthday',
        'idNumber',
        'nationality',
        'occupation',
        'sourceOfIncome',
        'address',
        'email',
        'mobile',
        'telegram',
        'zalo',
      ],
      uniqueItems: true,
      minItems: 1,
      description:
        'The profile fields the member may fill in, in this order (at least one): nickname, birthday, idNumber, address, nationality, occupation, sourceOfIncome, telegram, zalo, email, mobile. Left out: all of them.',
      examples: [
        ['nickname', 'birthday', 'email', 'mobile'],
        ['nickname', 'email', 'mobile', 'telegram'],
      ],
    }),
  },
  { additionalProperties: false },
);

export type ProfileFormProps = Static<typeof propsSchema>;
export type ProfileField = Static<typeof Field>;
