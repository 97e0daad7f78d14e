import type { SiteTheme } from '@schemas/site/theme';

/**
 * The back office's own brand on the portal's design tokens (src/theme): a calm light theme
 * for long hours of tables, the same variable names every ui primitive reads.
 */
export const BACK_OFFICE_THEME: SiteTheme = {
  default: 'light',
  dark: {
    surfacePage: '#0f1216',
    surfaceRaised: '#181c22',
    surfaceOverlay: '#20252d',
    surfaceSunken: '#0b0d10',
    textPrimary: '#eef1f5',
    textSecondary: '#b7bfcb',
    textMuted: '#8a93a1',
    accent: '#5aa2ff',
    onAccent: '#04101f',
    accentSoft: '#16273d',
    success: '#4ad295',
    warning: '#ffb547',
    danger: '#ff5d6c',
    onDanger: '#1c0306',
    border: '#2a303a',
    focus: '#9ccaff',
    jackpot: '#ffd166',
  },
  light: {
    surfacePage: '#f4f6f9',
    surfaceRaised: '#ffffff',
    surfaceOverlay: '#ffffff',
    surfaceSunken: '#eaedf2',
    textPrimary: '#131821',
    textSecondary: '#465062',
    textMuted: '#5b6474',
    accent: '#1459c7',
    onAccent: '#ffffff',
    accentSoft: '#e3edfc',
    success: '#0f7a4c',
    warning: '#8a5a00',
    danger: '#c2243a',
    onDanger: '#ffffff',
    border: '#d6dbe3',
    focus: '#1463c8',
    jackpot: '#9a6400',
  },
  radius: { small: 6, medium: 10, large: 14 },
  fonts: {
    latin: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    cjk: "'PingFang SC', 'Hiragino Sans', 'Noto Sans CJK SC', 'Microsoft YaHei', system-ui, sans-serif",
    thai: "'Noto Sans Thai', 'Thonburi', 'Leelawadee UI', Tahoma, system-ui, sans-serif",
    vietnamese: "system-ui, 'Segoe UI', Roboto, Arial, sans-serif",
  },
  spacing: 4,
};
