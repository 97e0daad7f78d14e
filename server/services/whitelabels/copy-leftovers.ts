import fs from 'node:fs';
import path from 'node:path';
import { readablePath } from '../../../schemas/site/check/readable-path';
import { type FileProblem, whitelabelFileLabel } from '../../site-files/problem-lines';
import { listWhitelabels, readSettingsFile } from '../../site-files/read-whitelabel';

interface Brand {
  code: string;
  name?: string;
  domains: string[];
  /** Its logos and favicon (paths as site.json writes them). */
  art: string[];
  colours: string[];
}

const read = (file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** Every string in a JSON value, with its JSON pointer. */
function* stringsOf(value: unknown, pointer = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [pointer, value];
  else if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* stringsOf(v, `${pointer}/${i}`);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value))
      yield* stringsOf(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
}

/** What identifies a merchant: its code (its asset folder), name, domains, artwork and brand colours. */
function brandOf(whitelabelsDir: string, code: string): Brand {
  const site = read(path.join(whitelabelsDir, code, 'site.json')) as
    | {
        merchant?: {
          name?: string;
          chatHeaderColor?: string;
          logo?: string;
          logoLight?: string;
          favicon?: string;
        };
        domains?: string[];
      }
    | undefined;
  const theme = read(path.join(whitelabelsDir, code, 'theme.json')) as
    Record<string, Record<string, string>> | undefined;
  const colours = [
    theme?.dark?.accent,
    theme?.light?.accent,
    theme?.dark?.accentSoft,
    theme?.light?.accentSoft,
    site?.merchant?.chatHeaderColor,
  ].filter((c): c is string => typeof c === 'string');
  return {
    code,
    ...(site?.merchant?.name ? { name: site.merchant.name } : {}),
    domains: Array.isArray(site?.domains) ? site.domains : [],
    art: [site?.merchant?.logo, site?.merchant?.logoLight, site?.merchant?.favicon].filter(
      (s): s is string => typeof s === 'string',
    ),
    colours: colours.map((c) => c.toLowerCase()),
  };
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What one string of a merchant's file holds of another merchant's brand, in words. */
function leftoversIn(text: string, mine: Brand, other: Brand): string[] {
  // Most strings hold nothing of another brand: a plain search rules them out before any pattern.
  const lower = text.toLowerCase();
  const words = [other.code, other.name ?? other.code, ...other.domains, ...other.art];
  if (!words.some((w) => lower.includes(w.toLowerCase()))) return [];
  const found: string[] = [];
  // A path or address with the other's code as a segment: /wl/<code>/..., /art/<code>/...
  const pathLike = text.startsWith('/') || /^[a-z]+:\/\//i.test(text);
  if (text.includes(`/wl/${other.code}/`))
    found.push(`uses the assets of ${other.code} (/wl/${other.code}/): point them at /wl/${mine.code}/`);
  else if (other.art.includes(text)) found.push(`uses ${other.code}'s artwork ${text}`);
  else if (pathLike && new RegExp(`/${escape(other.code)}(/|\\.|$)`).test(text.split(/[?#]/)[0] ?? ''))
    found.push(`points into ${other.code}'s files (${text})`);
  for (const host of other.domains.filter((d) => !mine.domains.includes(d) && !d.endsWith('.localhost')))
    if (new RegExp(`(^|[^\\w.-])${escape(host)}($|[^\\w-])`, 'i').test(text) || text.endsWith(`@${host}`))
      found.push(`mentions ${host}, a domain of ${other.code} (support addresses, links)`);
  if (other.name && new RegExp(`\\b${escape(other.name)}\\b`, 'i').test(text))
    found.push(`still names ${other.name} (${other.code})`);
  return found;
}

/** A merchant's JSON file: each string naming another merchant's brand, at its JSON path. */
function fileLeftovers(
  whitelabelsDir: string,
  mine: Brand,
  others: Brand[],
  name: 'site.json' | 'theme.json' | 'platform.json',
): FileProblem[] {
  const full = path.join(whitelabelsDir, mine.code, name);
  if (!fs.existsSync(full)) return [];
  const file = readSettingsFile(full);
  // A file that cannot be read is reported by the file checks themselves.
  if (!file.ok) return [];
  const label = whitelabelFileLabel(whitelabelsDir, mine.code, name);
  const readable = (pointer: string) =>
    name === 'site.json'
      ? readablePath(file.value, pointer)
      : pointer.split('/').slice(1).join(' › ') || '(file)';
  const problems: FileProblem[] = [];
  const at = (pointer: string, message: string): FileProblem => ({
    file: label,
    place: file.placeOf(pointer),
    pointer,
    path: readable(pointer),
    message,
  });
  for (const [pointer, text] of stringsOf(file.value)) {
    // Its own domain list is checked as a whole below: a host held by two merchants.
    if (name === 'site.json' && pointer.startsWith('/domains/')) continue;
    for (const other of others) for (const m of leftoversIn(text, mine, other)) problems.push(at(pointer, m));
  }
  if (name === 'site.json')
    for (const [i, host] of mine.domains.entries())
      for (const other of others)
        if (other.domains.includes(host))
          problems.push(at(`/domains/${i}`, `${host} is a domain of ${other.code}`));
  for (const [pointer, text] of stringsOf(file.value))
    for (const other of others)
      if (
        /\/(accent|accentSoft|chatHeaderColor)$/.test(pointer) &&
        other.colours.includes(text.toLowerCase())
      )
        problems.push(
          at(pointer, `brand colour ${text.toLowerCase()} is ${other.code}'s: give the copy its own accent`),
        );
  return problems;
}

/** Artwork that draws another merchant's name (a logo copied and not redrawn). */
function artLeftovers(whitelabelsDir: string, mine: Brand, others: Brand[]): FileProblem[] {
  const dir = path.join(whitelabelsDir, mine.code, 'assets');
  if (!fs.existsSync(dir)) return [];
  const problems: FileProblem[] = [];
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
    const lines = fs.readFileSync(path.join(dir, f), 'utf8').split('\n');
    for (const other of others) {
      if (!other.name) continue;
      const word = new RegExp(`\\b${escape(other.name)}\\b`, 'i');
      const line = lines.findIndex((l) => word.test(l));
      if (line >= 0)
        problems.push({
          file: whitelabelFileLabel(whitelabelsDir, mine.code, path.join('assets', f)),
          place: { line: line + 1, column: (lines[line]?.search(word) ?? 0) + 1 },
          pointer: '',
          path: '(artwork)',
          message: `draws ${other.name} (${other.code}): redraw it for ${mine.code}`,
        });
    }
  }
  return problems;
}

/**
 * What a whitelabel still holds of another merchant: its assets (`/wl/<other>/`) or
 * artwork, paths into its files, its domains, its name, or its brand colours. Each is
 * reported at its file, JSON path, line and column, so `npm run validate` and
 * `ops whitelabel create` refuse a half-edited copy.
 */
export function copyLeftovers(whitelabelsDir: string, code: string): FileProblem[] {
  const others = listWhitelabels(whitelabelsDir)
    .filter((c) => c !== code)
    .map((c) => brandOf(whitelabelsDir, c));
  const mine = brandOf(whitelabelsDir, code);
  return [
    ...fileLeftovers(whitelabelsDir, mine, others, 'site.json'),
    ...fileLeftovers(whitelabelsDir, mine, others, 'theme.json'),
    ...fileLeftovers(whitelabelsDir, mine, others, 'platform.json'),
    ...artLeftovers(whitelabelsDir, mine, others),
  ];
}
