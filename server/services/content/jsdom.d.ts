/**
 * The one part of jsdom the platform uses: a window for DOMPurify to sanitise in
 * (safe-html.ts). jsdom ships no types of its own.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
