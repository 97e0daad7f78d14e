import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogKey, type Manifest } from '../../server/portal/build-manifest';
import { listWhitelabels } from '../../server/site-files/read-whitelabel';
import { LANGUAGE_INFO } from '../../src/i18n/languages';
import { servedPortalForTests } from '../support/served-portal';

interface Node {
  type: string;
  when?: { loggedIn?: boolean };
  children?: Node[];
}
interface Site {
  languages: { default: keyof typeof LANGUAGE_INFO };
  layout: Record<string, Node[]>;
  pages: { route: string; nodes: Node[] }[];
}
const whitelabels = listWhitelabels(path.resolve('whitelabels'));
const siteOf = (code: string) =>
  JSON.parse(fs.readFileSync(path.resolve('whitelabels', code, 'site.json'), 'utf8')) as Site;

/** Widget types of some nodes a guest sees (the whitelabels' conditions are about the session). */
function guestTypes(nodes: Node[]): string[] {
  return nodes.flatMap((n) => (n.when?.loggedIn === true ? [] : [n.type, ...guestTypes(n.children ?? [])]));
}

/**
 * A build manifest shaped like Vite's: an entry with a static import, one chunk per widget
 * type the whitelabels use (each importing a shared chunk, and the entry, and one with its
 * own CSS), one catalog's core per language, and in each language a part of its own for the
 * words of every widget outside the frames (scripts/i18n/catalog-parts.ts). Tests run before
 * the build, so the manifest is made here.
 */
const frameTypes = new Set(
  whitelabels.flatMap((code) => Object.values(siteOf(code).layout).flatMap(guestTypes)),
);

function fixtureManifest(): Manifest {
  const types = new Set(
    whitelabels.flatMap((code) => {
      const site = siteOf(code);
      return [...Object.values(site.layout), ...site.pages.map((p) => p.nodes)].flatMap((nodes) =>
        nodes.flatMap(function all(n: Node): string[] {
          return [n.type, ...(n.children ?? []).flatMap(all)];
        }),
      );
    }),
  );
  const manifest: Manifest = {
    'src/app/main.tsx': {
      file: 'assets/index-E.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index.css'],
    },
    '_react.js': { file: 'assets/react-R.js' },
    '_shared.js': { file: 'assets/shared-S.js', imports: ['src/app/main.tsx'] },
  };
  for (const type of types)
    manifest[`src/widgets/${type}/${type}.tsx`] = {
      file: `assets/${type}-W.js`,
      isDynamicEntry: true,
      imports: ['src/app/main.tsx', '_shared.js'],
      ...(type === 'header-row' || type === 'nav-menu' ? { css: [`assets/${type}-W.css`] } : {}),
    };
  for (const { locale } of Object.values(LANGUAGE_INFO)) {
    manifest[catalogKey(locale)] = {
      file: `assets/messages-${locale}.js`,
      isDynamicEntry: true,
    };
    for (const type of types)
      if (!frameTypes.has(type))
        manifest[catalogKey(locale, type)] = {
          file: `assets/messages-${locale}-${type}.js`,
          isDynamicEntry: true,
        };
  }
  return manifest;
}

const manifest = fixtureManifest();
const portal = servedPortalForTests('preloads', (dir) => {
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
});

/** The head as it arrives for a host (node:http, so the Host header is the browser's) and its CSP. */
function served(host: string, pathname: string): Promise<{ status: number; head: string; csp: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${portal.base}${pathname}`, { headers: { host } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            head: body.split('</head>')[0] ?? '',
            csp: String(res.headers['content-security-policy'] ?? ''),
          }),
        );
      })
      .on('error', reject);
  });
}

const hrefs = (head: string, rel: string) =>
  [...head.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="/([^"]+)">`, 'g'))].map((m) => m[1]).sort();
/** The styles preloaded (the hero image's preload is tested in portal-hero-image.test.ts). */
const styleHrefs = (head: string) => hrefs(head, 'preload" as="style');

describe('the page served for each merchant preloads its first render’s chunks', () => {
  it.each(whitelabels)(
    '%s: the frame’s and the page’s widgets, their shared chunk and the default catalog with those widgets’ words, once each',
    async (code) => {
      const site = siteOf(code);
      const frame = Object.values(site.layout).flatMap(guestTypes);
      const locale = LANGUAGE_INFO[site.languages.default].locale;
      const expected = (pageTypes: string[]) => {
        const types = [...new Set([...frame, ...pageTypes])];
        return types
          .map((t) => `assets/${t}-W.js`)
          .concat('assets/shared-S.js', `assets/messages-${locale}.js`)
          .concat(types.filter((t) => !frameTypes.has(t)).map((t) => `assets/messages-${locale}-${t}.js`))
          .sort();
      };
      const nodesOf = (route: string) => site.pages.find((p) => p.route === route)?.nodes ?? [];
      const cases: [string, string[]][] = [
        ['/', guestTypes(nodesOf('/'))],
        ['/home?from=mail', guestTypes(nodesOf('/'))],
        ['/live', guestTypes(nodesOf('/live'))],
        ['/lobby/slots/pg', guestTypes(nodesOf('/lobby/:lobbyType/:type?/:vassalage?'))],
        // Not a page of the site: the frame's alone.
        ['/no-such-page', []],
      ];
      for (const [pathname, pageTypes] of cases) {
        const { head, csp } = await served(`${code}.localhost`, pathname);
        const scripts = hrefs(head, 'modulepreload');
        expect(scripts, pathname).toEqual(expected(pageTypes));
        // What the HTML loads already is not named twice; a member's widgets wait for a member.
        expect(scripts).not.toContain('assets/index-E.js');
        expect(scripts).not.toContain('assets/react-R.js');
        expect(scripts).not.toContain('assets/member-panel-W.js');
        // Styles are fetched early but never block the first paint.
        expect(head).not.toMatch(/<link rel="stylesheet"[^>]*-W\.css/);
        for (const css of styleHrefs(head)) expect(css).toMatch(/-W\.css$/);
        // Same-origin scripts: the CSP's script-src 'self' covers them, nothing was widened.
        expect(csp).toMatch(/script-src 'self'(;|$)/);
      }
      expect(styleHrefs((await served(`${code}.localhost`, '/')).head)).toEqual(
        expected(guestTypes(nodesOf('/')))
          .filter((f) => /\/(header-row|nav-menu)-W\.js$/.test(f))
          .map((f) => f.replace(/\.js$/, '.css')),
      );
    },
  );

  it('a host no merchant uses preloads nothing', async () => {
    const { status, head } = await served('unknown.example', '/');
    expect(status).toBe(404);
    expect(head).not.toContain('modulepreload');
  });
});
