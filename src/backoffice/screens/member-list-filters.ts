import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  BET_STATUSES,
  LEDGER_KIND_FAMILIES,
  LOGIN_OUTCOMES,
  MESSAGE_CATEGORIES,
} from '@schemas/api/ops/member-activity-filters';
import type { MemberActivityQuery } from '../atoms/back-office-atoms';

/** The lists of a member's page that page and filter (the others answer whole). */
export const PAGED_PARTS = ['ledger', 'bets', 'logins', 'messages'] as const;
export type PagedPart = (typeof PAGED_PARTS)[number];

export const isPagedPart = (part: string): part is PagedPart =>
  (PAGED_PARTS as readonly string[]).includes(part);

/** The one filter field each list has, as the call names it. */
export type ListFilterField = keyof Pick<MemberActivityQuery, 'kind' | 'status' | 'outcome' | 'category'>;

export interface ListFilter {
  field: ListFilterField;
  label: MessageDescriptor;
  /** The option that filters nothing. */
  every: MessageDescriptor;
  options: readonly { value: string; label: MessageDescriptor }[];
  /** What an empty answer says when the list is narrowed. */
  noMatch: MessageDescriptor;
}

const BET_STATUS_LABEL: Record<(typeof BET_STATUSES)[number], MessageDescriptor> = {
  open: msg`Open`,
  settled: msg`Settled`,
  rolled_back: msg`Rolled back`,
};

const LOGIN_OUTCOME_LABEL: Record<(typeof LOGIN_OUTCOMES)[number], MessageDescriptor> = {
  ok: msg`Signed in`,
  bad_credentials: msg`Wrong credentials`,
  captcha: msg`Captcha failed`,
  locked: msg`Locked`,
  second_step: msg`Second step asked`,
};

const MESSAGE_CATEGORY_LABEL: Record<(typeof MESSAGE_CATEGORIES)[number], MessageDescriptor> = {
  notice: msg`Notice`,
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  promotion: msg`Promotion`,
};

const LEDGER_KIND_LABEL: Record<(typeof LEDGER_KIND_FAMILIES)[number], MessageDescriptor> = {
  deposit: msg`Deposits`,
  withdrawal: msg`Withdrawals`,
  bet: msg`Bets`,
  win: msg`Wins`,
  rollback: msg`Rollbacks`,
  transfer: msg`Transfers`,
  bonus: msg`Bonuses`,
  points: msg`Points`,
  adjustment: msg`Adjustments`,
  reversal: msg`Reversals`,
};

const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>) =>
  values.map((value) => ({ value, label: labels[value] }));

export const LIST_FILTERS: Record<PagedPart, ListFilter> = {
  ledger: {
    field: 'kind',
    label: msg`Entry type`,
    every: msg`Every entry type`,
    options: optionsOf(LEDGER_KIND_FAMILIES, LEDGER_KIND_LABEL),
    noMatch: msg`No ledger lines match these filters`,
  },
  bets: {
    field: 'status',
    label: msg`Bet status`,
    every: msg`Every status`,
    options: optionsOf(BET_STATUSES, BET_STATUS_LABEL),
    noMatch: msg`No bets match these filters`,
  },
  logins: {
    field: 'outcome',
    label: msg`Outcome`,
    every: msg`Every outcome`,
    options: optionsOf(LOGIN_OUTCOMES, LOGIN_OUTCOME_LABEL),
    noMatch: msg`No login attempts match these filters`,
  },
  messages: {
    field: 'category',
    label: msg`Category`,
    every: msg`Every category`,
    options: optionsOf(MESSAGE_CATEGORIES, MESSAGE_CATEGORY_LABEL),
    noMatch: msg`No messages match these filters`,
  },
};

/** What the operator narrowed a list to; empty strings are "any". */
export interface ListFilterValues {
  from: string;
  to: string;
  value: string;
}

export const NO_FILTERS: ListFilterValues = { from: '', to: '', value: '' };

export const isFiltered = (f: ListFilterValues) => f.from !== '' || f.to !== '' || f.value !== '';

/** The call's fields for a list's filters: only those given. */
export function filterQuery(part: PagedPart, f: ListFilterValues): Partial<MemberActivityQuery> {
  const query: Partial<MemberActivityQuery> = {};
  if (f.from) query.from = f.from;
  if (f.to) query.to = f.to;
  if (f.value) Object.assign(query, { [LIST_FILTERS[part].field]: f.value });
  return query;
}
