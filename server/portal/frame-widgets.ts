import fs from 'node:fs';
import path from 'node:path';
import { chunksViewOf, widgetTypesIn } from './first-load-chunks';

/**
 * The widget types a guest sees in the frame (header, footer, side bars) of any whitelabel:
 * the build groups them into one chunk, which the platform preloads with every page.
 */
export function frameWidgetTypes(whitelabelsDir: string): string[] {
  const types = new Set<string>();
  for (const code of fs.readdirSync(whitelabelsDir)) {
    const file = path.join(whitelabelsDir, code, 'site.json');
    if (!fs.existsSync(file)) continue;
    const site = chunksViewOf(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!site) continue;
    widgetTypesIn(Object.values(site.layout).flat(), site.languages.default).forEach((t) => types.add(t));
  }
  // Widget folders are kebab-case names: safe inside a regular expression as they are.
  return [...types].filter((t) => /^[a-z0-9-]+$/.test(t)).sort();
}
