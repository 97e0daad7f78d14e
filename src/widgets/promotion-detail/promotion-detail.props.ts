import { Type, type Static } from '@sinclair/typebox';

export const title = 'Promotion detail';
export const description =
  'The promotion named by the address (/promoDetail?id=): artwork, terms and the way to take part (register, or deposit when logged in).';

export const propsSchema = Type.Object({}, { additionalProperties: false });

export type PromotionDetailProps = Static<typeof propsSchema>;
