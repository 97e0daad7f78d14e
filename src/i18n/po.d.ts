declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** A catalog's core (scripts/i18n/vite-catalog-parts.ts): its messages and its other parts' loaders. */
declare module '*.po?part=core' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
  export const parts: Record<string, () => Promise<{ messages: Messages }>>;
}
