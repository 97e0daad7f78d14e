import { Type, type Static } from '@sinclair/typebox';
import { LANGUAGES } from './constants';
import { siteText } from './text';

/** One sentence about a site in each language, for the editor's examples. */
const DESCRIPTION_EXAMPLES: Record<(typeof LANGUAGES)[number], string> = {
  EN: 'Aurora Play: slots, live casino, sports and lottery, with daily rewards and fast withdrawals.',
  CN: 'Aurora Play：老虎机、真人娱乐场、体育和彩票，每日奖励，快速提款。',
  VI: 'Aurora Play: slot, sòng bài trực tiếp, thể thao và xổ số, rút tiền nhanh.',
  JA: 'Aurora Play：スロット、ライブカジノ、スポーツ、宝くじ。毎日のリワードとスピード出金。',
  TH: 'Aurora Play: สล็อต คาสิโนสด กีฬา และหวย ถอนเงินรวดเร็ว',
  TY: 'Aurora Play: slots, live casino, sports at lotto, may mabilis na withdrawal.',
  ID: 'Aurora Play: slot, kasino langsung, olahraga dan lotre, dengan penarikan cepat.',
};

const lang = (description: string, examples: string[]) =>
  Type.Unsafe<(typeof LANGUAGES)[number]>({ type: 'string', enum: [...LANGUAGES], description, examples });
const assetPath = (description: string, examples: string[]) =>
  Type.String({ pattern: '^/(wl|assets)/[\\w./-]+\\.(svg|png|jpg|webp)$', description, examples });
const link = (description: string, examples: string[]) =>
  Type.String({ pattern: '^(https://|/)', description, examples });

