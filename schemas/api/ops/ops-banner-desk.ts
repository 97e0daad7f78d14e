import { Type } from '@sinclair/typebox';
import { BANNER_GROUP_PATTERN, LANGUAGES } from '../../site/constants';
import {
  BANNER_CTA_MAX,
  BANNER_EDITORS,
  BANNER_IMAGE_MAX_BASE64,
  BANNER_LINK_MAX,
  BANNER_LINK_TYPES,
  BANNER_READERS,
  BANNER_STATES,
  BANNER_SUBTITLE_MAX,
  BANNER_TITLE_MAX,
  BANNERS_PER_GROUP_MAX,
} from './banner-rules';
import { defineOpsEndpoint } from './ops-endpoint';

const literals = <T extends readonly string[]>(values: T, description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], description });

/** A text per language, as the portal's languages name them (each optional). */
const localizedInput = (maxLength: number) =>
  Type.Object(
    {
      EN: Type.Optional(Type.String({ maxLength })),
      CN: Type.Optional(Type.String({ maxLength })),
      VI: Type.Optional(Type.String({ maxLength })),
      JA: Type.Optional(Type.String({ maxLength })),
      TH: Type.Optional(Type.String({ maxLength })),
      TY: Type.Optional(Type.String({ maxLength })),
      ID: Type.Optional(Type.String({ maxLength })),
    },
    { additionalProperties: false },
  );

const Merchant = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 32,
    description:
      'A merchant code: required of a platform-wide operator; an operator of one merchant may only name its own.',
  }),
);
const GroupId = Type.String({
  pattern: BANNER_GROUP_PATTERN,
  description: 'A banner group the merchant’s site declares.',
});

export const BannerEntry = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  group: Type.String(),
  state: literals(BANNER_STATES, 'showing, scheduled, ended or hidden.'),
  /** Its place in the group, from 1. */
  position: Type.Integer(),
  /** The artwork's address (an uploaded picture or generated demo art). */
  image: Type.String(),
  title: Type.Record(Type.String(), Type.String()),
  subtitle: Type.Record(Type.String(), Type.String()),
  cta: Type.Record(Type.String(), Type.String()),
  linkType: Type.String({ description: 'none, route, url, promotion (or game, for demo banners).' }),
  link: Type.Union([Type.String(), Type.Null()]),
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The languages it shows in; null for every language. */
  languages: Type.Union([Type.Array(Type.String()), Type.Null()]),
});

export const BannerGroupEntry = Type.Object({
  group: Type.String(),
  aspectRatio: Type.Number(),
  /** Banners in the group, hidden ones too. */
  count: Type.Integer(),
});

export const opsBanners = defineOpsEndpoint({
  id: 'backOffice.banners',
  method: 'GET',
  path: '/ops/banners',
  token: true,
  encrypted: false,
  roles: BANNER_READERS,
  summary:
    'The banner groups the merchant’s site declares, and the banners of one group (the first when none is named) in display order, each showing, scheduled, ended or hidden.',
  request: Type.Object(
    { merchant: Merchant, group: Type.Optional(GroupId) },
    { additionalProperties: false },
  ),
  response: Type.Object({
    merchant: Type.String(),
    groups: Type.Array(BannerGroupEntry),
    /** The group listed, or null when the site declares none. */
    group: Type.Union([Type.String(), Type.Null()]),
    items: Type.Array(BannerEntry),
  }),
});

export const opsBannerSave = defineOpsEndpoint({
  id: 'backOffice.bannerSave',
  method: 'POST',
  path: '/ops/banners/save',
  token: true,
  encrypted: false,
  roles: BANNER_EDITORS,
  summary:
    'Create a banner (no id; it goes last in its group) or edit one (its id): its picture, texts per language, link, optional window and languages. The portal shows the change at once.',
  request: Type.Object(
    {
      merchant: Merchant,
      id: Type.Optional(Type.Integer({ minimum: 1 })),
      group: GroupId,
      /** An address an upload answered, or the banner's current one. */
      image: Type.String({ minLength: 1, maxLength: 500 }),
      title: localizedInput(BANNER_TITLE_MAX),
      subtitle: Type.Optional(localizedInput(BANNER_SUBTITLE_MAX)),
      cta: Type.Optional(localizedInput(BANNER_CTA_MAX)),
      linkType: literals(
        BANNER_LINK_TYPES,
        'none, route (a portal path), url (https) or promotion (its id).',
      ),
      link: Type.Optional(Type.String({ maxLength: BANNER_LINK_MAX })),
      startsAt: Type.Optional(Type.String({ format: 'date-time' })),
      endsAt: Type.Optional(Type.String({ format: 'date-time' })),
      /** Show only in these languages; left out or empty: every language. */
      languages: Type.Optional(
        Type.Array(literals(LANGUAGES, 'A language code.'), {
          maxItems: LANGUAGES.length,
          uniqueItems: true,
        }),
      ),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ banner: BannerEntry }),
});

export const opsBannerVisibility = defineOpsEndpoint({
  id: 'backOffice.bannerVisibility',
  method: 'POST',
  path: '/ops/banners/visibility',
  token: true,
  encrypted: false,
  roles: BANNER_EDITORS,
  summary:
    'Hide a banner (it stays listed as hidden) or show it again; asking for its current visibility changes nothing.',
  request: Type.Object(
    { id: Type.Integer({ minimum: 1 }), hidden: Type.Boolean() },
    { additionalProperties: false },
  ),
  response: Type.Object({ banner: BannerEntry }),
});

export const opsBannerOrder = defineOpsEndpoint({
  id: 'backOffice.bannerOrder',
  method: 'POST',
  path: '/ops/banners/order',
  token: true,
  encrypted: false,
  roles: BANNER_EDITORS,
  summary: 'Put a group’s banners in a new order: every banner of the group, each once, first to last.',
  request: Type.Object(
    {
      merchant: Merchant,
      group: GroupId,
      ids: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: BANNERS_PER_GROUP_MAX }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({ items: Type.Array(BannerEntry) }),
});

export const opsBannerImage = defineOpsEndpoint({
  id: 'backOffice.bannerImage',
  method: 'POST',
  path: '/ops/banners/image',
  token: true,
  encrypted: false,
  // The picture's base64 and the few other fields.
  bodyLimit: BANNER_IMAGE_MAX_BASE64 + 4096,
  roles: BANNER_EDITORS,
  summary:
    'Upload a banner picture (base64): png, jpg or webp as its bytes prove, at most 2 MB and 4096 px a side. Answers the address to save on a banner; the same picture twice is stored once.',
  request: Type.Object(
    {
      merchant: Merchant,
      /** The file's bytes in base64; its name and declared type are never consulted. */
      data: Type.String({ minLength: 1, maxLength: BANNER_IMAGE_MAX_BASE64 }),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    image: Type.String(),
    type: Type.String(),
    width: Type.Integer(),
    height: Type.Integer(),
    bytes: Type.Integer(),
  }),
});
