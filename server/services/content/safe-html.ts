import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Merchant markup (announcements, promotions, help articles, inbox messages) made safe on the
 * platform as it is served, so no sanitiser ships to browsers: a strict allow-list, no
 * scripts, event handlers, inline styles (the portal's CSP refuses them anyway), forms or
 * frames, and links that open in a new tab without handing over the portal's window.
 */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'];

/** What the link hook reads of a node: the platform compiles without the browser's DOM types. */
interface NodeAttributes {
  tagName?: string;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

let purifier: DOMPurify | undefined;
function purify(): DOMPurify {
  if (!purifier) {
    purifier = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      const el = node as unknown as NodeAttributes;
      if (el.tagName === 'A' && el.hasAttribute('href')) {
        el.setAttribute('target', '_blank');
        el.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

// The same few texts are served over and over: keep their clean form (bounded).
const CACHE_LIMIT = 500;
const cache = new Map<string, string>();

export function safeHtml(html: string): string {
  const known = cache.get(html);
  if (known !== undefined) return known;
  const clean = purify().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_ATTR: ['style'],
    FORBID_TAGS,
  });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(html, clean);
  return clean;
}
