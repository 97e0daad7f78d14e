import type { FakeApiClient } from '../../src/api/fake-client';
import { getBalance, getMemberInfo, listWallets, walletTransfer } from '../../src/api/endpoints';

export const fakeMemberInfo = {
  id: 1,
  account: 'player01',
  nickname: 'Lucky Star',
  type: 0,
  toUpline: true,
  clubLabel: { labelName: 'VIP 3', rankLevel: 3 },
  memberLabel: [],
  avatar: 'a4',
  totpEnabled: false,
  cpw: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/**
 * A member's wallets that answer like the platform: transfers move money between
 * main and vendor wallets, and the balance follows.
 */
export function withWalletApi(api: FakeApiClient, start = { main: 1_250_00, evl: 300_00 }): FakeApiClient {
  const balances: Record<string, number> = { main: start.main, EVL: start.evl, SPX: 0, ROY: 0 };
  const names: Record<string, string> = { EVL: 'Evolve Live', SPX: 'Spinix', ROY: 'Royal Live' };
  const types: Record<string, string[]> = { EVL: ['LIVE'], SPX: ['RNG'], ROY: ['LIVE'] };
  let tx = 100;
  const total = () => Object.values(balances).reduce((a, b) => a + b, 0);
  return api
    .on(getMemberInfo, () => fakeMemberInfo)
    .on(getBalance, () => ({ sumBalance: total(), currency: 'USD' }))
    .on(listWallets, () => ({
      currency: 'USD',
      isSingle: false,
      main: balances.main ?? 0,
      hold: 0,
      total: total(),
      wallets: ['EVL', 'SPX', 'ROY'].map((code) => ({
        code,
        name: names[code] ?? code,
        gameTypes: types[code] ?? [],
        balance: balances[code] ?? 0,
      })),
    }))
    .on(walletTransfer, (input) => {
      const moves: [string, number][] = [];
      if (input.mode === 'recall') {
        for (const code of ['EVL', 'SPX', 'ROY'])
          if ((balances[code] ?? 0) > 0) moves.push([code, balances[code] ?? 0]);
        const sum = moves.reduce((a, [, v]) => a + v, 0);
        for (const [code, v] of moves) balances[code] = (balances[code] ?? 0) - v;
        balances.main = (balances.main ?? 0) + sum;
        return { transactionId: (tx += 1), amount: sum, replayed: false, balances: [] };
      }
      const from = input.from ?? 'main';
      const to = input.to ?? 'main';
      const amount =
        input.mode === 'all' ? (balances[from] ?? 0) : Math.round(Number(input.amount ?? '0') * 100);
      balances[from] = (balances[from] ?? 0) - amount;
      balances[to] = (balances[to] ?? 0) + amount;
      return {
        transactionId: (tx += 1),
        amount,
        replayed: false,
        balances: [
          { code: from, balance: balances[from] ?? 0 },
          { code: to, balance: balances[to] ?? 0 },
        ],
      };
    });
}
