import type { ResponseOf } from '@schemas/api/endpoint';
import { CallError } from '../../src/api/call-error';
import type { FakeApiClient } from '../../src/api/fake-client';
import {
  bindPayoutAccount,
  confirmReceipt,
  createDeposit,
  createWithdrawal,
  getDepositChannels,
  getPaymentPassword,
  getWithdrawSettings,
  listDeposits,
  listPayoutAccounts,
  listWithdrawals,
  setPaymentPassword,
  getUplineTransfer,
  transferToUpline,
} from '../../src/api/endpoints';
import { withWageringApi, type FakeWager } from './fake-wagering';
import { withWalletApi } from './fake-wallet';

type Deposit = ResponseOf<typeof createDeposit>;
type Withdrawal = ResponseOf<typeof createWithdrawal>;

export const fakeChannels: ResponseOf<typeof getDepositChannels> = {
  currency: 'USD',
  channels: [
    {
      code: 'bank',
      kind: 'bank',
      name: 'Bank transfer',
      minAmount: 10_00,
      maxAmount: 50_000_00,
      receiving: { provider: 'Tessera Demo Bank', accountName: 'Aurora', accountNumber: '0123 4567 8901' },
    },
    { code: 'demo', kind: 'instant', name: 'Demo instant', minAmount: 1_00, maxAmount: 10_000_00 },
  ],
};

/** Deposits answered like the platform: the instant channel approves, others wait. */
export function withDepositApi(api: FakeApiClient): FakeApiClient {
  const deposits: Deposit[] = [];
  let n = 0;
  return withWalletApi(api)
    .on(getDepositChannels, () => fakeChannels)
    .on(createDeposit, (input) => {
      const channel = fakeChannels.channels.find((c) => c.code === input.channel);
      const d: Deposit = {
        reference: `DPTEST${String((n += 1)).padStart(6, '0')}`,
        channel: input.channel,
        kind: channel?.kind ?? 'bank',
        amount: Math.round(Number(input.amount) * 100),
        status: channel?.kind === 'instant' ? 'approved' : 'pending',
        createdAt: '2026-11-20T10:00:00.000Z',
        ...(channel?.receiving ? { receiving: channel.receiving } : {}),
      };
      deposits.unshift(d);
      return d;
    })
    .on(listDeposits, () => ({ items: deposits.slice(0, 5), total: deposits.length }));
}

type PayoutAccount = ResponseOf<typeof listPayoutAccounts>['items'][number];

export const fakeAccount: PayoutAccount = {
  id: 7,
  kind: 'bank',
  provider: 'Metro Bank',
  holderName: 'Ann Lee',
  maskedNumber: '•••• 4321',
};

/** A withdrawal with one payment sent and waiting for the member's receipt. */
export function fakeOpenWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    reference: 'WDTEST000001',
    amount: 300_00,
    status: 'paying',
    account: fakeAccount,
    received: 100_00,
    inTransit: 120_00,
    remaining: 200_00,
    createdAt: '2026-11-20T09:00:00.000Z',
    payouts: [
      {
        id: 11,
        amount: 100_00,
        status: 'received',
        sentAt: '2026-11-20T09:30:00.000Z',
        confirmDueAt: '2026-11-20T10:30:00.000Z',
        confirmedAt: '2026-11-20T09:40:00.000Z',
        proofCount: 0,
      },
      {
        id: 12,
        amount: 120_00,
        status: 'sent',
        sentAt: '2026-11-20T10:00:00.000Z',
        confirmDueAt: '2026-11-20T11:00:00.000Z',
        proofCount: 0,
      },
    ],
    ...overrides,
  };
}

/**
 * Withdrawals answered like the platform: payment password, bound accounts, one open
 * withdrawal, receipts. `opts.open` starts with an open withdrawal.
 */
