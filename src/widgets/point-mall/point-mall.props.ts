import { Type, type Static } from '@sinclair/typebox';

export const title = 'Point mall';
export const description =
  'pointMall: the member’s points, the merchant’s catalogue (cash credits, goods, mobile top-ups) redeemed with the payment password, redeem history and points details.';

export const propsSchema = Type.Object(
  {
    showHistory: Type.Boolean({
      default: true,
      description: 'Offer members the “Redeem history” and “Points details” tabs. Left out: offered.',
      examples: [false],
    }),
  },
  { additionalProperties: false },
);

export type PointMallProps = Static<typeof propsSchema>;
