import { Type } from '@sinclair/typebox';
import { LANGUAGES } from '../site/constants';
import { defineEndpoint } from './endpoint';

const Language = Type.Unsafe<(typeof LANGUAGES)[number]>({ type: 'string', enum: [...LANGUAGES] });

export const updateLanguage = defineEndpoint({
  id: 'member.language',
  method: 'PUT',
  path: '/wps/member/language',
  token: true,
  encrypted: false,
  summary:
    'Remember the member’s interface language (spec §7 language update): texts the platform sends them (messages, SMS, e-mail, customer service) use it.',
  request: Type.Object({ language: Language }, { additionalProperties: false }),
  response: Type.Object({ language: Type.String() }),
});

export const memberLanguageEndpoints = [updateLanguage] as const;
