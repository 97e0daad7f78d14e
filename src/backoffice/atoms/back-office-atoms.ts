import { atom, type Getter } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { ResponseOf } from '@schemas/api/endpoint';
import type { ApiClient } from '../../api/client';
import type { RequestOf } from '@schemas/api/endpoint';
import {
  opsAdjustmentApprove,
  opsAdjustmentReject,
  opsAdjustmentRequest,
  opsAdjustments,
  opsAuditLog,
  opsDailyReport,
  opsDailyReportCsv,
  opsDepositApprove,
  opsDepositReject,
  opsDeposits,
  opsMemberActivity,
  opsMemberDetail,
  opsMemberEndSessions,
  opsMemberLock,
  opsMemberLabels,
  opsMemberMessage,
  opsMemberResetPassword,
  opsMemberUnlock,
  opsMemberSearch,
  opsSignIn,
  opsSignOut,
  opsWithdrawalCancelPayment,
  opsWithdrawalForceReceipt,
  opsWithdrawalPay,
  opsWithdrawalReject,
  opsWithdrawals,
} from '../api/endpoints';
import { downloadFile, saveFile } from '../api/download-file';

/** The back office's platform client, set when its store is made. */
export const opsApiAtom = atom<ApiClient | null>(null);

export function api(get: Getter): ApiClient {
  const client = get(opsApiAtom);
  if (!client) throw new Error('The back office client is not set');
  return client;
}

export type OperatorSession = ResponseOf<typeof opsSignIn>;
export type MemberHits = ResponseOf<typeof opsMemberSearch>['items'];
export type MemberDetail = ResponseOf<typeof opsMemberDetail>;
export type MemberActivity = ResponseOf<typeof opsMemberActivity>;
export type MemberActivityQuery = RequestOf<typeof opsMemberActivity>;
export type MemberActivityPart = MemberActivityQuery['part'];
export type WithdrawalPage = ResponseOf<typeof opsWithdrawals>;
export type QueuedWithdrawal = WithdrawalPage['items'][number];
export type WithdrawalQuery = RequestOf<typeof opsWithdrawals>;
export type DepositPage = ResponseOf<typeof opsDeposits>;
export type QueuedDeposit = DepositPage['items'][number];
export type DepositQuery = RequestOf<typeof opsDeposits>;
export type BalanceAdjustment = ResponseOf<typeof opsAdjustmentRequest>['adjustment'];
export type AdjustmentRequest = RequestOf<typeof opsAdjustmentRequest>;
export type AuditPage = ResponseOf<typeof opsAuditLog>;
export type AuditLine = AuditPage['items'][number];
export type AuditQuery = RequestOf<typeof opsAuditLog>;
export type DailyReport = ResponseOf<typeof opsDailyReport>;
export type ReportQuery = RequestOf<typeof opsDailyReport>;

/**
 * The operator's session, kept in this tab only (sessionStorage): closing the tab forgets it,
 * and another tab signs in on its own. The server ends it after the idle timeout anyway.
 */
export const operatorSessionAtom = atomWithStorage<OperatorSession | null>(
  'tsr-back-office-session',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);

export const signInAtom = atom(
  null,
  async (get, set, input: { username: string; password: string; code: string }) => {
    set(operatorSessionAtom, await api(get).call(opsSignIn, input));
  },
);

export const signOutAtom = atom(null, async (get, set) => {
  try {
    await api(get).call(opsSignOut, {});
  } finally {
    set(operatorSessionAtom, null);
    set(openMemberAtom, null);
    set(backOfficeScreenAtom, 'members');
  }
});

/** The member whose page is open, or null for the search. */
export const openMemberAtom = atom<number | null>(null);

export const searchMembersAtom = atom(null, (get, _set, query: string) =>
  api(get).call(opsMemberSearch, { query }),
);

export const loadMemberAtom = atom(null, (get, _set, id: number) => api(get).call(opsMemberDetail, { id }));

/**
 * One tab of a member's page (ledger, bets, logins, sessions, messages, limits), loaded when
 * opened; the lists a page at a time, narrowed by their filters.
 */
export const loadMemberActivityAtom = atom(null, (get, _set, input: MemberActivityQuery) =>
  api(get).call(opsMemberActivity, input),
);

