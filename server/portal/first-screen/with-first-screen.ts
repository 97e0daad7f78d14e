import { createHash } from 'node:crypto';
import type { FirstScreen } from '../../../schemas/portal/first-screen';
import { FIRST_SCREEN_LOADER, FIRST_SCREEN_LOADER_HASH } from './first-screen-loader';

export interface PageWithFirstScreen {
  html: string;
  /** What the page's CSP must allow besides its own files: the loader, the screen's style attributes. */
  scriptSources: string[];
  styleSources: string[];
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLE_PRELOAD = /<link rel="preload" as="style" crossorigin href="([^"]+)">/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;
const ROOT = '<div id="root"></div>';
const SCRIPTS_ID = 'tessera-scripts';
const PAINT_WHOLE = `<link rel="expect" href="#${SCRIPTS_ID}" blocking="render">`;

/** React escapes these in attribute values; the CSP hashes the value the browser reads. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decoded = (value: string) => value.replace(/&(amp|quot|#x27|lt|gt);/g, (e) => ENTITIES[e] ?? e);
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page with its first screen in `#root`, painted before any script has run:
 * - the widgets' styles the screen uses are stylesheets (the portal only preloads them otherwise);
 * - the portal's scripts, which the page would fetch at once, are started by the loader once
 *   the screen is painted (first-screen-loader.ts), so they do not hold back its first paint;
 * - the screen is inert (and hidden from assistive technology): nothing in it answers a tap
 *   before the portal has drawn its own in its place (its first render replaces `#root`);
 * - it is painted whole: a `rel=expect` link holds rendering until the element after it is
 *   parsed. Without it, a page that arrives in pieces, or a slow phone's parser taking a
 *   breath, paints half a header (the logo alone, centred) that the rest then moves.
 */
export function withFirstScreen(page: string, screen: FirstScreen): PageWithFirstScreen {
  // A template with no empty root (not the portal's build) goes out as it is, scripts and all.
  if (!page.includes(ROOT)) return { html: page, scriptSources: [], styleSources: [] };
  const scripts: { href: string; entry?: true }[] = [];
  let html = page
    .replace(ENTRY, (_, href: string) => {
      scripts.push({ href, entry: true });
      return '';
    })
    .replace(MODULE_PRELOAD, (_, href: string) => {
      scripts.push({ href });
      return '';
    })
    .replace(STYLE_PRELOAD, (_, href: string) => `<link rel="stylesheet" crossorigin href="${href}">`);
  html = html.replace('</head>', () => `${PAINT_WHOLE}</head>`);
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  html = html.replace(
    ROOT,
    () =>
      `<div id="root"><div data-first-screen data-language="${screen.language}" data-theme="${screen.theme}" inert aria-hidden="true">${screen.html}</div></div>` +
      `<script id="${SCRIPTS_ID}" type="application/json">${list}</script><script>${FIRST_SCREEN_LOADER}</script>`,
  );
  const styles = new Set([...screen.html.matchAll(STYLE_ATTRIBUTE)].map((m) => sha256(decoded(m[1] ?? ''))));
  return {
    html,
    scriptSources: [FIRST_SCREEN_LOADER_HASH],
    styleSources: styles.size > 0 ? ["'unsafe-hashes'", ...styles] : [],
  };
}
