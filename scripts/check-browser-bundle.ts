import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * After `npm run build`: no schema library (nor the platform's HTML sanitiser, nor react-router's
 * framework-mode links) reaches what a browser runs, in the portal (dist/) nor in the back
 * office (dist-admin/). Walks the chunks a visitor can load (the
 * entry, its static imports and every dynamic import) and fails when one carries TypeBox or
 * ajv. (A widget's props file, with its schema, is loaded by path by the schema generator
 * only: no browser chunk names it.)
 */
const APPS = [
  { name: 'portal', dir: 'dist', page: 'index.html' },
  { name: 'back office', dir: 'dist-admin', page: 'admin.html' },
];
const LIBRARIES: Record<string, string> = {
  TypeBox: 'TypeBox.Kind',
  ajv: 'schema must be object or boolean',
  // The platform sanitises merchant markup as it serves it (server/services/content/safe-html.ts).
  DOMPurify: 'ALLOWED_URI_REGEXP',
  // react-router's framework-mode links and forms; the portal links with src/ui/link
  // (scripts/build/react-router-tree-shaking.ts keeps the rest of them out).
  "react-router's Link": 'data-discover',
};
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;
const DYNAMIC_IMPORT = /import\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g;

let failed = false;
for (const app of APPS) {
  const assets = join(app.dir, 'assets');
  if (!existsSync(assets)) {
    console.error(`${assets} is missing: run npm run build first.`);
    process.exit(1);
  }
  const html = readFileSync(join(app.dir, app.page), 'utf8');
  const entries = [...html.matchAll(/src="\/(?:bo\/)?assets\/([\w.-]+\.js)"/g)].map((m) => m[1] as string);
  const code = new Map(
    readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, readFileSync(join(assets, f), 'utf8')] as const),
  );

  const reachedFrom = new Map<string, string | null>(entries.map((e) => [e, null]));
  const queue = [...entries];
  while (queue.length > 0) {
    const chunk = queue.shift() as string;
    const text = code.get(chunk) ?? '';
    const imported = [
      ...[...text.matchAll(STATIC_IMPORT)].map((m) => m[1] as string),
      ...[...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] as string),
    ];
    for (const next of imported) {
      if (reachedFrom.has(next)) continue;
      reachedFrom.set(next, chunk);
      queue.push(next);
    }
  }

  const chain = (chunk: string): string => {
    const path = [chunk];
    for (let c = reachedFrom.get(chunk); c; c = reachedFrom.get(c)) path.unshift(c);
    return path.join(' -> ');
  };
  const problems = [...reachedFrom.keys()].flatMap((chunk) =>
    Object.entries(LIBRARIES)
      .filter(([, marker]) => code.get(chunk)?.includes(marker))
      .map(([library]) => `${library} reaches the ${app.name}'s browser: ${chain(chunk)}`),
  );
  if (entries.length === 0) problems.push(`${app.dir}/${app.page} names no entry script`);

  if (problems.length > 0) {
    for (const p of problems) console.error(`✗ ${p}`);
    failed = true;
  } else
    console.log(
      `✓ none of ${Object.keys(LIBRARIES).join(', ')} in the ${reachedFrom.size} chunks the ${app.name} can load`,
    );
}
if (failed) process.exit(1);
