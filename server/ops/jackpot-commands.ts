import { servedSite } from '../services/site/served-site';
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
      // The start value of the site players get (the last accepted one when the files were refused).
      const served = await servedSite({ db, config: { whitelabelsDir } }, { id, code });
      if (!served.ok) throw new OpsError(`${code} has no accepted site yet: run npm run validate`);
      start = served.site.settings.jackpot.start;
    }
    await resetJackpotPool(db, id, toMinor(start));
    return `jackpot of ${code} starts again from ${start.toFixed(2)}`;
  },
};

export const jackpotCommands: OpsCommand[] = [jackpotReset];
