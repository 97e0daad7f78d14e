import { msg } from '@lingui/core/macro';

/**
 * Standard texts merchants name by id in site.json (nav labels, page titles,
 * centre page labels, section headings). They are defined here so extraction
 * keeps them in every catalog; `npm run validate` fails when a site names an id
 * that some catalog lacks. Merchants with their own wording use inline texts.
 */
export const siteMessages = [
  // Nav bar (spec §2: Home, game types, Promotions, App download).
  msg({ id: 'nav.home', message: 'Home' }),
  msg({ id: 'nav.live', message: 'Live casino' }),
  msg({ id: 'nav.rng', message: 'Slots' }),
  msg({ id: 'nav.fish', message: 'Fishing' }),
  msg({ id: 'nav.pvp', message: 'Cards & board' }),
  msg({ id: 'nav.sports', message: 'Sports' }),
  msg({ id: 'nav.esports', message: 'Esports' }),
  msg({ id: 'nav.lottery', message: 'Lottery' }),
  msg({ id: 'nav.elottery', message: 'E-lottery' }),
  msg({ id: 'nav.cockfight', message: 'Cockfight' }),
  msg({ id: 'nav.promotions', message: 'Promotions' }),
  msg({ id: 'nav.pointMall', message: 'Point mall' }),
  msg({ id: 'nav.app', message: 'App download' }),
  msg({ id: 'nav.help', message: 'Help' }),
  msg({ id: 'nav.join', message: 'Join us' }),

  // Page titles (spec §2 routes).
  msg({ id: 'page.home', message: 'Home' }),
  msg({ id: 'page.register', message: 'Register' }),
  msg({ id: 'page.login', message: 'Log in' }),
  msg({ id: 'page.notices', message: 'Notices' }),
  msg({ id: 'page.pointMall', message: 'Point mall' }),
  msg({ id: 'page.feedback', message: 'Feedback and complaints' }),
  msg({ id: 'page.sports', message: 'Sports' }),
  msg({ id: 'page.esports', message: 'Esports' }),
  msg({ id: 'page.lottery', message: 'Lottery' }),
  msg({ id: 'page.rng', message: 'Slots' }),
  msg({ id: 'page.live', message: 'Live casino' }),
  msg({ id: 'page.pvp', message: 'Cards & board games' }),
  msg({ id: 'page.fish', message: 'Fishing games' }),
  msg({ id: 'page.promotions', message: 'Promotions' }),
  msg({ id: 'page.promoDetail', message: 'Promotion details' }),
  msg({ id: 'page.seamless', message: 'Games' }),
  msg({ id: 'page.fbsports', message: 'Sportsbook' }),
  msg({ id: 'page.help', message: 'Help centre' }),
  msg({ id: 'page.app', message: 'App download' }),
  msg({ id: 'page.join', message: 'Join us' }),
  msg({ id: 'page.game', message: 'Game' }),

  // Home and lobby section headings.
  msg({ id: 'section.popularGames', message: 'Popular games' }),
  msg({ id: 'section.hotSlots', message: 'Hot slots' }),
  msg({ id: 'section.liveTables', message: 'Live tables' }),
  msg({ id: 'section.sportsMatches', message: 'Top matches' }),
  msg({ id: 'section.lotteryResults', message: 'Lottery results' }),
  msg({ id: 'section.winners', message: 'Latest winners' }),
  msg({ id: 'section.promotions', message: 'Featured promotions' }),
  msg({ id: 'section.vendors', message: 'Game providers' }),
  msg({ id: 'section.pvpRooms', message: 'Rooms' }),

  // Popups (spec §2).
  msg({ id: 'popup.login', message: 'Log in' }),
  msg({ id: 'popup.register', message: 'Register' }),
  msg({ id: 'popup.forgetPassword', message: 'Forgot password' }),
  msg({ id: 'popup.changePassword', message: 'Change password' }),
  msg({ id: 'popup.notice', message: 'Notice' }),
  msg({ id: 'popup.gameList', message: 'Choose a game' }),
  msg({ id: 'popup.chatRoom', message: 'Chat room' }),
  msg({ id: 'popup.memberCentre', message: 'Member centre' }),
  msg({ id: 'popup.agentCentre', message: 'Agent' }),

  // Member-centre pages (spec §2; natural wording for the literal labels).
  msg({ id: 'memberCentre.securityCenter', message: 'My account' }),
  msg({ id: 'memberCentre.transferFund', message: 'My wallet' }),
  msg({ id: 'memberCentre.depositv2', message: 'Deposit' }),
  msg({ id: 'memberCentre.withdraw', message: 'Withdraw' }),
  msg({ id: 'memberCentre.transferUpline', message: 'Transfer to upline' }),
  msg({ id: 'memberCentre.personalHistoryCopy', message: 'Betting record' }),
  msg({ id: 'memberCentre.transactionHistory', message: 'Account record' }),
  msg({ id: 'memberCentre.personalProfit', message: 'Profit and loss' }),
  msg({ id: 'memberCentre.bonusDetails', message: 'Bonus details' }),
  msg({ id: 'memberCentre.rewardCenter', message: 'Reward centre' }),
  msg({ id: 'memberCentre.referral', message: 'Invite friends' }),
  msg({ id: 'memberCentre.missionLeaderboard', message: 'Mission activity' }),
  msg({ id: 'memberCentre.messageV2', message: 'Platform messages' }),
  msg({ id: 'memberCentre.responsibleGaming', message: 'Responsible gaming' }),

  // Agent-centre pages (spec §2).
  msg({ id: 'agentCentre.agentAnnouncement', message: 'Announcement' }),
  msg({ id: 'agentCentre.agentTeamOverview', message: 'Overview' }),
  msg({ id: 'agentCentre.registerCenter', message: 'Account' }),
  msg({ id: 'agentCentre.downlineManagmentView', message: 'Team management' }),
  msg({ id: 'agentCentre.personalHistoryCopy', message: 'Team betting' }),
  msg({ id: 'agentCentre.palStatementsAgentCopy', message: 'User profit and loss' }),
  msg({ id: 'agentCentre.agentRevenueReport', message: 'My income' }),
  msg({ id: 'agentCentre.agentDownlineTransactionDetailsCopy', message: 'Transaction details' }),
  msg({ id: 'agentCentre.agentDividendRecordCopy2', message: 'Dividend' }),
  msg({ id: 'agentCentre.agentDailyWages2', message: 'Daily salary' }),
  msg({ id: 'agentCentre.agentHourSalary', message: 'Hourly salary' }),
  msg({ id: 'agentCentre.agentRealtimeSalary', message: 'Real-time salary' }),

  // Footer, side bars and licences.
  msg({ id: 'licence.mga', message: 'Malta Gaming Authority' }),
  msg({ id: 'licence.bvi', message: 'British Virgin Islands' }),
  msg({ id: 'licence.pagcor', message: 'PAGCOR Philippines' }),
  msg({ id: 'social.telegram', message: 'Telegram' }),
  msg({ id: 'social.facebook', message: 'Facebook' }),
  msg({ id: 'social.x', message: 'X' }),
  msg({ id: 'social.youtube', message: 'YouTube' }),
  msg({ id: 'social.instagram', message: 'Instagram' }),
  msg({ id: 'social.line', message: 'LINE' }),
  msg({ id: 'social.whatsapp', message: 'WhatsApp' }),
  msg({ id: 'social.tiktok', message: 'TikTok' }),
];
