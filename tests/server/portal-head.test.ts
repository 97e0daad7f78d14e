import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { criticalCssOf } from '../../server/portal/merchant-head';
import { listWhitelabels } from '../../server/site-files/read-whitelabel';
import type { SiteTheme } from '../../schemas/site/theme';
import { servedPortalForTests } from '../support/served-portal';

const portal = servedPortalForTests('head');

interface Site {
  merchant: { name: string; favicon?: string; description?: Record<string, string> };
  languages: { default: string };
}
type Theme = SiteTheme;
const read = <T>(code: string, file: string) =>
  JSON.parse(fs.readFileSync(path.resolve('whitelabels', code, file), 'utf8')) as T;

/**
 * GET over a real connection with the Host a browser on that domain sends (fetch may not
 * set Host, so node:http): status, content type and body as they arrive.
 */
function get(
  host: string,
  pathname: string,
): Promise<{ status: number; type: string; body: string; csp: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${portal.base}${pathname}`, { headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'] ?? '',
          body,
          csp: String(res.headers['content-security-policy'] ?? ''),
        }),
      );
    });
    req.on('error', reject);
  });
}

/** The head of a page exactly as it arrives over HTTP, before any script could change it. */
async function servedHead(code: string, pathname: string): Promise<string> {
  return (await servedPage(code, pathname)).head;
}

async function servedPage(code: string, pathname: string): Promise<{ head: string; csp: string }> {
  const res = await get(`${code}.localhost`, pathname);
  expect(res.status).toBe(200);
  expect(res.type).toMatch(/^text\/html/);
  return { head: res.body.split('</head>')[0] ?? '', csp: res.csp };
}

/** The declarations of the `:root` rule of a critical style, as variable -> value. */
function rootVariables(css: string): Record<string, string> {
  const root = /:root\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    root.split(';').map((d) => [d.slice(0, d.indexOf(':')), d.slice(d.indexOf(':') + 1)] as const),
  );
}

describe('the page served for each merchant', () => {
  it.each(listWhitelabels(path.resolve('whitelabels')))(
    '%s: carries its own title, tab icon, theme colour, description and brand colours from the first byte',
    async (code) => {
      const { merchant } = read<Site>(code, 'site.json');
      const theme = read<Theme>(code, 'theme.json');
      for (const pathname of ['/', '/live', '/lottery?x=1']) {
        const head = await servedHead(code, pathname);
        expect(head.match(/<title>/g)).toHaveLength(1);
        expect(head).toContain(`<title>${merchant.name}</title>`);
        expect(head.match(/<link rel="icon"/g)).toHaveLength(1);
        expect(head).toContain(`<link rel="icon" type="image/svg+xml" href="${merchant.favicon}" />`);
        expect(head.match(/<meta name="theme-color"/g)).toHaveLength(1);
        expect(head).toContain(`<meta name="theme-color" content="${theme[theme.default].surfacePage}" />`);
      }
      // The sentence search results and link previews show, in the default language.
      const description = merchant.description?.[read<Site>(code, 'site.json').languages.default];
      expect(description).toBeTruthy();
      const { head, csp } = await servedPage(code, '/');
      expect(head.match(/<meta name="description"/g)).toHaveLength(1);
      expect(head).toContain(`<meta name="description" content="${description}" />`);
      // The first paint has the brand's colours: its default theme on the root, the variables
      // inline in the head, the background drawn from them, and the CSP lets exactly that style in.
      expect(head).toMatch(new RegExp(`<html lang="en" data-theme="${theme.default}">`));
      const css = /<style id="tessera-critical">([^<]*)<\/style>/.exec(head)?.[1] ?? '';
      const tokens = theme[theme.default];
      const vars = rootVariables(css);
      expect(vars['--tsr-surface-page']).toBe(tokens.surfacePage);
      expect(vars['--tsr-text-primary']).toBe(tokens.textPrimary);
      expect(vars['--tsr-accent']).toBe(tokens.accent);
      expect(vars['--tsr-radius-medium']).toBe(`${theme.radius.medium}px`);
      expect(vars['--tsr-font-latin']).toBe(theme.fonts.latin);
      expect(vars['color-scheme']).toBe(theme.default);
      expect(css).toContain('html{background:var(--tsr-surface-page);color:var(--tsr-text-primary)}');
      const hash = createHash('sha256').update(css, 'utf8').digest('base64');
      expect(csp).toMatch(new RegExp(`style-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
      // The icon it names is served.
      const icon = await get(`${code}.localhost`, merchant.favicon ?? '');
      expect(icon.status).toBe(200);
      expect(icon.type).toMatch(/^image\/svg\+xml/);
    },
  );

  it('a theme value that could break out of the style is left out of the served CSS, the rest stays', () => {
    const theme = read<Theme>('aurora', 'theme.json');
    const css = criticalCssOf(
      {
        ...theme,
        fonts: {
          ...theme.fonts,
          latin: 'Arial</style><script>alert(1)</script>',
          cjk: 'a;}body{display:none',
        },
      },
      'dark',
    );
    expect(css).not.toContain('<');
    expect(css).not.toContain('display:none');
    expect(rootVariables(css)['--tsr-font-latin']).toBeUndefined();
    expect(rootVariables(css)['--tsr-font-thai']).toBe(theme.fonts.thai);
    expect(rootVariables(css)['--tsr-surface-page']).toBe(theme.dark.surfacePage);
  });

  it('a host no merchant uses keeps the portal’s own title: nothing of any merchant is in it', async () => {
    const res = await get('unknown.example', '/');
    expect(res.status).toBe(404);
    const head = res.body.split('</head>')[0] ?? '';
    expect(head).toContain('<title>Tessera</title>');
    expect(head).not.toContain('/wl/');
    expect(head).not.toContain('tessera-critical');
    expect(head).not.toContain('name="description"');
  });
});