/** Who the merchant is. */
export const MerchantIdentity = Type.Object(
  {
    code: Type.String({
      pattern: '^[a-z0-9-]{2,40}$',
      description: 'Merchant code: lower case, equal to the folder name under whitelabels/.',
      examples: ['aurora'],
    }),
    name: Type.String({
      minLength: 1,
      maxLength: 60,
      description: 'Brand name shown to players (page title, logo text alternative), at most 60 characters.',
      examples: ['Aurora Play'],
    }),
    currency: Type.String({
      pattern: '^[A-Z]{3}$',
      description: 'ISO 4217 code of the wallet currency, e.g. USD, THB, PHP.',
      examples: ['USD', 'PHP'],
    }),
    currencySymbol: Type.String({
      minLength: 1,
      maxLength: 4,
      description: 'Symbol shown before amounts, e.g. $, ฿, ₱ (at most 4 characters).',
      examples: ['$', '₱'],
    }),
    logo: assetPath('Logo for dark backgrounds, e.g. /wl/aurora/assets/logo.svg (fixed 160 x 48 box).', [
      '/wl/aurora/assets/logo.svg',
    ]),
    logoLight: Type.Optional(
      assetPath('Logo for light backgrounds; the dark one is used when absent.', [
        '/wl/aurora/assets/logo-light.svg',
      ]),
    ),
    favicon: Type.Optional(
      assetPath('Browser tab icon (square SVG or PNG); the Tessera icon when absent.', [
        '/wl/aurora/assets/favicon.svg',
      ]),
    ),
    description: Type.Optional(
      Type.Object(
        Object.fromEntries(
          LANGUAGES.map((l) => [
            l,
            Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 160,
                description: `The sentence in ${l === 'TY' ? 'Filipino' : l}, at most 160 characters.`,
                examples: [DESCRIPTION_EXAMPLES[l]],
              }),
            ),
          ]),
        ),
        {
          additionalProperties: false,
          minProperties: 1,
          description:
            'One sentence about the site per language (at most 160 characters), served in the page head for search results and link previews; the default language’s is served.',
          // Every header language needs its wording, like any site text (see text.ts).
          'x-site-text': true,
          examples: [{ EN: DESCRIPTION_EXAMPLES.EN, CN: DESCRIPTION_EXAMPLES.CN }],
        },
      ),
    ),
    chatHeaderColor: Type.Optional(
      Type.String({
        pattern: '^#[0-9a-fA-F]{6}$',
        description: 'Header colour of the chat room (spec §3 store), #rrggbb; the accent when absent.',
        examples: ['#6d3fc0'],
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Who the merchant is.',
    examples: [
      {
        code: 'aurora',
        name: 'Aurora Play',
        currency: 'USD',
        currencySymbol: '$',
        logo: '/wl/aurora/assets/logo.svg',
        favicon: '/wl/aurora/assets/favicon.svg',
      },
    ],
  },
);

export const SiteLanguages = Type.Object(
  {
    header: Type.Array(lang('A header language code (TY is Filipino).', ['EN', 'TY']), {
      minItems: 1,
      uniqueItems: true,
      description:
        'Languages the header picker offers, in order. Offering TY also shows the bingo classification.',
      examples: [['EN', 'CN', 'VI', 'TH']],
    }),
    default: lang('Language a first visit sees; must be one of `header` (the spec says EN).', ['EN']),
  },
  {
    additionalProperties: false,
    description: 'Interface languages of this site.',
    examples: [{ header: ['EN', 'CN', 'TH'], default: 'EN' }],
  },
);

const SocialLink = Type.Object(
  {
    kind: Type.String({
      pattern: '^[a-z]+$',
      description: 'Icon to show: telegram, facebook, x, youtube, instagram, line, whatsapp, tiktok...',
      examples: ['telegram', 'facebook'],
    }),
    label: siteText({
      description: 'Name of the link for screen readers and the side bar.',
      examples: ['social.telegram', { EN: 'Our Telegram channel' }],
    }),
    url: Type.String({
      pattern: '^(https://|/|mailto:|tel:)',
      description: 'Where the link goes: https://, a site path, mailto: or tel:.',
      examples: ['https://t.me/auroraplay', 'mailto:support@auroraplay.example'],
    }),
  },
  { additionalProperties: false, description: 'A social or contact link.' },
);

const Licence = Type.Object(
  {
    id: Type.Union([Type.Literal('mga'), Type.Literal('bvi'), Type.Literal('pagcor')], {
      description: 'Which licence: MGA Malta, BVI (British Virgin Islands) or PAGCOR Philippines.',
      examples: ['pagcor'],
    }),
    label: siteText({
      description: 'Name of the licence, read by screen readers and shown on the licence button.',
      examples: ['licence.pagcor', { EN: 'Licensed by PAGCOR' }],
    }),
    image: assetPath('Licence badge artwork (fixed 120 x 40 box).', ['/wl/aurora/assets/licence-pagcor.svg']),
    url: Type.Optional(
      link('The licence register entry; the licence button opens it.', ['https://www.pagcor.ph/']),
    ),
  },
  { additionalProperties: false, description: 'A licence badge of the footer and the licence button.' },
);

const CustomerService = Type.Object(
  {
    liveChatUrl: link('Live chat for every player (and the maintenance and blocked pages).', [
      '/helpmc#live-chat',
      'https://chat.auroraplay.example/',
    ]),
    vipUrl: Type.Optional(
      link('VIP support, offered instead of live chat above rank level 4.', ['/helpmc#vip']),
    ),
    telegram: Type.Optional(
      Type.String({
        pattern: '^https://',
        description: 'Telegram link of the side bar.',
        examples: ['https://t.me/auroraplay_support'],
      }),
    ),
    email: Type.Optional(
      Type.String({
        format: 'email',
        description: 'Support e-mail address.',
        examples: ['support@auroraplay.example'],
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Where players reach support. The platform may also send a customer-service path list; these are the defaults.',
    examples: [{ liveChatUrl: '/helpmc#live-chat', telegram: 'https://t.me/auroraplay_support' }],
  },
);

const AppDownload = Type.Object(
  {
    ios: link('iOS app (App Store or an enterprise install page).', [
      'https://apps.apple.com/app/id0000000000',
      '/app#ios',
    ]),
    android: link('Android app (store page or APK).', ['/app#android']),
  },
  {
    additionalProperties: false,
    description: 'App download links of the app page and the side-bar QR codes. Left out: no app offered.',
    examples: [{ ios: '/app#ios', android: '/app#android' }],
  },
);

/** Behaviour constants a merchant may tune (spec §2, §9). */
export const SiteSettings = Type.Object(
  {
    loginedToHomePage: Type.Boolean({
      description:
        'Login guard: send visitors without a session to /login from every path except /login, /register, /register.html, /helpmc and /download.',
      examples: [false],
    }),
    ageLimit: Type.Integer({
      minimum: 16,
      maximum: 25,
      default: 18,
      description:
        'Minimum age the registration agreement asks players to confirm, in years (16 to 25). Left out: 18.',
      examples: [18, 21],
    }),
    jackpot: Type.Object(
      {
        start: Type.Number({
          minimum: 0,
          description:
            'The pool’s value when the platform first opens it (and after `npm run ops -- jackpot reset`), in the wallet currency; it rises from there, the same for every visitor.',
          examples: [8214559.37],
        }),
        step: Type.Number({
          exclusiveMinimum: 0,
          default: 165.11,
          description: 'Amount added at each tick, in the wallet currency (spec: 165.11).',
          examples: [165.11],
        }),
        everyMs: Type.Integer({
          minimum: 500,
          default: 3000,
          description: 'Milliseconds between ticks, at least 500 (spec: 3000).',
          examples: [3000],
        }),
      },
      {
        additionalProperties: false,
        description: 'The home-page jackpot counter.',
        examples: [{ start: 8214559.37, step: 165.11, everyMs: 3000 }],
      },
    ),
    bannerAutoplayMs: Type.Integer({
      minimum: 1000,
      default: 5000,
      description:
        'Milliseconds each banner shows before the next, at least 1000 (spec: 5000); only groups with more than one banner move.',
      examples: [5000, 8000],
    }),
    timeZone: Type.String({
      minLength: 3,
      default: 'Asia/Manila',
      description:
        'IANA time zone of the header clock and its GMT offset, e.g. Asia/Manila. Left out: Asia/Manila.',
      examples: ['Asia/Manila', 'Asia/Bangkok'],
    }),
    customerService: CustomerService,
    social: Type.Array(SocialLink, {
      description: 'Social links of the footer and side bar, in order.',
      examples: [[{ kind: 'telegram', label: 'social.telegram', url: 'https://t.me/auroraplay' }]],
    }),
    licences: Type.Array(Licence, {
      description: 'Licence badges of the footer, in order (MGA Malta, BVI, PAGCOR Philippines).',
      examples: [
        [
          {
            id: 'pagcor',
            label: 'licence.pagcor',
            image: '/wl/aurora/assets/licence-pagcor.svg',
            url: 'https://www.pagcor.ph/',
          },
        ],
      ],
    }),
    appDownload: Type.Optional(AppDownload),
  },
  {
    additionalProperties: false,
    description: 'Behaviour constants a merchant may tune (spec §2, §9).',
    examples: [
      {
        loginedToHomePage: false,
        ageLimit: 18,
        jackpot: { start: 8214559.37, step: 165.11, everyMs: 3000 },
        bannerAutoplayMs: 5000,
        timeZone: 'Asia/Manila',
        customerService: { liveChatUrl: '/helpmc#live-chat' },
        social: [{ kind: 'telegram', label: 'social.telegram', url: 'https://t.me/auroraplay' }],
        licences: [{ id: 'pagcor', label: 'licence.pagcor', image: '/wl/aurora/assets/licence-pagcor.svg' }],
      },
    ],
  },
);
export type SiteSettings = Static<typeof SiteSettings>;
