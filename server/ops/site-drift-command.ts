import { listWhitelabels } from '../site-files/read-whitelabel';
import { problemLine } from '../site-files/problem-lines';
import { liveDrift } from '../services/site/live-drift';
import { merchantIdOf, type OpsCommand } from './ops-command';

/**
 * `site drift [merchant]`: where the whitelabel files differ from what players get, one
 * line per file as `npm run validate -- --live` prints it.
 */
export const siteDriftCommand: OpsCommand = {
  name: 'site drift',
  usage: 'site drift [merchant]',
  summary:
    "Where each merchant's site.json, theme.json and platform.json differ from what players get, and what happens next.",
  async run({ db, whitelabelsDir }, args) {
    const only = args.positional[0];
    const codes = only ? [only] : listWhitelabels(whitelabelsDir);
    const lines: string[] = [];
    for (const code of codes) {
      const id = await merchantIdOf(db, code);
      for (const p of await liveDrift(db, whitelabelsDir, { id, code })) lines.push(problemLine(p));
    }
    return lines.length ? lines.join('\n') : 'the files are what players get';
  },
};
