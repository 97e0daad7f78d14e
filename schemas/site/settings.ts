import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from './constants';
import { SiteTextSchema } from './text';

const lang = (description: string) =>
  Type.Unsafe<(typeof LANGUAGES)[number]>({ type: 'string', enum: [...LANGUAGES], description });
const assetPath = (description: string) =>
  Type.String({ pattern: '^/(wl|assets)/[\\w./-]+\\.(svg|png|jpg|webp)$', description });
const link = (description: string) => Type.String({ pattern: '^(https://|/)', description });

/** Who the merchant is. */
export const MerchantIdentity = Type.Object(
  {
    code: Type.String({
      pattern: '^[a-z0-9-]{2,40}$',
      description: 'Merchant code: lower case, equal to the folder name under whitelabels/.',
    }),
    name: Type.String({
      minLength: 1,
      maxLength: 60,
      description: 'Brand name shown to players (page title, logo text alternative).',
    }),
    currency: Type.String({
      pattern: '^[A-Z]{3}$',
      description: 'ISO 4217 code of the wallet currency, e.g. USD, THB, PHP.',
    }),
    currencySymbol: Type.String({
      minLength: 1,
      maxLength: 4,
      description: 'Symbol shown before amounts, e.g. $, ฿, ₱.',
    }),
    logo: assetPath('Logo for dark backgrounds, e.g. /wl/aurora/assets/logo.svg (fixed 160 x 48 box).'),
    logoLight: Type.Optional(assetPath('Logo for light backgrounds; the dark one is used when absent.')),
    favicon: Type.Optional(assetPath('Browser tab icon (square SVG or PNG); the Tessera icon when absent.')),
    description: Type.Optional(
      Type.Object(
        Object.fromEntries(
          LANGUAGES.map((l) => [l, Type.Optional(Type.String({ minLength: 1, maxLength: 160 }))]),
        ),
        {
          additionalProperties: false,
          minProperties: 1,
          description:
            'One sentence about the site per language (at most 160 characters), served in the page head for search results and link previews; the default language’s is served.',
          // Every header language needs its wording, like any site text (see text.ts).
          'x-site-text': true,
        },
      ),
    ),
    chatHeaderColor: Type.Optional(
      Type.String({
        pattern: '^#[0-9a-fA-F]{6}$',
        description: 'Header colour of the chat room (spec §3 store); the accent when absent.',
      }),
    ),
  },
  { additionalProperties: false, description: 'Who the merchant is.' },
);

export const SiteLanguages = Type.Object(
  {
    header: Type.Array(lang('A header language code (TY is Filipino).'), {
      minItems: 1,
      uniqueItems: true,
      description:
        'Languages the header picker offers, in order. Offering TY also shows the bingo classification.',
    }),
    default: lang('Language a first visit sees; must be one of `header` (the spec says EN).'),
  },
  { additionalProperties: false, description: 'Interface languages of this site.' },
);

const SocialLink = Type.Object(
  {
    kind: Type.String({
      pattern: '^[a-z]+$',
      description: 'Icon to show: telegram, facebook, x, youtube, instagram, line, whatsapp, tiktok...',
    }),
    label: SiteTextSchema,
    url: Type.String({
      pattern: '^(https://|/|mailto:|tel:)',
      description: 'Where the link goes: https://, a site path, mailto: or tel:.',
    }),
  },
  { additionalProperties: false, description: 'A social or contact link.' },
);

const Licence = Type.Object(
  {
    id: Type.Union([Type.Literal('mga'), Type.Literal('bvi'), Type.Literal('pagcor')], {
      description: 'Which licence: MGA Malta, BVI (British Virgin Islands) or PAGCOR Philippines.',
    }),
    label: SiteTextSchema,
    image: assetPath('Licence badge artwork (fixed 120 x 40 box).'),
    url: Type.Optional(link('The licence register entry; the licence button opens it.')),
  },
  { additionalProperties: false, description: 'A licence badge of the footer and the licence button.' },
);

const CustomerService = Type.Object(
  {
    liveChatUrl: link('Live chat for every player (and the maintenance and blocked pages).'),
    vipUrl: Type.Optional(link('VIP support, offered instead of live chat above rank level 4.')),
    telegram: Type.Optional(
      Type.String({ pattern: '^https://', description: 'Telegram link of the side bar.' }),
    ),
    email: Type.Optional(Type.String({ format: 'email', description: 'Support e-mail address.' })),
  },
  {
    additionalProperties: false,
    description:
      'Where players reach support. The platform may also send a customer-service path list; these are the defaults.',
  },
);

const AppDownload = Type.Object(
  {
    ios: link('iOS app (App Store or an enterprise install page).'),
    android: link('Android app (store page or APK).'),
  },
  {
    additionalProperties: false,
    description: 'App download links of the app page and the side-bar QR codes.',
  },
);

/** Behaviour constants a merchant may tune (spec §2, §9). */
export const SiteSettings = Type.Object(
  {
    loginedToHomePage: Type.Boolean({
      description:
        'Login guard: send visitors without a session to /login from every path except /login, /register, /register.html, /helpmc and /download.',
    }),
    ageLimit: Type.Integer({
      minimum: 16,
      maximum: 25,
      default: 18,
      description: 'Minimum age the registration agreement asks players to confirm.',
    }),
    jackpot: Type.Object(
      {
        start: Type.Number({
          minimum: 0,
          description:
            'The pool’s value when the platform first opens it (and after `npm run ops -- jackpot reset`); it rises from there, the same for every visitor.',
        }),
        step: Type.Number({
          exclusiveMinimum: 0,
          default: 165.11,
          description: 'Amount added at each tick (spec: 165.11).',
        }),
        everyMs: Type.Integer({
          minimum: 500,
          default: 3000,
          description: 'Milliseconds between ticks (spec: 3000).',
        }),
      },
      { additionalProperties: false, description: 'The home-page jackpot counter.' },
    ),
    bannerAutoplayMs: Type.Integer({
      minimum: 1000,
      default: 5000,
      description:
        'Milliseconds each banner shows before the next (spec: 5000); only groups with more than one banner move.',
    }),
    timeZone: Type.String({
      minLength: 3,
      default: 'Asia/Manila',
      description: 'IANA time zone of the header clock and its GMT offset, e.g. Asia/Manila.',
    }),
    customerService: CustomerService,
    social: Type.Array(SocialLink, { description: 'Social links of the footer and side bar, in order.' }),
    licences: Type.Array(Licence, {
      description: 'Licence badges of the footer, in order (MGA Malta, BVI, PAGCOR Philippines).',
    }),
    appDownload: Type.Optional(AppDownload),
  },
  { additionalProperties: false, description: 'Behaviour constants a merchant may tune (spec §2, §9).' },
);
export type SiteSettings = Static<typeof SiteSettings>;
