import type { WidgetDefinition } from './define-widget';
import { agentTransactionsWidget } from './agent-transactions/agent-transactions.widget';
import { agentIncomeWidget } from './agent-income/agent-income.widget';
import { agentProfitLossWidget } from './agent-profit-loss/agent-profit-loss.widget';
import { lotteryResultsWidget } from './lottery-results/lottery-results.widget';
import { chatRoomWidget } from './chat-room/chat-room.widget';
import { feedbackCentreWidget } from './feedback-centre/feedback-centre.widget';
import { agentCentreWidget } from './agent-centre/agent-centre.widget';
import { agentOverviewWidget } from './agent-overview/agent-overview.widget';
import { agentTeamWidget } from './agent-team/agent-team.widget';
import { agentTeamBetsWidget } from './agent-team-bets/agent-team-bets.widget';
import { agentRegistrationWidget } from './agent-registration/agent-registration.widget';
import { agentContractsWidget } from './agent-contracts/agent-contracts.widget';
import { agentAnnouncementsWidget } from './agent-announcements/agent-announcements.widget';
import { contractRequestsWidget } from './contract-requests/contract-requests.widget';
import { pointMallWidget } from './point-mall/point-mall.widget';
import { inviteFriendsWidget } from './invite-friends/invite-friends.widget';
import { missionActivityWidget } from './mission-activity/mission-activity.widget';
import { rewardCentreWidget } from './reward-centre/reward-centre.widget';
import { popupNoticeWidget } from './popup-notice/popup-notice.widget';
import { firstLoginWelcomeWidget } from './first-login-welcome/first-login-welcome.widget';
import { promotionDetailWidget } from './promotion-detail/promotion-detail.widget';
import { promotionListWidget } from './promotion-list/promotion-list.widget';
import { joinUsWidget } from './join-us/join-us.widget';
import { appDownloadWidget } from './app-download/app-download.widget';
import { helpCentreWidget } from './help-centre/help-centre.widget';
import { paymentPasswordFormWidget } from './payment-password-form/payment-password-form.widget';
import { profileFormWidget } from './profile-form/profile-form.widget';
import { jackpotCounterWidget } from './jackpot-counter/jackpot-counter.widget';
import { sideBarWidget } from './side-bar/side-bar.widget';
import { siteFooterWidget } from './site-footer/site-footer.widget';
import { bonusRecordWidget } from './bonus-record/bonus-record.widget';
import { profitLossWidget } from './profit-loss/profit-loss.widget';
import { bettingRecordWidget } from './betting-record/betting-record.widget';
import { accountRecordWidget } from './account-record/account-record.widget';
import { uplineTransferWidget } from './upline-transfer/upline-transfer.widget';
import { playerLimitsWidget } from './player-limits/player-limits.widget';
import { takeABreakWidget } from './take-a-break/take-a-break.widget';
import { responsibleGamingGuideWidget } from './responsible-gaming-guide/responsible-gaming-guide.widget';
import { kycDocumentsWidget } from './kyc-documents/kyc-documents.widget';
import { sessionLimitsWidget } from './session-limits/session-limits.widget';
import { realityCheckWidget } from './reality-check/reality-check.widget';
import { closeAccountWidget } from './close-account/close-account.widget';
import { activityStatementWidget } from './activity-statement/activity-statement.widget';
import { noticeBoardWidget } from './notice-board/notice-board.widget';
import { navMenuWidget } from './nav-menu/nav-menu.widget';
import { brandLogoWidget } from './brand-logo/brand-logo.widget';
import { headerClockWidget } from './header-clock/header-clock.widget';
import { themeSwitchWidget } from './theme-switch/theme-switch.widget';
import { licenceButtonWidget } from './licence-button/licence-button.widget';
import { languagePickerWidget } from './language-picker/language-picker.widget';
import { navToggleWidget } from './nav-toggle/nav-toggle.widget';
import { noticeMarqueeWidget } from './notice-marquee/notice-marquee.widget';
import { headerRowWidget } from './header-row/header-row.widget';
import { accountSecurityWidget } from './account-security/account-security.widget';
import { memberPanelWidget } from './member-panel/member-panel.widget';
import { changePasswordFormWidget } from './change-password-form/change-password-form.widget';
import { forgotPasswordFormWidget } from './forgot-password-form/forgot-password-form.widget';
import { withdrawFormWidget } from './withdraw-form/withdraw-form.widget';
import { depositFormWidget } from './deposit-form/deposit-form.widget';
import { walletTransferWidget } from './wallet-transfer/wallet-transfer.widget';
import { memberCentreWidget } from './member-centre/member-centre.widget';
import { messageInboxWidget } from './message-inbox/message-inbox.widget';
import { providerPageWidget } from './provider-page/provider-page.widget';
import { gamePopupWidget } from './game-popup/game-popup.widget';
import { gameFrameWidget } from './game-frame/game-frame.widget';
import { lotteryLobbyWidget } from './lottery-lobby/lottery-lobby.widget';
import { pvpRoomsWidget } from './pvp-rooms/pvp-rooms.widget';
import { winnersBoardWidget } from './winners-board/winners-board.widget';
import { gameGridWidget } from './game-grid/game-grid.widget';
import { vendorCarouselWidget } from './vendor-carousel/vendor-carousel.widget';
import { gameLobbyWidget } from './game-lobby/game-lobby.widget';
import { rngLobbyWidget } from './rng-lobby/rng-lobby.widget';
import { registerFormWidget } from './register-form/register-form.widget';
import { loginFormWidget } from './login-form/login-form.widget';
import { bannerCarouselWidget } from './banner-carousel/banner-carousel.widget';
import { featureUnavailableWidget } from './feature-unavailable/feature-unavailable.widget';
import { sectionWidget } from './section/section.widget';

