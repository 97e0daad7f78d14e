import { Type, type Static } from '@sinclair/typebox';

export const title = 'Payment password';
export const description =
  'Set the 6-digit payment (withdrawal) password with the login password, or change it with the old one; shows the lock after too many wrong tries.';

export const propsSchema = Type.Object(
  {
    showTitle: Type.Boolean({
      default: true,
      description:
        'Show the form’s heading (useful where several forms are listed, as in the security centre). Left out: shown.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type PaymentPasswordFormProps = Static<typeof propsSchema>;
