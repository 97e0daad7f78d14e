import { Type } from '@sinclair/typebox';
import { defineEndpoint } from './endpoint';
import { DateRange, Minor, Paging } from './money-shapes';

/** Groups of account-record movements the member can filter by. */
export const MovementCategory = Type.Union([
  Type.Literal('deposit'),
  Type.Literal('withdrawal'),
  Type.Literal('transfer'),
  Type.Literal('game'),
  Type.Literal('bonus'),
  Type.Literal('other'),
]);

export const getAccountRecord = defineEndpoint({
  id: 'records.transactions',
  method: 'GET',
  path: '/wps/v2/records/transactions',
  token: true,
  encrypted: false,
  summary:
    'transactionHistory: every ledger movement of the member’s wallets in a date range, newest first, with type, amount, balance after and reference.',
  request: Type.Object(
    {
      ...DateRange,
      ...Paging,
      category: Type.Optional(MovementCategory),
      /** `main`, `hold` or a vendor wallet's code; every wallet when absent. */
      wallet: Type.Optional(Type.String({ pattern: '^(main|hold|[A-Za-z0-9_]{1,20})$' })),
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(
      Type.Object({
        /** The ledger entry. */
        id: Type.Integer(),
        time: Type.String({ format: 'date-time' }),
        /** The ledger transaction kind: deposit, withdrawal.hold, transfer.wallet, bet, win, bonus.reward... */
        type: Type.String(),
        category: MovementCategory,
        /** `main`, `hold`, `demo` or a vendor wallet's code. */
        wallet: Type.String(),
        /** Signed: positive money in, negative money out. */
        amount: Minor,
        balanceAfter: Minor,
        /** The business object: deposit or withdrawal reference, round, transfer... */
        reference: Type.String(),
        /** What it was about in words from the platform: the game's name, the reward's title. */
        detail: Type.String(),
      }),
    ),
    total: Type.Integer(),
    /** Sums over the whole range and filter (not only this page). */
    totals: Type.Object({ moneyIn: Minor, moneyOut: Minor, net: Minor }),
  }),
});

export const getBettingRecord = defineEndpoint({
  id: 'records.bets',
  method: 'GET',
  path: '/wps/v2/records/bets',
  token: true,
  encrypted: false,
  summary:
    'personalHistoryCopy: the member’s rounds of every game in a date range, newest first, with totals.',
  request: Type.Object(
    { ...DateRange, ...Paging, gameType: Type.Optional(Type.String({ pattern: '^[A-Z]{2,10}$' })) },
    { additionalProperties: false },
  ),
  response: Type.Object({
    items: Type.Array(
      Type.Object({
        roundId: Type.String(),
        vendor: Type.String(),
        gameType: Type.String(),
        gameName: Type.String(),
        stake: Minor,
        payout: Minor,
        /** payout − stake for settled rounds, 0 otherwise. */
        profit: Minor,
        status: Type.Union([Type.Literal('open'), Type.Literal('settled'), Type.Literal('rolled_back')]),
        time: Type.String({ format: 'date-time' }),
        settledAt: Type.Optional(Type.String({ format: 'date-time' })),
      }),
    ),
    total: Type.Integer(),
    totals: Type.Object({ rounds: Type.Integer(), stake: Minor, payout: Minor, profit: Minor }),
  }),
});

const ProfitRow = {
  rounds: Type.Integer(),
  stake: Minor,
  payout: Minor,
  /** payout − stake: positive when the member won. */
  profit: Minor,
};

export const getPersonalProfit = defineEndpoint({
  id: 'records.profit',
  method: 'GET',
  path: '/wps/v2/records/profit',
  token: true,
  encrypted: false,
  summary: 'personalProfit: stake, payout and profit of settled rounds by day and by game type.',
  request: Type.Object({ ...DateRange }, { additionalProperties: false }),
  response: Type.Object({
    byDay: Type.Array(Type.Object({ date: Type.String(), ...ProfitRow })),
    byGameType: Type.Array(Type.Object({ gameType: Type.String(), ...ProfitRow })),
    totals: Type.Object(ProfitRow),
  }),
});

export const getBonusRecord = defineEndpoint({
  id: 'records.bonus',
  method: 'GET',
  path: '/wps/v2/records/bonus',
  token: true,
  encrypted: false,
  summary: 'bonusDetails: rewards, mission prizes and other credits the member received in a date range.',
  request: Type.Object({ ...DateRange, ...Paging }, { additionalProperties: false }),
  response: Type.Object({
    items: Type.Array(
      Type.Object({
        time: Type.String({ format: 'date-time' }),
        /** bonus.reward, bonus.raffle, bonus.mission, trial.credit... */
        type: Type.String(),
        /** What it was for, as the merchant named it. */
        title: Type.String(),
        amount: Minor,
        reference: Type.String(),
      }),
    ),
    total: Type.Integer(),
    totals: Type.Object({ amount: Minor, count: Type.Integer() }),
  }),
});

export const recordEndpoints = [
  getAccountRecord,
  getBettingRecord,
  getPersonalProfit,
  getBonusRecord,
] as const;
