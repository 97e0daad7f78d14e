import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import {
  AnnouncementItem,
  AnnouncementLists,
  Banner,
  BannerGroupName,
  ContentLanguage,
  CS_TYPES,
  HelpCategory,
  ServicePath,
} from './content-shapes';

/** Banners of a page group (spec §3), best first. No token: visitors see them too. */
export const getBanners = defineEndpoint({
  id: 'content.banners',
  method: 'GET',
  path: '/wps/system/banners',
  token: false,
  encrypted: false,
  summary:
    'Active banners of one page group (w_home ... w_help), in display order, texts in the asked language.',
  request: Type.Object(
    {
      groupName: BannerGroupName,
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: Type.Array(Banner),
});

/** The announcement lists (spec §7 MCSFE_getListAnnouncements). */
export const getListAnnouncements = defineEndpoint({
  id: 'content.announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  token: false,
  encrypted: false,
  summary:
    'Active announcements by type (B, PL, PU, PR, H), newest first, for the platform and audience asked.',
  request: Type.Object(
    {
      /** Comma-separated types; default `B,PL,PU,PR` (H is asked for by the help centre). */
      types: Type.Optional(Type.String({ pattern: '^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H)){0,4}$' })),
      /** W web, A app (spec: platform W). */
      platform: Type.Optional(Type.Unsafe<'W' | 'A'>({ type: 'string', enum: ['W', 'A'] })),
      /** B broadcast: announcements for every visitor (spec: execution B). */
      execution: Type.Optional(Type.Unsafe<'B'>({ type: 'string', enum: ['B'] })),
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: AnnouncementLists,
});

/** One announcement in full (notice detail, promotion detail). */
export const getAnnouncementDetail = defineEndpoint({
  id: 'content.announcementDetail',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAnnouncementDetail',
  token: false,
  encrypted: false,
  summary: 'One active announcement by id, texts in the asked language.',
  request: Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      language: ContentLanguage,
    },
    { additionalProperties: false },
  ),
  response: AnnouncementItem,
});

/** The help centre (spec §7 /wps/system/helpCenter; no token). */
export const getHelpCenter = defineEndpoint({
  id: 'content.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  token: false,
  encrypted: false,
  summary: 'Help-centre categories with their articles, in the asked language.',
  request: Type.Object({ language: ContentLanguage }, { additionalProperties: false }),
  response: Type.Object({ categories: Type.Array(HelpCategory) }),
});

/**
 * The customer-service desk for the caller (spec §6, §7): VIP support for members
 * above rank level 4, live chat otherwise. The web-chat entry (type 3) is the chat
 * URL sealed with the 8-character key that ends it (docs/api.md).
 */
export const getCustomerService = defineEndpoint({
  id: 'content.customerService',
  method: 'GET',
  path: '/wps/system/customerService',
  token: false,
  encrypted: false,
  summary: 'The customer-service desk for this visitor or member, with its contact paths.',
  request: Type.Object({ language: ContentLanguage }, { additionalProperties: false }),
  response: Type.Object({
    csType: Type.Unsafe<(typeof CS_TYPES)[number]>({ type: 'string', enum: [...CS_TYPES] }),
    version: Type.Object({ pathList: Type.Array(ServicePath) }),
  }),
});

export const contentEndpoints = [
  getBanners,
  getListAnnouncements,
  getAnnouncementDetail,
  getHelpCenter,
  getCustomerService,
] as const;
