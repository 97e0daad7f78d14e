declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** A part of a catalog (scripts/i18n/vite-catalog-parts.ts). */
declare module '*.po?part=core' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?part=backoffice' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
