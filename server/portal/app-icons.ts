import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { AppIconSize } from './web-app-manifest';

/** The file of a whitelabel's own artwork (`/wl/<code>/assets/…`), or null for any other address. */
export function artworkFile(whitelabelsDir: string, url: string): string | null {
  const match = /^\/wl\/([a-z0-9-]+)\/assets\/([\w./-]+\.svg)$/.exec(url);
  if (!match || url.includes('..')) return null;
  return path.join(whitelabelsDir, match[1] as string, 'assets', match[2] as string);
}

/**
 * The mark inside a square of the page colour, at 70 % of its side: a launcher may cut a
 * maskable icon to a circle, and the inner 80 % always stays (the W3C safe zone).
 */
function maskableSvg(mark: string, background: string): string {
  const data = `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100">' +
    `<rect width="100" height="100" fill="${background}"/>` +
    `<image x="15" y="15" width="70" height="70" xlink:href="${data}"/></svg>`
  );
}

const drawn = new Map<string, Buffer>();

/**
 * The merchant's SVG mark as a PNG icon of `size` pixels (phones want PNG on their home
 * screen; iOS takes nothing else), drawn once per file version and size.
 */
export function appIconPng(
  file: string,
  size: AppIconSize,
  maskable: { background: string } | null,
): Buffer | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  const key = `${file}|${stat.mtimeMs}|${size}|${maskable?.background ?? ''}`;
  let png = drawn.get(key);
  if (!png) {
    const mark = fs.readFileSync(file, 'utf8');
    const svg = maskable ? maskableSvg(mark, maskable.background) : mark;
    png = new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
    if (drawn.size > 64) drawn.clear();
    drawn.set(key, png);
  }
  return png;
}
