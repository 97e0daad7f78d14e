import type { Database } from '../../server/db/database';
import { fundMember } from '../../tests/support/fund-member';
import { createTestMember, merchantId } from '../../tests/support/members';
import { givePaymentPassword } from '../../tests/support/money';
import { VENDOR, VENDOR_SECRET, type ChaosMember } from './operations';

/** What every member starts with in the main wallet. */
export const FUNDED = 500_00;

export interface Cast {
  merchantId: number;
  /** The players, each with an upline agent. */
  members: Omit<ChaosMember, 'payoutAccountId' | 'slotTicket'>[];
  /** Agents and their tokens (agents only receive). */
  agents: { memberId: number; token: string }[];
}

/**
 * Aurora's players for the run, written before the platform first starts: agents, players
 * under them with funded main wallets and a payment password, and the vendor's wallet
 * secret so its signed seamless calls are accepted.
 */
export async function castMembers(db: Database, count: number): Promise<Cast> {
  const mid = await merchantId(db);
  await db.query(`UPDATE merchants SET settings = settings || $2::jsonb WHERE id = $1`, [
    mid,
    JSON.stringify({ games: { walletSecrets: { [VENDOR]: VENDOR_SECRET } } }),
  ]);
  const agents = await Promise.all(
    Array.from({ length: Math.max(1, Math.ceil(count / 4)) }, () => createTestMember(db, { isAgent: 1 })),
  );
  const members: Cast['members'] = [];
  for (let i = 0; i < count; i++) {
    const agent = agents[i % agents.length] as (typeof agents)[number];
    const m = await createTestMember(db, { uplineId: agent.memberId });
    await fundMember(db, m, FUNDED);
    await givePaymentPassword(db, m);
    members.push({ memberId: m.memberId, token: m.token, agentId: agent.memberId });
  }
  return {
    merchantId: mid,
    members,
    agents: agents.map((a) => ({ memberId: a.memberId, token: a.token })),
  };
}

interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

async function call<T>(port: number, method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: {
      'x-module': 'portal',
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const env = (await res.json()) as Envelope<T>;
  if (!env.success) throw new Error(`${method} ${url}: ${env.code} ${env.message}`);
  return env.value;
}

/** Through the running platform: each player binds a bank card and launches the house slot. */
export async function readyMembers(port: number, cast: Cast): Promise<ChaosMember[]> {
  const out: ChaosMember[] = [];
  for (const [i, m] of cast.members.entries()) {
    const card = await call<{ id: number }>(port, 'POST', '/wps/v2/payout-accounts', m.token, {
      kind: 'bank',
      provider: 'Chaos Bank',
      holderName: `Chaos Player ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[i % 26] ?? 'A'}`,
      accountNumber: `6200${String(m.memberId).padStart(12, '0')}`,
      paymentPassword: '246810',
    });
    const launch = await call<{ url: string }>(
      port,
      'GET',
      '/wps/game/launchGame?gameType=RNG&vassalage=TSR',
      m.token,
    );
    const slotTicket = new URL(launch.url, 'http://x').searchParams.get('ticket') as string;
    out.push({ ...m, payoutAccountId: card.id, slotTicket });
  }
  return out;
}

/** Balances as the platform answers them (the members' wallets list), `<member>:<kind>`. */
export async function balancesThroughPlatform(
  port: number,
  people: readonly { memberId: number; token: string }[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const p of people) {
    const w = await call<{ main: number; hold: number; wallets: { code: string; balance: number }[] }>(
      port,
      'GET',
      '/wps/v2/wallets',
      p.token,
    );
    out.set(`${p.memberId}:main`, w.main);
    out.set(`${p.memberId}:hold`, w.hold);
    for (const v of w.wallets) out.set(`${p.memberId}:vendor:${v.code}`, v.balance);
  }
  return out;
}
