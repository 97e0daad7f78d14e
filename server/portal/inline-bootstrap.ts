import type { Bootstrap } from './bootstrap';

const SLOT = /<script id="tessera-bootstrap" type="application\/json">[^<]*<\/script>/;

/**
 * Put the bootstrap JSON into the page's data island. `<` is escaped so no value
 * can close the script element; the island is JSON, never executed, so the CSP
 * needs no inline-script allowance.
 */
export function inlineBootstrap(html: string, bootstrap: Bootstrap): string {
  const json = JSON.stringify(bootstrap)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  const island = `<script id="tessera-bootstrap" type="application/json">${json}</script>`;
  return SLOT.test(html)
    ? html.replace(SLOT, () => island)
    : html.replace('</head>', () => `${island}</head>`);
}
