import { verifiedWhitelabelSite } from '../portal/verified-site';
import { resetJackpotPool, toMinor } from '../services/jackpot/jackpot-pool';
import { flag, merchantIdOf, need, OpsError, type OpsCommand } from './ops-command';

const jackpotReset: OpsCommand = {
  name: 'jackpot reset',
  usage: 'jackpot reset <merchant> [--start <amount>]',
  summary:
    'Start the home-page jackpot pool again from the site’s start value (or --start), now: every visitor sees it rise from there.',
  async run({ db, whitelabelsDir }, args) {
    const code = need(args, 0, 'merchant');
    const id = await merchantIdOf(db, code);
    const raw = flag(args, 'start');
    let start: number;
    if (raw !== undefined) {
      if (!/^\d{1,13}(\.\d{1,2})?$/.test(raw))
        throw new OpsError('--start is an amount with at most two decimals, e.g. 5000000.00');
      start = Number(raw);
    } else {
      const verdict = verifiedWhitelabelSite(whitelabelsDir, code);
      if (!verdict.ok) throw new OpsError(`the site of ${code} has errors: run npm run validate`);
      start = verdict.site.settings.jackpot.start;
    }
    await resetJackpotPool(db, id, toMinor(start));
    return `jackpot of ${code} starts again from ${start.toFixed(2)}`;
  },
};

export const jackpotCommands: OpsCommand[] = [jackpotReset];
