import fs from 'node:fs';
import path from 'node:path';
import { chunksViewOf, widgetTypesIn } from './first-load-chunks.ts';

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

/**
 * The files inside the frame widgets' folders that a widget's own file does not reach by
 * static imports (a panel opened on demand, the popup's full login and its steps): absolute
 * paths without a `.ts`/`.tsx` extension. The frame chunk leaves them out, so what a widget
 * loads with `import('./…')` stays a lazy chunk instead of riding along with every first load
 * (a group captures each file its test matches, however it is imported).
 */
export function frameLazyParts(widgetsDir: string, types: readonly string[]): Set<string> {
  const parts = new Set<string>();
  for (const type of types) {
    const folder = path.join(widgetsDir, type);
    if (!fs.existsSync(folder)) continue;
    const code = fs
      .readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name) && !/\.(test|stories|widget|props)\.tsx?$/.test(name))
      .map((name) => name.replace(/\.tsx?$/, ''));
    const reached = new Set<string>();
    const visit = (name: string) => {
      if (reached.has(name) || !code.includes(name)) return;
      reached.add(name);
      const file = ['.tsx', '.ts'].map((ext) => path.join(folder, name + ext)).find((f) => fs.existsSync(f));
      const source = file ? fs.readFileSync(file, 'utf8') : '';
      for (const m of source.matchAll(/(?:from|import)\s+['"]\.\/([^'"]+)['"]/g))
        visit(m[1]!.replace(/\.tsx?$/, ''));
    };
    visit(type);
    for (const name of code) if (!reached.has(name)) parts.add(path.join(folder, name));
  }
  return parts;
}
