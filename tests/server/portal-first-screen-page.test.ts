import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_LOADER } from '../../server/portal/first-screen/first-screen-loader';
import { withFirstScreen } from '../../server/portal/first-screen/with-first-screen';

const PAGE = `<!doctype html><html><head><title>Aurora Play</title>
<script type="module" crossorigin src="/assets/index-A.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-B.js">
<link rel="stylesheet" crossorigin href="/assets/index-C.css">
<link rel="modulepreload" crossorigin href="/assets/banner-D.js"><link rel="preload" as="style" crossorigin href="/assets/banner-E.css"></head>
<body><div id="root"></div></body></html>`;

const screen = {
  html: '<header><a style="--h:40px" href="/">Aurora</a><div style="--q:&quot;x&quot;;a:b&amp;c"></div></header>',
  language: 'EN',
  theme: 'dark',
} as const;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const scriptsOf = (html: string) =>
  JSON.parse(
    /<script id="tessera-scripts" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as unknown;

describe('a page carrying its first screen', () => {
  const page = withFirstScreen(PAGE, screen);

  it('draws the screen in #root, inert, tagged with the language and theme it is drawn in', () => {
    expect(page.html).toContain(
      `<div id="root"><div data-first-screen data-language="EN" data-theme="dark" inert aria-hidden="true">${screen.html}</div></div>`,
    );
  });

  it('leaves the portal’s scripts to the loader, in their order, and fetches none from the head', () => {
    const head = page.html.split('</head>')[0] ?? '';
    expect(head).not.toMatch(/type="module"|modulepreload/);
    expect(scriptsOf(page.html)).toEqual([
      { href: '/assets/index-A.js', entry: true },
      { href: '/assets/react-B.js' },
      { href: '/assets/banner-D.js' },
    ]);
    // The loader follows the list, after the screen (it reads it as the page is parsed).
    expect(page.html.indexOf(`<script>${FIRST_SCREEN_LOADER}</script>`)).toBeGreaterThan(
      page.html.indexOf('id="tessera-scripts"'),
    );
  });

  it('applies the styles of the screen’s widgets before its first paint (stylesheets, not preloads)', () => {
    expect(page.html).toContain('<link rel="stylesheet" crossorigin href="/assets/banner-E.css">');
    expect(page.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(page.html).not.toContain('as="style"');
  });

  it('lets through its CSP exactly the loader and the style attributes the screen carries, as the browser reads them', () => {
    expect(page.scriptSources).toEqual([sha256(FIRST_SCREEN_LOADER)]);
    expect(page.styleSources).toEqual(["'unsafe-hashes'", sha256('--h:40px'), sha256('--q:"x";a:b&c')]);
  });

  it('needs no style allowance for a screen without style attributes', () => {
    expect(withFirstScreen(PAGE, { ...screen, html: '<p>Aurora</p>' }).styleSources).toEqual([]);
  });

  it('leaves a page without the portal’s empty root as it is, its scripts where they were', () => {
    const other = PAGE.replace('<div id="root"></div>', '<p>Not built</p>');
    expect(withFirstScreen(other, screen)).toEqual({ html: other, scriptSources: [], styleSources: [] });
  });
});
