import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../schemas/site/site';
import { firstScreenFits } from '../../server/portal/first-screen/first-screen-fits';

const aurora = JSON.parse(fs.readFileSync(path.resolve('whitelabels/aurora/site.json'), 'utf8')) as Site;
const copy = () => structuredClone(aurora);

describe('which pages the platform draws a first screen for', () => {
  it('every page of the site, by its route, an alias or a route with parameters', () => {
    for (const pathname of ['/', '/home', '/rng', '/live', '/lottery', '/promotions', '/lobby/rng/hot'])
      expect(firstScreenFits(aurora, pathname), pathname).toBe(true);
  });

  it('no path that is none of its pages', () => {
    expect(firstScreenFits(aurora, '/wp-admin/setup.php')).toBe(false);
  });

  it('no page whose frame or content shows a part by the window’s width or the kind of device', () => {
    const byWidth = copy();
    const rng = byWidth.pages.find((p) => p.route === '/rng');
    rng?.nodes.push({ type: 'app-download', when: { not: { viewport: 'desktop' } } });
    expect(firstScreenFits(byWidth, '/rng')).toBe(false);
    // Other pages do not show it.
    expect(firstScreenFits(byWidth, '/live')).toBe(true);

    const byDevice = copy();
    byDevice.layout.header.push({ type: 'app-download', when: { all: [{ device: ['phone'] }] } });
    expect(firstScreenFits(byDevice, '/')).toBe(false);
    expect(firstScreenFits(byDevice, '/live')).toBe(false);
  });
});
