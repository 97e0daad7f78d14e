import { gameCatalogueSeeder } from '../services/games/demo-catalogue/seed-catalogue';
import { demoAccountsSeeder } from './demo-accounts';
import { contentSeeder } from '../services/content/demo/seed-content';
import { demoReferralsSeeder } from '../services/referral/demo-referrals';
import { rewardsSeeder } from '../services/rewards/demo/seed-rewards';
import { messagesSeeder } from '../services/messages/seed-messages';
import { pointsSeeder } from '../services/points/demo/seed-points';
import { agentTeamSeeder } from '../services/agents/demo/seed-agent-team';
import { agentIncomeSeeder } from '../services/agents/demo/seed-agent-income';
import type { DemoSeeder } from './seed-demo';

/** Each domain adds its demo data here; order matters where one builds on another. */
// prettier-ignore
export const demoSeeders: DemoSeeder[] = [
  gameCatalogueSeeder,
  demoAccountsSeeder,
  contentSeeder,
  demoReferralsSeeder,
  rewardsSeeder,
  messagesSeeder,
  pointsSeeder,
  agentTeamSeeder,
  agentIncomeSeeder,
];
