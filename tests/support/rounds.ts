import { randomBytes } from 'node:crypto';
import type { Database } from '../../server/db/database';
import { seamlessWallet, type PlayWallet } from '../../server/services/games/wallet/seamless-wallet';
import type { TestMember } from './members';

/** Play one round through the seamless wallet as a game would: stake in, then the payout (or leave it open). */
export async function playRound(
  db: Database,
  member: TestMember,
  opts: {
    stake: number;
    payout?: number;
    gameType?: string;
    vendor?: string;
    gameName?: string;
    wallet?: PlayWallet;
  },
): Promise<string> {
  const roundId = `test-${randomBytes(6).toString('hex')}`;
  const key = { merchantId: member.merchantId, vendor: opts.vendor ?? 'TSR', roundId };
  await db.tx((q) =>
    seamlessWallet.debit(q, {
      ...key,
      memberId: member.memberId,
      currency: 'USD',
      wallet: opts.wallet ?? 'main',
      gameType: opts.gameType ?? 'RNG',
      gameId: null,
      gameName: opts.gameName ?? 'Test Reels',
      amount: opts.stake,
    }),
  );
  if (opts.payout !== undefined)
    await db.tx((q) => seamlessWallet.credit(q, { ...key, amount: opts.payout as number }));
  return roundId;
}