/**
 * Every widget a site may use, explicitly. The site schema's node union is
 * generated from this list (npm run gen), so adding a widget here makes it
 * available to merchants' editors and to `npm run validate`.
 */
// prettier-ignore
export const widgetRegistry: readonly WidgetDefinition[] = [
  agentTransactionsWidget,
  agentIncomeWidget,
  agentProfitLossWidget,
  lotteryResultsWidget,
  chatRoomWidget,
  feedbackCentreWidget,
  agentCentreWidget,
  agentOverviewWidget,
  agentTeamWidget,
  agentTeamBetsWidget,
  agentRegistrationWidget,
  agentContractsWidget,
  agentAnnouncementsWidget,
  contractRequestsWidget,
  pointMallWidget,
  inviteFriendsWidget,
  missionActivityWidget,
  rewardCentreWidget,
  popupNoticeWidget,
  firstLoginWelcomeWidget,
  promotionDetailWidget,
  promotionListWidget,
  joinUsWidget,
  appDownloadWidget,
  helpCentreWidget,
  paymentPasswordFormWidget,
  profileFormWidget,
  jackpotCounterWidget,
  sideBarWidget,
  siteFooterWidget,
  bonusRecordWidget,
  profitLossWidget,
  bettingRecordWidget,
  accountRecordWidget,
  uplineTransferWidget,
  noticeBoardWidget,
  navMenuWidget,
  brandLogoWidget,
  headerClockWidget,
  themeSwitchWidget,
  licenceButtonWidget,
  languagePickerWidget,
  navToggleWidget,
  noticeMarqueeWidget,
  headerRowWidget,
  accountSecurityWidget,
  memberPanelWidget,
  changePasswordFormWidget,
  forgotPasswordFormWidget,
  withdrawFormWidget,
  depositFormWidget,
  walletTransferWidget,
  memberCentreWidget,
  messageInboxWidget,
  providerPageWidget,
  gamePopupWidget,
  gameFrameWidget,
  lotteryLobbyWidget,
  pvpRoomsWidget,
  winnersBoardWidget,
  gameGridWidget,
  vendorCarouselWidget,
  gameLobbyWidget,
  rngLobbyWidget,
  registerFormWidget,
  loginFormWidget,
  bannerCarouselWidget,
  featureUnavailableWidget,
  sectionWidget,
  playerLimitsWidget,
  takeABreakWidget,
  responsibleGamingGuideWidget,
  kycDocumentsWidget,
  sessionLimitsWidget,
  realityCheckWidget,
  closeAccountWidget,
  activityStatementWidget,
];

export const widgetsByType: ReadonlyMap<string, WidgetDefinition> = new Map(
  widgetRegistry.map((w) => [w.type, w]),
);

export const widgetTypes: readonly string[] = widgetRegistry.map((w) => w.type);
