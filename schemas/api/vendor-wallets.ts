import { Type } from '@sinclair/typebox';
import { defineEndpoint, NoInput } from './endpoint';
import { AmountText, IdempotencyKey, Minor } from './money-shapes';

/** `main`, or the code of a vendor's wallet (the vendor's accountTypeName, e.g. `EVL`). */
export const WalletCode = Type.String({ pattern: '^(main|[A-Za-z0-9_]{1,20})$' });

export const getMerchantWallet = defineEndpoint({
  id: 'wallet.merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  token: true,
  encrypted: false,
  summary: 'Whether the merchant runs a single wallet (no vendor wallets) (spec §3 isSingle).',
  request: NoInput,
  response: Type.Object({
    /** True: one main wallet only, games play from it. False: each vendor has its own wallet too. */
    isSingle: Type.Boolean(),
    currency: Type.String(),
  }),
});

export const WalletEntry = Type.Object({
  /** `main` or the vendor wallet's code. */
  code: Type.String(),
  /** The vendor's name (empty for main; the portal names it). */
  name: Type.String(),
  /** Game types this wallet's vendor serves (LIVE, RNG, ...). */
  gameTypes: Type.Array(Type.String()),
  balance: Minor,
});

export const listWallets = defineEndpoint({
  id: 'wallet.list',
  method: 'GET',
  path: '/wps/v2/wallets',
  token: true,
  encrypted: false,
  summary: 'The member’s main wallet, funds held for withdrawals, and each vendor wallet with its balance.',
  request: NoInput,
  response: Type.Object({
    currency: Type.String(),
    isSingle: Type.Boolean(),
    main: Minor,
    /** Held for pending withdrawals: not spendable, not part of sumBalance. */
    hold: Minor,
    /** main plus every vendor wallet (equal to the balance call's sumBalance). */
    total: Minor,
    /** Vendor wallets in catalogue order; empty when isSingle. */
    wallets: Type.Array(WalletEntry),
  }),
});

export const walletTransfer = defineEndpoint({
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  token: true,
  encrypted: false,
  summary:
    'Move money between the member’s own wallets: an amount, everything (all in / all out), or recall every vendor wallet into main.',
  request: Type.Object(
    {
      /**
       * `amount`: move `amount` from `from` to `to`. `all`: move the whole balance of
       * `from` (all in when `from` is main, all out when `to` is main). `recall`: move every
       * vendor wallet's balance into main (`from` and `to` are ignored).
       */
      mode: Type.Union([Type.Literal('amount'), Type.Literal('all'), Type.Literal('recall')]),
      from: Type.Optional(WalletCode),
      to: Type.Optional(WalletCode),
      /** Required with mode `amount`. */
      amount: Type.Optional(AmountText),
      idempotencyKey: IdempotencyKey,
    },
    { additionalProperties: false },
  ),
  response: Type.Object({
    /** The ledger transaction that moved the money. */
    transactionId: Type.Integer(),
    /** Total moved, minor units. */
    amount: Minor,
    /** True when this answers a repeat of an earlier submission (nothing moved again). */
    replayed: Type.Boolean(),
    /** Balances of the wallets after the move. */
    balances: Type.Array(Type.Object({ code: Type.String(), balance: Minor })),
  }),
});

export const vendorWalletEndpoints = [getMerchantWallet, listWallets, walletTransfer] as const;
