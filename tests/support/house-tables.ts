import type { TestMember } from './members';
import type { TestServer } from './test-server';

/*
 * What the house games' tests (house-table, house-table-others, house-card-games, and the
 * launch of house-blackjack and house-sports) do the same way: launch a member's game as the
 * lobby does, play a round at a table on its ticket, read a round's ledger entries.
 */

export type PlayWallet = 'main' | `vendor:${string}`;

/** A catalogue row to launch: the game's id, category and vendor. */
export interface LaunchableGame {
  id: number;
  game_type: string;
  vassalage: string;
}

/**
 * Launch a game for a member as the lobby does (from a PvP room when one is named): its page's
 * url, the wallet it plays from, its ticket.
 */
export async function launchGame(server: TestServer, m: TestMember, game: LaunchableGame, room?: string) {
  const res = await server.call({
    method: 'GET',
    url: `/wps/game/launchGame?gameType=${game.game_type}&vassalage=${game.vassalage}&nodeId=${game.id}${room ? `&room=${room}` : ''}`,
    token: m.token,
  });
  const value = server.json<{ url: string; wallet: PlayWallet }>(res).value;
  return { ...value, ticket: new URL(value.url, 'http://x').searchParams.get('ticket')! };
}

/** One round at a house table on a bet; a fresh round id unless one is given (a retry). */
export async function playTable<Round>(
  server: TestServer,
  ticket: string,
  stake: string,
  bet: string,
  roundId = `r${Math.random().toString(36).slice(2, 12)}`,
) {
  const res = await server.call({
    method: 'POST',
    url: '/house/api/table/play',
    payload: { ticket, roundId, stake, bet },
  });
  return { status: res.statusCode, body: server.json<Round>(res) };
}

/** The member's ledger entries of one round: the stake's debit, then the return's credit if any. */
export async function roundEntriesOf(server: TestServer, m: TestMember, roundId: string) {
  const rows = await server.deps.db.query<{ kind: string; amount: string }>(
    `SELECT t.kind, e.amount FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE t.merchant_id = $1 AND t.reference LIKE $2 AND a.member_id = $3 ORDER BY e.id`,
    [m.merchantId, `round:%:m${m.memberId}-${roundId}`, m.memberId],
  );
  return rows.map((r) => [r.kind, Number(r.amount)]);
}
