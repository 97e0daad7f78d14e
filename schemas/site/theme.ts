import { Type, type Static } from '@sinclair/typebox';

const color = (description: string) =>
  Type.String({ pattern: '^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$', description });

/** Colour and shape tokens of one theme; components use only these (as CSS variables). */
export const ThemeTokens = Type.Object(
  {
    surfacePage: color('Page background.'),
    surfaceRaised: color('Cards, header, panels.'),
    surfaceOverlay: color('Modals, menus, popovers.'),
    surfaceSunken: color('Inputs and wells.'),
    textPrimary: color('Body text.'),
    textSecondary: color('Less important text.'),
    textMuted: color('Hints and captions (large text or icons only when below 4.5:1).'),
    accent: color('Brand accent: primary buttons, active states.'),
    onAccent: color('Text on the accent colour.'),
    accentSoft: color('Tinted background for selected items.'),
    success: color('Success text and icons.'),
    warning: color('Warning text and icons.'),
    danger: color('Errors and badges.'),
    onDanger: color('Text on the danger colour (badges).'),
    border: color('Borders and dividers.'),
    focus: color('Keyboard focus ring.'),
    jackpot: color('Jackpot counter and hot badges.'),
  },
  { additionalProperties: false, description: 'Colour tokens of one theme; widgets use only these.' },
);
export type ThemeTokens = Static<typeof ThemeTokens>;

export const ThemeName = Type.Union([Type.Literal('dark'), Type.Literal('light')], {
  description: 'dark or light.',
});
export type ThemeName = Static<typeof ThemeName>;

/** A brand's look: both themes, the default one, and shape and type settings. */
export const SiteTheme = Type.Object(
  {
    $schema: Type.Optional(Type.String({ description: 'Path of theme.schema.json, for editors.' })),
    default: Type.Union([Type.Literal('dark'), Type.Literal('light')], {
      description: 'Theme a first visit sees (spec: dark); the player’s choice is remembered on the device.',
    }),
    dark: ThemeTokens,
    light: ThemeTokens,
    radius: Type.Object(
      {
        small: Type.Integer({ minimum: 0, maximum: 24, description: 'Inputs, chips, badges.' }),
        medium: Type.Integer({ minimum: 0, maximum: 32, description: 'Buttons, cards, tiles.' }),
        large: Type.Integer({ minimum: 0, maximum: 48, description: 'Modals and panels.' }),
      },
      { additionalProperties: false, description: 'Corner radii in px.' },
    ),
    fonts: Type.Object(
      {
        latin: Type.String({ description: 'Font stack for EN, TY, ID.' }),
        cjk: Type.String({ description: 'Font stack for CN and JA.' }),
        thai: Type.String({ description: 'Font stack for TH.' }),
        vietnamese: Type.String({ description: 'Font stack for VI.' }),
      },
      {
        additionalProperties: false,
        description: 'Font stacks per script; system fonts only (nothing is fetched from the internet).',
      },
    ),
    spacing: Type.Integer({
      minimum: 2,
      maximum: 8,
      description: 'Spacing unit in px; margins and gaps are multiples of it.',
    }),
  },
  {
    additionalProperties: false,
    description:
      'A brand’s look (whitelabels/<code>/theme.json): both themes, the default one, shape and type. Text tokens keep a contrast of at least 4.5:1 on every surface (a test checks it).',
  },
);
export type SiteTheme = Static<typeof SiteTheme>;
