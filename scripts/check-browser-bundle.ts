import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * After `npm run build`: no schema library reaches what a browser runs. Walks the chunks a
 * visitor can load (the entry, its static imports and every dynamic import) and fails when
 * one carries TypeBox or ajv. The only exception is a widget's props chunk, which only the
 * site-schema generator loads (`definition.schema()`); the portal never calls it.
 */
const ASSETS = 'dist/assets';
const LIBRARIES: Record<string, string> = {
  TypeBox: 'TypeBox.Kind',
  ajv: 'schema must be object or boolean',
};
const PROPS_CHUNK = /\.props-[\w-]+\.js$/;
const STATIC_IMPORT = /(?:from|import)\s*"\.\/([\w.-]+\.js)"/g;
const DYNAMIC_IMPORT = /import\(\s*[`"']\.\/([\w.-]+\.js)[`"']\s*\)/g;

if (!existsSync(ASSETS)) {
  console.error(`${ASSETS} is missing: run npm run build first.`);
  process.exit(1);
}
const html = readFileSync('dist/index.html', 'utf8');
const entries = [...html.matchAll(/src="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1] as string);
const code = new Map(
  readdirSync(ASSETS)
    .filter((f) => f.endsWith('.js'))
    .map((f) => [f, readFileSync(join(ASSETS, f), 'utf8')] as const),
);

const reachedFrom = new Map<string, string | null>(entries.map((e) => [e, null]));
const queue = [...entries];
while (queue.length > 0) {
  const chunk = queue.shift() as string;
  const text = code.get(chunk) ?? '';
  const imported = [
    ...[...text.matchAll(STATIC_IMPORT)].map((m) => m[1] as string),
    // A props chunk loaded on demand is the generator's; imported statically, it runs.
    ...[...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] as string).filter((c) => !PROPS_CHUNK.test(c)),
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
    .map(([library]) => `${library} reaches the browser: ${chain(chunk)}`),
);
if (entries.length === 0) problems.push('dist/index.html names no entry script');

if (problems.length > 0) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
console.log(`✓ no schema library in the ${reachedFrom.size} chunks a browser can load`);
