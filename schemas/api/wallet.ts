import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';

export const getBalance = defineEndpoint({
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  token: true,
  encrypted: false,
  summary: 'The member’s total balance over its ledger accounts (spec §3 sumBalance).',
  request: NoInput,
  response: Type.Object({
    /** Sum of the member's account balances, in minor units of `currency`. */
    sumBalance: Type.Integer(),
    currency: Type.String(),
  }),
});

export const walletEndpoints = [getBalance] as const;
