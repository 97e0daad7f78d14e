/** Share targets the page may offer; none loads a script, each is a plain link or the browser's sheet. */
export const SHARE_TARGETS = ['native', 'whatsapp', 'telegram', 'line', 'facebook', 'x', 'email'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];
