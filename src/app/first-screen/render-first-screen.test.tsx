import { afterAll, describe, expect, it } from 'vitest';
import type { Site } from '@schemas/site/site';
import { loadWhitelabelSite } from '../../../tests/support/load-site';
import { activateLanguage } from '../../i18n/activate-language';
import { renderFirstScreen } from './render-first-screen';

/** The platform down for every call: the screen still draws its frame, in its own words. */
const down: typeof fetch = async () =>
  new Response(JSON.stringify({ success: false, code: 'UNAVAILABLE', message: 'down' }), {
    status: 503,
    headers: { 'content-type': 'application/json' },
  });

function bootstrapOf(site: Site) {
  return {
    merchantCode: site.merchant.code,
    site,
    payloadKey: 'k',
    flags: [],
    status: { status: 0, ip: '' },
  };
}

const screenOf = (site: Site, pathname = '/') =>
  renderFirstScreen({ bootstrap: bootstrapOf(site), pathname, baseUrl: 'http://portal.test/', fetch: down });

afterAll(() => activateLanguage('EN'));

describe('the first screen the platform draws', () => {
  it('is the portal’s first render of the page at its path, for a guest, in the site’s default language and theme', async () => {
    const aurora = loadWhitelabelSite('aurora');
    const screen = await screenOf(aurora, '/rng');
    expect(screen).toMatchObject({ language: 'EN', theme: aurora.theme.default });
    expect(screen?.html).toContain('<main');
    expect(screen?.html).toContain(`aria-label="${aurora.merchant.name} home"`);
    expect(screen?.html).toContain('>Log in<');
  });

  it('draws each page in its own language when pages of merchants with different languages are drawn at once', async () => {
    const english = loadWhitelabelSite('aurora');
    const chinese = structuredClone(english);
    chinese.languages.default = 'CN';
    const [en, cn, en2] = await Promise.all([
      screenOf(english),
      screenOf(chinese),
      screenOf(english, '/live'),
    ]);
    expect(en?.language).toBe('EN');
    expect(en?.html).toContain('>Log in<');
    expect(en?.html).not.toContain('登录');
    expect(cn?.language).toBe('CN');
    expect(cn?.html).toContain('登录');
    expect(cn?.html).not.toContain('>Log in<');
    expect(en2?.html).toContain('>Log in<');
  });

  it('draws nothing for a merchant without a site', async () => {
    const screen = await renderFirstScreen({
      bootstrap: { merchantCode: 'x', site: null, payloadKey: '', flags: [], status: { status: 0, ip: '' } },
      pathname: '/',
      baseUrl: 'http://portal.test/',
      fetch: down,
    });
    expect(screen).toBeNull();
  });
});