export function withWithdrawApi(
  api: FakeApiClient,
  opts: {
    passwordSet?: boolean;
    accounts?: boolean;
    open?: Withdrawal;
    wagers?: FakeWager[];
    /** The merchant holds the first withdrawal until KYC is approved, and this member has none. */
    kycRequired?: { status: 'none' | 'pending' | 'rejected'; reason: string | null };
  } = {},
): FakeApiClient {
  let passwordSet = opts.passwordSet ?? true;
  const accounts: PayoutAccount[] = opts.accounts === false ? [] : [fakeAccount];
  let open: Withdrawal | undefined = opts.open;
  const history: Withdrawal[] = open ? [open] : [];
  let proofs = 0;
  return withWageringApi(withWalletApi(api), { wagers: opts.wagers ?? [] })
    .on(getPaymentPassword, () => ({ isSet: passwordSet, triesLeft: 5 }))
    .on(setPaymentPassword, () => {
      passwordSet = true;
      return { isSet: true, triesLeft: 5 };
    })
    .on(getWithdrawSettings, () => ({
      currency: 'USD',
      minAmount: 50_00,
      maxAmount: 50_000_00,
      available: 1_250_00,
      confirmMinutes: 60,
      ...(open ? { open } : {}),
      ...(opts.kycRequired ? { kycRequired: opts.kycRequired } : {}),
    }))
    .on(listPayoutAccounts, () => ({ items: accounts, max: 5 }))
    .on(bindPayoutAccount, (input) => {
      const a = {
        id: 8,
        kind: input.kind,
        provider: input.provider,
        holderName: input.holderName,
        maskedNumber: `•••• ${input.accountNumber.slice(-4)}`,
      };
      accounts.push(a);
      return a;
    })
    .on(createWithdrawal, (input) => {
      if (input.paymentPassword !== '246810')
        throw new CallError(
          'BAD_CREDENTIALS',
          'wrong',
          400,
          [{ field: 'paymentPassword', message: 'is wrong' }],
          { triesLeft: 4 },
        );
      const amount = Math.round(Number(input.amount) * 100);
      open = {
        reference: 'WDTEST000002',
        amount,
        status: 'pending',
        account: accounts.find((a) => a.id === input.payoutAccountId) ?? fakeAccount,
        received: 0,
        inTransit: 0,
        remaining: amount,
        createdAt: '2026-11-20T12:00:00.000Z',
        payouts: [],
      };
      history.unshift(open);
      return open;
    })
    .on(listWithdrawals, () => ({ items: history, total: history.length }))
    .onUpload('/wps/v2/withdrawals/proofs', (files) => ({ proofCount: (proofs += files.length) }))
    .on(confirmReceipt, (input) => {
      if (!open) throw new CallError('NOT_FOUND', 'Withdrawal not found', 404);
      const payouts = open.payouts.map((p) => {
        if (p.status !== 'sent') return p;
        if (input.outcome === 'all_received' || (input.outcome === 'received' && p.id === input.payoutId))
          return { ...p, status: 'received' as const };
        if (input.outcome === 'not_received' && p.id === input.payoutId)
          return {
            ...p,
            status: 'disputed' as const,
            proofCount: proofs,
            ...(input.remark ? { remark: input.remark } : {}),
          };
        return p;
      });
      const received = payouts.filter((p) => p.status === 'received').reduce((s, p) => s + p.amount, 0);
      open = {
        ...open,
        payouts,
        received,
        remaining: open.amount - received,
        status: received === open.amount ? 'completed' : open.status,
      };
      return open;
    });
}

/** An upline agent and the upline transfer, answered like the platform. */
export function withUplineApi(api: FakeApiClient, opts: { upline?: boolean } = {}): FakeApiClient {
  let available = 1_250_00;
  return withWalletApi(api)
    .on(getUplineTransfer, () => ({
      ...(opts.upline === false ? {} : { upline: { nickname: 'Agent Kim', account: 'ag•••01' } }),
      available,
      minAmount: 1_00,
      maxAmount: 100_000_00,
      currency: 'USD',
    }))
    .on(transferToUpline, (input) => {
      if (input.paymentPassword !== '246810')
        throw new CallError(
          'BAD_CREDENTIALS',
          'wrong',
          400,
          [{ field: 'paymentPassword', message: 'is wrong' }],
          { triesLeft: 4 },
        );
      const amount = Math.round(Number(input.amount) * 100);
      available -= amount;
      return { transactionId: 9, amount, balance: available, replayed: false };
    });
}
