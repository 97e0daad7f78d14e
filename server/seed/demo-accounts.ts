import { hashPassword } from '../services/auth/password-hash';
import type { DemoSeeder } from './seed-demo';

/** The password of every demo account (documented in docs/operations.md; demo data only). */
export const DEMO_PASSWORD = 'Demo1234';

let demoHash: Promise<string> | undefined;

/**
 * Demo accounts of each whitelabel: a player, an agent with a sub-agent and two
 * downline players, and a player whose password has expired (to see the forced
 * change where PWDEXPFORCECHANGE3 is on).
 */
export const demoAccountsSeeder: DemoSeeder = {
  name: 'accounts',
  async run(q, merchant) {
    demoHash ??= hashPassword(DEMO_PASSWORD);
    const hash = await demoHash;
    const insert = async (
      username: string,
      opts: {
        isAgent?: number;
        upline?: number;
        email?: string;
        mobile?: string;
        invite?: string;
        rank?: number;
        changedDaysAgo?: number;
      },
    ) => {
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO members (merchant_id, username, nickname, is_agent, upline_id, password_hash, password_changed_at,
           email, country_dialing_code, mobile_num, invite_code, rank_level, register_method, first_login_at)
         VALUES ($1, $2, $3, $4, $5, $6, now() - make_interval(days => $7), $8, $9, $10, $11, $12, 'SEED', now())
         ON CONFLICT DO NOTHING RETURNING id`,
        [
          merchant.id,
          username,
          username.charAt(0).toUpperCase() + username.slice(1),
          opts.isAgent ?? 0,
          opts.upline ?? null,
          hash,
          opts.changedDaysAgo ?? 0,
          opts.email ?? null,
          opts.mobile ? '63' : null,
          opts.mobile ?? null,
          opts.invite ?? null,
          opts.rank ?? 0,
        ],
      );
      return row?.id;
    };
    const code = merchant.code.replace(/[^a-z0-9]/g, '').slice(0, 8);
    await insert('demo', { email: `demo@${code}.test`, mobile: '9170000001', rank: 3 });
    const agent = await insert('demoagent', {
      isAgent: 1,
      email: `agent@${code}.test`,
      invite: `DEMO${code.toUpperCase()}`,
      rank: 5,
    });
    if (agent !== undefined) {
      await insert('demosubagent', { isAgent: 2, upline: agent });
      await insert('demodown1', { upline: agent });
      await insert('demodown2', { upline: agent });
    }
    await insert('demoexpired', { changedDaysAgo: 400 });
  },
};
