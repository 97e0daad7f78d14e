import type { Database } from '../../server/db/database';
import type { ContractTier } from '../../schemas/api/agent-rules';
import { answer, offer, type RELAY_PATHS } from './agents';
import { playRound } from './rounds';
import type { TestMember } from './members';
import type { TestServer } from './test-server';

/**
 * An offer made and accepted through the platform, dated so that it ran before `since`:
 * settlement tests place rounds in a fixed past period and settle "now" just after it.
 */
export async function runningContract(
  server: TestServer,
  agent: TestMember,
  member: TestMember,
  kind: keyof typeof RELAY_PATHS,
  tiers: ContractTier[],
  since: Date,
  extra: { rateType?: 'percent' | 'fixed'; product?: string } = {},
): Promise<number> {
  const made = await offer(server, agent, { member: member.username, kind, tiers, ...extra });
  if (made.code !== 'OK') throw new Error(`offer refused: ${JSON.stringify(made)}`);
  const res = await answer(server, member, kind, { contractId: made.value.id, answer: 'accept' });
  if (res.code !== 'OK') throw new Error(`answer refused: ${JSON.stringify(res)}`);
  await server.deps.db.query('UPDATE agent_contracts SET created_at = $2, answered_at = $2 WHERE id = $1', [
    made.value.id,
    since,
  ]);
  return made.value.id;
}

/** Rounds played by a team member, moved into a past moment of the period under test. */
export async function roundsAt(
  db: Database,
  player: TestMember,
  at: Date,
  rounds: { stake: number; payout: number; gameType?: string }[],
): Promise<void> {
  for (const r of rounds) {
    const roundId = await playRound(db, player, r);
    await db.query('UPDATE game_rounds SET created_at = $3 WHERE member_id = $1 AND round_id = $2', [
      player.memberId,
      roundId,
      at,
    ]);
  }
}
