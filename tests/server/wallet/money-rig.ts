import { expect } from 'vitest';
import type { Merchant } from '../../../server/domain/merchant';
import { runOps } from '../../../server/ops/commands';
import { channelSecret, signPayload } from '../../../server/services/cashier/channel-secret';
import { signCall } from '../../../server/services/games/wallet/vendor-signature';
import { api, type Envelope } from '../../support/accounts';
import { createTestMember, type TestMember } from '../../support/members';
import { givePaymentPassword } from '../../support/money';
import type { TestServer } from '../../support/test-server';

/**
 * What the money-under-load tests share: aurora set up for an outside vendor's seamless wallet,
 * players ready to deposit, withdraw and play, and the calls they, the bank, the vendor and the
 * operators make.
 */

const SEAMLESS_SECRET = 'load-test-wallet-secret-0123456789';
export const PAYMENT_PASSWORD = '246810';

export interface Rig {
  server: TestServer;
  merchant: Merchant;
  /** SPX (the seamless vendor) first, then two more vendor wallets of aurora. */
  vendorCodes: string[];
}

/** A member with a payment password, a bound bank account and a house slot ticket. */
export interface Player {
  m: TestMember;
  payoutAccountId: number;
  slotTicket: string;
}

export const text = (minor: number) => (minor / 100).toFixed(2);
export const range = (n: number) => Array.from({ length: n }, (_, i) => i);
export const walletKind = (code: string) => (code === 'main' ? 'main' : `vendor:${code}`);

export async function prepareRig(server: TestServer): Promise<Rig> {
  await server.deps.db.query(`UPDATE merchants SET settings = settings || $1::jsonb WHERE code = 'aurora'`, [
    JSON.stringify({ games: { walletSecrets: { SPX: SEAMLESS_SECRET } } }),
  ]);
  server.deps.merchants.invalidate();
  const merchant = (await server.deps.merchants.forCode('aurora')) as Merchant;
  const player = await newPlayer({ server });
  const wallets = await call<{ wallets: { code: string }[] }>({ server }, player, 'GET', '/wps/v2/wallets');
  const codes = wallets.value.wallets.map((w) => w.code);
  expect(codes).toContain('SPX');
  return { server, merchant, vendorCodes: ['SPX', ...codes.filter((c) => c !== 'SPX').slice(0, 2)] };
}

export async function newPlayer(rig: Pick<Rig, 'server'>): Promise<Player> {
  const { server } = rig;
  const m = await createTestMember(server.deps.db);
  await givePaymentPassword(server.deps.db, m, PAYMENT_PASSWORD);
  const bound = await api<{ id: number }>(server, {
    method: 'POST',
    url: '/wps/v2/payout-accounts',
    token: m.token,
    body: {
      kind: 'bank',
      provider: 'Metro Bank',
      holderName: 'Load Tester',
      accountNumber: '6222000011119999',
      paymentPassword: PAYMENT_PASSWORD,
    },
  });
  const launch = await api<{ url: string }>(server, {
    method: 'GET',
    url: '/wps/game/launchGame?gameType=RNG&vassalage=TSR',
    token: m.token,
  });
  const slotTicket = new URL(launch.value.url, 'http://x').searchParams.get('ticket') as string;
  return { m, payoutAccountId: bound.value.id, slotTicket };
}

/** A call of the player's, with their session. */
export function call<T>(
  rig: Pick<Rig, 'server'>,
  player: Player,
  method: 'GET' | 'POST',
  url: string,
  body?: Record<string, unknown>,
) {
  return api<T>(rig.server, { method, url, token: player.m.token, ...(body ? { body } : {}) });
}

/** The bank channel reporting on a deposit, signed as the bank signs. */
export async function bankCallback(rig: Rig, reference: string, status: 'paid' | 'failed', amount: number) {
  const payload = JSON.stringify({ reference, amount, status, providerReference: `BANK-${reference}` });
  const secret = await channelSecret(rig.server.deps.db, rig.merchant.id, 'bank');
  return api<{ credited: boolean; status: string }>(rig.server, {
    method: 'POST',
    url: '/wps/v2/deposits/callback',
    body: { channel: 'bank', payload, signature: signPayload(secret, payload) },
  });
}

/** The ops CLI's commands, as an operator would run them. */
export function ops(rig: Pick<Rig, 'server'>, ...argv: string[]) {
  const { db, config } = rig.server.deps;
  return runOps({ db, whitelabelsDir: config.whitelabelsDir }, argv);
}

/** The SPX vendor's seamless wallet call, signed with its secret. */
export function seamless(
  rig: Pick<Rig, 'server'>,
  op: 'debit' | 'credit' | 'rollback',
  body: Record<string, unknown>,
) {
  const signed = { vendor: 'SPX', timestamp: Date.now(), ...body };
  const signature = signCall(SEAMLESS_SECRET, signed as never);
  return api<{ balance: number; round: { status: string } }>(rig.server, {
    method: 'POST',
    url: `/wps/seamless/v1/${op}`,
    body: { ...signed, signature },
  });
}

export interface TransferAnswer {
  transactionId: number;
  amount: number;
}
export interface DepositAnswer {
  reference: string;
  status: string;
  amount: number;
}
export interface WithdrawalAnswer {
  reference: string;
}
export interface SpinAnswer {
  stake: number;
  payout: number;
  balance: number;
}
export type { Envelope };
