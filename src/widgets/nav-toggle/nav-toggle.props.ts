import { Type, type Static } from '@sinclair/typebox';

export const propsSchema = Type.Object({}, { additionalProperties: false });

export type NavToggleProps = Static<typeof propsSchema>;