/** The screen of the workspace the operator chose in the navigation. */
export type BackOfficeScreen =
  | 'members'
  | 'deposits'
  | 'withdrawals'
  | 'approvals'
  | 'audit'
  | 'feedback'
  | 'reports'
  | 'promotions'
  | 'pointMall'
  | 'pointItems'
  | 'announcements'
  | 'banners'
  | 'chat'
  | 'siteStudio';
export const backOfficeScreenAtom = atom<BackOfficeScreen>('members');

export const loadWithdrawalsAtom = atom(null, (get, _set, query: WithdrawalQuery) =>
  api(get).call(opsWithdrawals, query),
);

export const payWithdrawalAtom = atom(null, (get, _set, input: RequestOf<typeof opsWithdrawalPay>) =>
  api(get).call(opsWithdrawalPay, input),
);

export const rejectWithdrawalAtom = atom(null, (get, _set, input: RequestOf<typeof opsWithdrawalReject>) =>
  api(get).call(opsWithdrawalReject, input),
);

export const forceReceiptAtom = atom(null, (get, _set, input: RequestOf<typeof opsWithdrawalForceReceipt>) =>
  api(get).call(opsWithdrawalForceReceipt, input),
);

export const cancelPaymentAtom = atom(
  null,
  (get, _set, input: RequestOf<typeof opsWithdrawalCancelPayment>) =>
    api(get).call(opsWithdrawalCancelPayment, input),
);

export const loadDepositsAtom = atom(null, (get, _set, query: DepositQuery) =>
  api(get).call(opsDeposits, query),
);

export const approveDepositAtom = atom(null, (get, _set, input: RequestOf<typeof opsDepositApprove>) =>
  api(get).call(opsDepositApprove, input),
);

export const rejectDepositAtom = atom(null, (get, _set, input: RequestOf<typeof opsDepositReject>) =>
  api(get).call(opsDepositReject, input),
);

export const loadAuditAtom = atom(null, (get, _set, query: AuditQuery) => api(get).call(opsAuditLog, query));

export const loadReportAtom = atom(null, (get, _set, query: ReportQuery) =>
  api(get).call(opsDailyReport, query),
);

/**
 * The report as a CSV file, fetched with the session's token in the Authorization header
 * (never in a URL) and handed to the browser as a download (docs/decisions/back-office.md).
 */
export const downloadReportAtom = atom(null, async (get, _set, query: ReportQuery) => {
  const file = await downloadFile(opsDailyReportCsv, query, get(operatorSessionAtom)?.token);
  saveFile(file);
});
export const lockMemberAtom = atom(null, (get, _set, input: RequestOf<typeof opsMemberLock>) =>
  api(get).call(opsMemberLock, input),
);

export const unlockMemberAtom = atom(null, (get, _set, input: RequestOf<typeof opsMemberUnlock>) =>
  api(get).call(opsMemberUnlock, input),
);

export const endMemberSessionsAtom = atom(null, (get, _set, id: number) =>
  api(get).call(opsMemberEndSessions, { id }),
);

export const messageMemberAtom = atom(null, (get, _set, input: RequestOf<typeof opsMemberMessage>) =>
  api(get).call(opsMemberMessage, input),
);

export const resetMemberPasswordAtom = atom(
  null,
  (get, _set, input: RequestOf<typeof opsMemberResetPassword>) =>
    api(get).call(opsMemberResetPassword, input),
);

export const labelMemberAtom = atom(null, (get, _set, input: RequestOf<typeof opsMemberLabels>) =>
  api(get).call(opsMemberLabels, input),
);

export const requestAdjustmentAtom = atom(null, (get, _set, input: AdjustmentRequest) =>
  api(get).call(opsAdjustmentRequest, input),
);

/** The adjustments of a member waiting for a second operator, oldest first. */
/** Adjustments waiting for approval: one member's, or every member's the operator may see. */
export const loadPendingAdjustmentsAtom = atom(null, (get, _set, memberId: number | undefined) =>
  api(get).call(
    opsAdjustments,
    memberId === undefined ? { status: 'pending' } : { status: 'pending', memberId },
  ),
);

export const approveAdjustmentAtom = atom(null, (get, _set, id: number) =>
  api(get).call(opsAdjustmentApprove, { id }),
);

export const rejectAdjustmentAtom = atom(null, (get, _set, input: RequestOf<typeof opsAdjustmentReject>) =>
  api(get).call(opsAdjustmentReject, input),
);
