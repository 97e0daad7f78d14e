import type { Endpoint } from './endpoint';
import { gameLaunchEndpoints } from './game-launch';
import { contentEndpoints } from './content';
import { gamesEndpoints } from './games';
import { memberEndpoints } from './member';
import { registrationEndpoints } from './registration';
import { sessionEndpoints } from './session';
import { socialEndpoints } from './social';
import { houseGameEndpoints } from './house-games';
import { houseBlackjackEndpoints } from './house-blackjack';
import { houseSportsEndpoints } from './house-sports';
import { lotteryEndpoints } from './lottery';
import { seamlessWalletEndpoints } from './seamless-wallet';
import { systemEndpoints } from './system';
import { jackpotEndpoints } from './jackpot';
import { chatEndpoints } from './chat';
import { feedbackEndpoints } from './feedback';
import { memberLanguageEndpoints } from './member-language';
import { verificationEndpoints } from './verification';
import { walletEndpoints } from './wallet';
import { vendorWalletEndpoints } from './vendor-wallets';
import { depositEndpoints } from './deposit';
import { paymentPasswordEndpoints } from './payment-password';
import { withdrawEndpoints } from './withdraw';
import { uplineEndpoints } from './upline';
import { recordEndpoints } from './records';
import { profileEndpoints } from './profile';
import { referralEndpoints } from './referral';
import { rewardEndpoints } from './rewards';
import { wageringEndpoints } from './wagering';
import { missionEndpoints } from './missions';
import { messageEndpoints } from './messages';
import { pointEndpoints } from './points';
import { agentEndpoints } from './agent';
import { agentContractEndpoints } from './agent-contracts';
import { getTeamBets, getTeamOverview } from './agent-reports';
import { agentLedgerReportEndpoints } from './agent-ledger-reports';
import { agentTeamEndpoints } from './agent-team';
import { agentRegistrationEndpoints } from './agent-registration';
import { agentAnnouncementEndpoints } from './agent-announcements';
import { accountClosureEndpoints } from './account-closure';
import { kycEndpoints } from './kyc';
import { protectionEndpoints } from './protection';
import { playSessionEndpoints } from './protection-session';
import { statementEndpoints } from './protection-statement';

/**
 * Every call of the platform. The server registers exactly these; OpenAPI and the
 * fuzz test walk this list. Add a domain's endpoints here when you add its file.
 */
// prettier-ignore
export const contract: readonly Endpoint[] = [
  ...systemEndpoints,
  ...jackpotEndpoints,
  ...gamesEndpoints,
  ...registrationEndpoints,
  ...verificationEndpoints,
  ...sessionEndpoints,
  ...socialEndpoints,
  ...memberEndpoints,
  ...walletEndpoints,
  ...vendorWalletEndpoints,
  ...gameLaunchEndpoints,
  ...houseGameEndpoints,
  ...houseBlackjackEndpoints,
  ...houseSportsEndpoints,
  ...seamlessWalletEndpoints,
  ...contentEndpoints,
  ...depositEndpoints,
  ...paymentPasswordEndpoints,
  ...withdrawEndpoints,
  ...uplineEndpoints,
  ...recordEndpoints,
  ...profileEndpoints,
  ...lotteryEndpoints,
  ...feedbackEndpoints,
  ...memberLanguageEndpoints,
  ...chatEndpoints,
  ...referralEndpoints,
  ...rewardEndpoints,
  ...wageringEndpoints,
  ...missionEndpoints,
  ...messageEndpoints,
  ...pointEndpoints,
  ...agentEndpoints,
  ...agentContractEndpoints,
  getTeamOverview,
  getTeamBets,
  ...agentLedgerReportEndpoints,
  ...agentTeamEndpoints,
  ...agentRegistrationEndpoints,
  ...agentAnnouncementEndpoints,
  ...protectionEndpoints,
  ...kycEndpoints,
  ...playSessionEndpoints,
  ...statementEndpoints,
  ...accountClosureEndpoints,
];
