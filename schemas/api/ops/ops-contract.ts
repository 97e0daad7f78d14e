import {
  opsAdjustmentApprove,
  opsAdjustmentReject,
  opsAdjustmentRequest,
  opsAdjustments,
} from './ops-balance-adjustments';
import { opsAuditLog } from './ops-audit';
import { opsChatHide, opsChatMessages, opsChatMute } from './ops-chat';
import {
  opsWithdrawalCancelPayment,
  opsWithdrawalForceReceipt,
  opsWithdrawalPay,
  opsWithdrawalReject,
  opsWithdrawals,
} from './ops-cashier';
import { opsDepositApprove, opsDepositReject, opsDeposits } from './ops-deposit-queue';
import type { OpsEndpoint } from './ops-endpoint';
import { opsFeedbackClose, opsFeedbackList, opsFeedbackReply } from './ops-feedback';
import { opsPointItems, opsPointItemSale, opsPointItemSave } from './ops-point-catalogue';
import { opsPointApprove, opsPointRedemptions, opsPointReject } from './ops-point-mall';
import { opsDailyReport, opsDailyReportCsv } from './ops-reports';
import { opsRewardEntries, opsRewardIssue, opsRewardReject } from './ops-rewards';
import { opsNoticeHide, opsNoticePost, opsNotices } from './ops-announcements';
import {
  opsBannerImage,
  opsBannerOrder,
  opsBannerSave,
  opsBanners,
  opsBannerVisibility,
} from './ops-banner-desk';
import { opsMemberDetail, opsMemberSearch } from './ops-members';
import { opsMemberActivity } from './ops-member-records';
import {
  opsMemberEndSessions,
  opsMemberLabels,
  opsMemberLock,
  opsMemberMessage,
  opsMemberResetPassword,
  opsMemberUnlock,
} from './ops-member-actions';
import { opsMemberBreakPlace, opsMemberExclusionLift, opsMemberLimitLower } from './ops-member-protection';
import {
  opsSiteCheck,
  opsSiteHistory,
  opsSitePreview,
  opsSitePublish,
  opsSiteRollback,
  opsSiteSource,
} from './ops-site-studio';
import { opsMe, opsRevokeSession, opsSessions, opsSignIn, opsSignOut } from './ops-session';

/** Every back office call; the server registers exactly these on the back office host. */
// prettier-ignore
export const opsContract: readonly OpsEndpoint[] = [
  opsSignIn,
  opsSignOut,
  opsMe,
  opsSessions,
  opsRevokeSession,
  opsMemberSearch,
  opsMemberDetail,
  opsMemberActivity,
  opsMemberLock,
  opsMemberUnlock,
  opsMemberEndSessions,
  opsMemberMessage,
  opsMemberResetPassword,
  opsMemberLabels,
  opsMemberExclusionLift,
  opsMemberBreakPlace,
  opsMemberLimitLower,
  opsAdjustmentRequest,
  opsAdjustments,
  opsAdjustmentApprove,
  opsAdjustmentReject,
  opsWithdrawals,
  opsWithdrawalPay,
  opsWithdrawalReject,
  opsWithdrawalForceReceipt,
  opsWithdrawalCancelPayment,
  opsDeposits,
  opsDepositApprove,
  opsDepositReject,
  opsAuditLog,
  opsFeedbackList,
  opsFeedbackReply,
  opsFeedbackClose,
  opsDailyReport,
  opsDailyReportCsv,
  opsRewardEntries,
  opsRewardIssue,
  opsRewardReject,
  opsPointRedemptions,
  opsPointApprove,
  opsPointReject,
  opsPointItems,
  opsPointItemSave,
  opsPointItemSale,
  opsNotices,
  opsNoticePost,
  opsNoticeHide,
  opsBanners,
  opsBannerSave,
  opsBannerVisibility,
  opsBannerOrder,
  opsBannerImage,
  opsChatMessages,
  opsChatHide,
  opsChatMute,
  opsSiteSource,
  opsSiteCheck,
  opsSitePublish,
  opsSiteHistory,
  opsSiteRollback,
  opsSitePreview,
];
