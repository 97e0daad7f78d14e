import { locateSiteProblems, problemLine } from '../site-files/problem-lines';
import { combineSiteFiles } from '../site-files/read-whitelabel';
import { checkedWhitelabelFiles } from '../site-files/verified-site';
import { jsonDiff } from '../services/site/json-diff';
import { rollBackSite, RollbackRefused } from '../services/site/roll-back-site';
import { newestSiteVersion, siteVersionHistory } from '../services/site/site-versions';
import { merchantIdOf, need, OpsError, table, type OpsCommand } from './ops-command';
import { siteDriftCommand } from './site-drift-command';

/** The ops CLI as the audit names it: a shell on the server. */
const CLI = { operatorId: null, actor: 'ops-cli', ip: 'cli' };

const siteStatus: OpsCommand = {
  name: 'site status',
  usage: 'site status <merchant>',
  summary: 'Whether the site files pass the checks (each problem if not) and which version players get.',
  async run({ db, whitelabelsDir }, args) {
    const code = need(args, 0, 'merchant');
    const id = await merchantIdOf(db, code);
    const checked = checkedWhitelabelFiles(whitelabelsDir, code);
    const newest = await newestSiteVersion(db, id);
    const lines: string[] = [];
    if (checked.verdict.ok)
      lines.push(
        newest?.digest === checked.digest
          ? `files: accepted (version ${newest.id})`
          : 'files: pass the checks; a platform keeps them as a new version at its next request',
      );
    else {
      lines.push(`files: REFUSED, ${checked.verdict.problems.length} problem(s):`);
      for (const p of locateSiteProblems(whitelabelsDir, code, checked.verdict.problems))
        lines.push(`  ${problemLine(p)}`);
    }
    lines.push(
      newest
        ? `players get: version ${newest.id} of ${newest.createdAt} (${newest.author})`
        : 'players get: nothing yet, the portal answers 503 until a version passes the checks',
    );
    return lines.join('\n');
  },
};

const siteHistory: OpsCommand = {
  name: 'site history',
  usage: 'site history <merchant> [--limit <n>]',
  summary: 'The accepted site versions, newest first: who, when, and what changed from the one before.',
  async run({ db }, args) {
    const code = need(args, 0, 'merchant');
    const id = await merchantIdOf(db, code);
    const limit = Number(args.flags.limit ?? 20);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new OpsError('--limit must be 1 to 500');
    // One more than shown, so the oldest shown still has a predecessor to compare with.
    const versions = await siteVersionHistory(db, id, limit + 1);
    if (versions.length === 0) return `${code} has no accepted site version yet`;
    return table(
      versions.slice(0, limit).map((v, i) => {
        const before = versions[i + 1];
        const changed = before
          ? jsonDiff(combineSiteFiles(before.files), combineSiteFiles(v.files), 6)
          : ['(first version)'];
        return {
          version: v.id,
          at: v.createdAt,
          author: v.author,
          changed: changed.join(' ') || '(same content)',
        };
      }),
    );
  },
};

const siteRollback: OpsCommand = {
  name: 'site rollback',
  usage: 'site rollback <merchant> <version>',
  summary: "Write an earlier accepted version back to the merchant's site.json and theme.json.",
  async run({ db, whitelabelsDir }, args) {
    const code = need(args, 0, 'merchant');
    const id = await merchantIdOf(db, code);
    const versionId = Number(need(args, 1, 'version'));
    if (!Number.isInteger(versionId) || versionId < 1)
      throw new OpsError('the version is a number from site history');
    try {
      const { version } = await rollBackSite({ db, whitelabelsDir }, { id, code }, versionId, { actor: CLI });
      return `${code} is back on version ${versionId} (kept as version ${version.id})`;
    } catch (err) {
      if (err instanceof RollbackRefused) throw new OpsError(err.message);
      throw err;
    }
  },
};

export const siteVersionCommands: OpsCommand[] = [siteStatus, siteDriftCommand, siteHistory, siteRollback];
