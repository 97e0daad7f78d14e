import { AGENT_INCOME_KINDS, BETTING_REBATE_KIND } from '../../../../schemas/api/agent-ledger-types';
import type { DemoSeeder } from '../../../seed/seed-demo';
import { postTransaction } from '../../ledger/post-transaction';

/** What the demo agent has been paid (minor units), newest last, with the words shown as remark. */
const INCOME: [keyof typeof AGENT_INCOME_KINDS, number, string][] = [
  ['agentRebate', 18_40, 'Team rebate'],
  ['dividend', 125_00, 'Weekly dividend'],
  ['dailySalary', 32_50, 'Daily salary'],
  ['dailySalary', 28_75, 'Daily salary'],
];

/**
 * The demo agent's income (My income) and a betting rebate of one of its players (User
 * profit and loss, Transaction details), posted through the ledger like settlement
 * would, once per install (idempotency keys).
 */
export const agentIncomeSeeder: DemoSeeder = {
  name: 'agent-income',
  async run(q, merchant) {
    const rows = await q.query<{ id: number; username: string; currency: string }>(
      `SELECT m.id, m.username, x.currency FROM members m JOIN merchants x ON x.id = m.merchant_id
        WHERE m.merchant_id = $1 AND m.username IN ('demoagent', 'demodown1')`,
      [merchant.id],
    );
    const agent = rows.find((r) => r.username === 'demoagent');
    const player = rows.find((r) => r.username === 'demodown1');
    if (!agent) return;
    const pay = (memberId: number, kind: string, amount: number, key: string, title: string) =>
      postTransaction(q, agent.currency, {
        merchantId: merchant.id,
        kind,
        idempotencyKey: `demo-agent-income:${key}`,
        reference: `AI${memberId}${key.replace(/\W/g, '').toUpperCase()}`,
        memo: { title, by: 'seed' },
        postings: [
          {
            account: { system: kind === BETTING_REBATE_KIND ? 'bonus' : 'agent-commission' },
            amount: -amount,
          },
          { account: { memberId, kind: 'main' }, amount },
        ],
      });
    for (const [i, [type, amount, title]] of INCOME.entries())
      await pay(agent.id, AGENT_INCOME_KINDS[type], amount, `${agent.id}-${i}`, title);
    if (player) await pay(player.id, BETTING_REBATE_KIND, 4_20, `${player.id}-rebate`, 'Betting rebate');
  },
};
