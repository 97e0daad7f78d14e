import type { Queryable } from '../../db/database';
import {
  platformFileSettings,
  platformProblems,
  readPlatformFile,
} from '../../site-files/platform-validator';
import { whitelabelFileLabel, type FileProblem } from '../../site-files/problem-lines';
import { checkedWhitelabelFiles } from '../../site-files/verified-site';
import { jsonDiff } from './json-diff';
import { newestSiteVersion } from './site-versions';

/** How many changed places a note names before it stops. */
const SHOWN = 6;

/**
 * Where a merchant's files differ from what players get (docs/decisions/safe-publishing.md):
 * site.json and theme.json against the newest accepted site version, platform.json against
 * the settings last applied from it. One note per file that differs, naming the changed
 * places and what happens next; nothing when the files are what is live.
 */
export async function liveDrift(
  db: Queryable,
  whitelabelsDir: string,
  merchant: { id: number; code: string },
): Promise<FileProblem[]> {
  return [
    ...(await siteDrift(db, whitelabelsDir, merchant)),
    ...(await platformDrift(db, whitelabelsDir, merchant)),
  ];
}

async function siteDrift(
  db: Queryable,
  whitelabelsDir: string,
  merchant: { id: number; code: string },
): Promise<FileProblem[]> {
  const checked = checkedWhitelabelFiles(whitelabelsDir, merchant.code);
  const newest = await newestSiteVersion(db, merchant.id);
  if (newest?.digest === checked.digest) return [];
  const next = checked.verdict.ok
    ? 'a platform keeps these files as a new version at its next request'
    : 'the platform refuses these files (npm run validate names why)';
  if (!newest) return [note(whitelabelsDir, merchant.code, 'site.json', `no version is live yet: ${next}`)];
  const live = `version ${newest.id} (${newest.author}, ${newest.createdAt})`;
  const files = [
    ['site.json', newest.files.site, checked.files.site],
    ['theme.json', newest.files.theme, checked.files.theme],
  ] as const;
  return files.flatMap(([name, before, now]) => {
    const changed = jsonDiff(before, now, SHOWN + 1);
    if (changed.length === 0) return [];
    const until = checked.verdict.ok ? next : `${next} and players keep ${live}`;
    return [
      note(
        whitelabelsDir,
        merchant.code,
        name,
        `differs from ${live} that players get, at ${places(changed)}: ${until}`,
      ),
    ];
  });
}

async function platformDrift(
  db: Queryable,
  whitelabelsDir: string,
  merchant: { id: number; code: string },
): Promise<FileProblem[]> {
  const read = readPlatformFile(whitelabelsDir, merchant.code);
  if (read.state === 'none') return [];
  const [row] = await db.query<{ platform_applied: Record<string, unknown> | null }>(
    'SELECT platform_applied FROM merchants WHERE id = $1',
    [merchant.id],
  );
  const applied = row?.platform_applied ?? null;
  const say = (message: string) => [note(whitelabelsDir, merchant.code, 'platform.json', message)];
  if (read.state === 'unreadable')
    return say('cannot be read, so the platform keeps the settings last applied from it');
  const refused = platformProblems(read.value).length > 0;
  if (applied === null)
    return say(
      `was never applied: ${refused ? 'the platform refuses it' : 'a platform applies it within a second'}`,
    );
  const changed = jsonDiff(applied, platformFileSettings(read.value), SHOWN + 1);
  if (changed.length === 0) return [];
  return say(
    `differs from the settings last applied, at ${places(changed)}: ${
      refused
        ? 'the platform refuses it and keeps the settings last applied'
        : 'a platform applies it within a second'
    }`,
  );
}

/** The changed places, asked for one more than shown so `...` says there are more. */
function places(pointers: string[]): string {
  const shown = pointers.slice(0, SHOWN).join(', ');
  return pointers.length > SHOWN ? `${shown}, ...` : shown;
}

function note(whitelabelsDir: string, code: string, name: string, message: string): FileProblem {
  return {
    file: whitelabelFileLabel(whitelabelsDir, code, name),
    path: 'live',
    pointer: '',
    message,
    severity: 'note',
  };
}
