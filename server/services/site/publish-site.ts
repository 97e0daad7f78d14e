import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../db/database';
import { ApiError } from '../../domain/api-error';
import type { Merchant } from '../../domain/merchant';
import { parseJsonSource } from '../../../schemas/site/check/json-source';
import { studioFileName, type StudioFile } from '../../../schemas/api/ops/site-studio-rules';
import { readWhitelabelFiles, type WhitelabelFiles } from '../../site-files/read-whitelabel';
import { siteDigest } from '../../site-files/verified-site';
import { recordAudit, type AuditActor } from '../operators/operator-audit';
import { checkSiteText, hasErrors, type TextProblem } from './check-site-text';
import { insertSiteVersion, lockMerchant, newestSiteVersion, type StoredSiteVersion } from './site-versions';
import { summaryOf, type VersionSummary } from './studio-versions';

export type PublishOutcome =
  { published: true; version: VersionSummary } | { published: false; problems: TextProblem[] };

export type Actor = AuditActor;

/** The author a version published from the back office carries. */
export const studioAuthor = (username: string) => `bo:${username}`;

/**
 * Publish a site.json or theme.json text edited from version `baseVersionId`
 * (docs/decisions/site-studio.md); the version keeps it with the folder's other file:
 * refused with its problems when any check of `npm run validate` fails (nothing written); a
 * 409 when another version was accepted since the base (the later publisher keeps the text in
 * the editor, nothing is lost); else kept as the newest version with the operator as author,
 * written to the folder through a temporary file and a rename, and audited, all under the lock
 * on the merchant's row, so of two publishes at once one wins and the other is told.
 */
export async function publishSite(
  deps: { db: Database; whitelabelsDir: string },
  merchant: Pick<Merchant, 'id' | 'code'>,
  input: { text: string; baseVersionId: number | null; file?: StudioFile },
  actor: Actor,
): Promise<PublishOutcome> {
  const file = input.file ?? 'site';
  const problems = checkSiteText(deps.whitelabelsDir, merchant.code, input.text, file);
  if (hasErrors(problems)) return { published: false, problems };
  const parsed = parseJsonSource(input.text);
  if (!parsed.ok) throw new Error('a text that passed the checks is JSON');
  const files = draftFiles(deps.whitelabelsDir, merchant.code, file, parsed.value);
  const digest = siteDigest(files);
  const version = await deps.db.tx(async (q) => {
    await lockMerchant(q, merchant.id);
    const newest = await newestSiteVersion(q, merchant.id);
    assertBase(newest, input.baseVersionId);
    const kept =
      newest?.digest === digest
        ? newest
        : await insertSiteVersion(q, merchant.id, files, digest, studioAuthor(actor.actor));
    // Written before the lock is let go: the next publisher finds the file and the row together.
    writeText(path.join(deps.whitelabelsDir, merchant.code, studioFileName(file)), input.text);
    await recordAudit(q, {
      ...actor,
      action: 'site.publish',
      merchantId: merchant.id,
      target: `site:${merchant.code}`,
      before: { versionId: newest?.id ?? null },
      after: { versionId: kept.id, file: studioFileName(file) },
    });
    return summaryOf(kept, newest?.id === kept.id ? undefined : newest);
  });
  return { published: true, version };
}

/** The folder's files with the edited one replaced by its draft. */
export function draftFiles(
  whitelabelsDir: string,
  code: string,
  file: StudioFile,
  draft: unknown,
): WhitelabelFiles {
  const folder = readWhitelabelFiles(whitelabelsDir, code);
  return file === 'site' ? { site: draft, theme: folder.theme } : { site: folder.site, theme: draft };
}

/** 409 when the newest accepted version is not the one the edit started from. */
export function assertBase(newest: StoredSiteVersion | undefined, baseVersionId: number | null): void {
  const newestId = newest?.id ?? null;
  if (newestId === baseVersionId) return;
  throw ApiError.conflict(
    newest
      ? `Version ${newest.id} was published by ${newest.author} at ${newest.createdAt}, after the version ${baseVersionId ?? '(none)'} you started from. Reload the newest version; your text is kept to copy from.`
      : 'The version you started from is not the newest. Reload it; your text is kept to copy from.',
    'baseVersionId',
  );
}

/** Through a temporary file and a rename, so a platform reading it never meets half a file. */
function writeText(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, text.endsWith('\n') ? text : `${text}\n`);
  fs.renameSync(tmp, file);
}
