import { Type, type Static } from '@sinclair/typebox';

/** A colour token: `#rrggbb` or `#rrggbbaa`; the examples are a dark theme's and a light theme's. */
const color = (description: string, examples: [dark: string, light: string]) =>
  Type.String({
    pattern: '^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$',
    description: `${description} A hex colour, #rrggbb or #rrggbbaa.`,
    examples,
  });

/** Colour and shape tokens of one theme; components use only these (as CSS variables). */
export const ThemeTokens = Type.Object(
  {
    surfacePage: color('Page background.', ['#0e1014', '#f5f6f8']),
    surfaceRaised: color('Cards, header, panels.', ['#171a21', '#ffffff']),
    surfaceOverlay: color('Modals, menus, popovers.', ['#1f232c', '#ffffff']),
    surfaceSunken: color('Inputs and wells.', ['#0a0c10', '#eceef2']),
    textPrimary: color('Body text.', ['#f1f3f7', '#14171f']),
    textSecondary: color('Less important text.', ['#b9c0cc', '#4a5160']),
    textMuted: color('Hints and captions (large text or icons only when below 4.5:1).', [
      '#8b93a3',
      '#646b7a',
    ]),
    accent: color('Brand accent: primary buttons, active states.', ['#f5b942', '#9a6a00']),
    onAccent: color('Text on the accent colour.', ['#1a1304', '#ffffff']),
    accentSoft: color('Tinted background for selected items.', ['#3a2f17', '#fbeed2']),
    success: color('Success text and icons.', ['#4ad295', '#137a4b']),
    warning: color('Warning text and icons.', ['#ffb547', '#8f5b00']),
    danger: color('Errors and badges.', ['#ff5d6c', '#c0283a']),
    onDanger: color('Text on the danger colour (badges).', ['#1c0306', '#ffffff']),
    border: color('Borders and dividers.', ['#2a2f3a', '#d9dce3']),
    focus: color('Keyboard focus ring.', ['#7cc4ff', '#1f6fd1']),
    jackpot: color('Jackpot counter and hot badges.', ['#ffd166', '#9a5b00']),
  },
  { additionalProperties: false, description: 'Colour tokens of one theme; widgets use only these.' },
);
/** A whole theme is a long example; editors show the tokens' own examples instead. */
const tokensExample = (theme: 'dark' | 'light') =>
  Object.fromEntries(
    Object.entries(ThemeTokens.properties).map(([token, schema]) => [
      token,
      (schema as { examples: [string, string] }).examples[theme === 'dark' ? 0 : 1],
    ]),
  );
export type ThemeTokens = Static<typeof ThemeTokens>;

export const ThemeName = Type.Union([Type.Literal('dark'), Type.Literal('light')], {
  description: 'dark or light.',
});
export type ThemeName = Static<typeof ThemeName>;

/** A brand's look: both themes, the default one, and shape and type settings. */
export const SiteTheme = Type.Object(
  {
    $schema: Type.Optional(
      Type.String({
        description: 'Path of theme.schema.json, for editors (completion and checks while typing).',
        examples: ['../../schemas/theme.schema.json'],
      }),
    ),
    default: Type.Union([Type.Literal('dark'), Type.Literal('light')], {
      description: 'Theme a first visit sees (spec: dark); the player’s choice is remembered on the device.',
      examples: ['dark'],
    }),
    dark: Type.Object(ThemeTokens.properties, {
      additionalProperties: false,
      description: 'Colour tokens of the dark theme; widgets use only these.',
      examples: [tokensExample('dark')],
    }),
    light: Type.Object(ThemeTokens.properties, {
      additionalProperties: false,
      description: 'Colour tokens of the light theme; widgets use only these.',
      examples: [tokensExample('light')],
    }),
    radius: Type.Object(
      {
        small: Type.Integer({
          minimum: 0,
          maximum: 24,
          description: 'Inputs, chips, badges, in px (0 to 24).',
          examples: [6],
        }),
        medium: Type.Integer({
          minimum: 0,
          maximum: 32,
          description: 'Buttons, cards, tiles, in px (0 to 32).',
          examples: [10],
        }),
        large: Type.Integer({
          minimum: 0,
          maximum: 48,
          description: 'Modals and panels, in px (0 to 48).',
          examples: [16],
        }),
      },
      {
        additionalProperties: false,
        description: 'Corner radii in px.',
        examples: [{ small: 6, medium: 10, large: 16 }],
      },
    ),
    fonts: Type.Object(
      {
        latin: Type.String({
          description: 'Font stack for EN, TY, ID: a CSS font-family list of system fonts.',
          examples: ["system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"],
        }),
        cjk: Type.String({
          description: 'Font stack for CN and JA: a CSS font-family list of system fonts.',
          examples: ["'PingFang SC', 'Hiragino Sans', 'Noto Sans CJK SC', 'Microsoft YaHei', sans-serif"],
        }),
        thai: Type.String({
          description: 'Font stack for TH: a CSS font-family list of system fonts.',
          examples: ["Thonburi, 'Noto Sans Thai', Tahoma, sans-serif"],
        }),
        vietnamese: Type.String({
          description: 'Font stack for VI: a CSS font-family list of system fonts.',
          examples: ["system-ui, 'Segoe UI', Roboto, Arial, sans-serif"],
        }),
      },
      {
        additionalProperties: false,
        description: 'Font stacks per script; system fonts only (nothing is fetched from the internet).',
        examples: [
          {
            latin: 'system-ui, sans-serif',
            cjk: "'PingFang SC', 'Noto Sans CJK SC', sans-serif",
            thai: "'Noto Sans Thai', Tahoma, sans-serif",
            vietnamese: 'system-ui, sans-serif',
          },
        ],
      },
    ),
    spacing: Type.Integer({
      minimum: 2,
      maximum: 8,
      description: 'Spacing unit in px (2 to 8); margins and gaps are multiples of it.',
      examples: [4],
    }),
  },
  {
    additionalProperties: false,
    description:
      'A brand’s look (whitelabels/<code>/theme.json): both themes, the default one, shape and type. Text tokens keep a contrast of at least 4.5:1 on every surface (a test checks it).',
    examples: [
      {
        default: 'dark',
        dark: tokensExample('dark'),
        light: tokensExample('light'),
        radius: { small: 6, medium: 10, large: 16 },
        fonts: {
          latin: 'system-ui, sans-serif',
          cjk: "'PingFang SC', 'Noto Sans CJK SC', sans-serif",
          thai: "'Noto Sans Thai', Tahoma, sans-serif",
          vietnamese: 'system-ui, sans-serif',
        },
        spacing: 4,
      },
    ],
  },
);
export type SiteTheme = Static<typeof SiteTheme>;
