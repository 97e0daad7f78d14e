import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ADJUSTERS } from '@schemas/api/ops/adjustment-rules';
import { BANNER_READERS } from '@schemas/api/ops/banner-rules';
import { CHAT_READERS, NOTICE_READERS } from '@schemas/api/ops/content-rules';
import type { OperatorRole } from '@schemas/api/ops/ops-endpoint';
import {
  AUDIT_READERS,
  CASHIER_ROLES,
  FEEDBACK_READERS,
  MEMBER_READERS,
  REPORT_READERS,
} from '@schemas/api/ops/reader-roles';
import { REWARD_READERS } from '@schemas/api/ops/reward-rules';
import { POINT_ITEM_READERS } from '@schemas/api/ops/point-item-rules';
import { SITE_EDITORS } from '@schemas/api/ops/site-studio-rules';
import type { BackOfficeScreen } from '../atoms/back-office-atoms';
import { AnnouncementsScreen } from './announcements-screen';
import { ApprovalsScreen } from './approvals-screen';
import { AuditScreen } from './audit-screen';
import { BannersScreen } from './banners-screen';
import { ChatRoomScreen } from './chat-room-screen';
import { DepositsScreen } from './deposits-screen';
import { FeedbackScreen } from './feedback-screen';
import { PointItemsScreen } from './point-items-screen';
import { PointMallScreen } from './point-mall-screen';
import { PromotionsScreen } from './promotions-screen';
import { ReportsScreen } from './reports-screen';
import { WithdrawalsScreen } from './withdrawals-screen';
import { SiteStudioScreen } from '../studio/site-studio-screen';

interface WorkspaceScreen {
  id: BackOfficeScreen;
  label: MessageDescriptor;
  /** The roles the screen's calls allow: the navigation offers it to them only. */
  roles: readonly OperatorRole[];
  /** The screen itself (Members, which also holds a member's page, is drawn by the app). */
  view?: () => ReactNode;
}

/** The back office's screens in the navigation's order. */
export const WORKSPACE: readonly WorkspaceScreen[] = [
  { id: 'members', label: msg`Members`, roles: MEMBER_READERS },
  { id: 'deposits', label: msg`Deposits`, roles: CASHIER_ROLES, view: () => <DepositsScreen /> },
  { id: 'withdrawals', label: msg`Withdrawals`, roles: CASHIER_ROLES, view: () => <WithdrawalsScreen /> },
  { id: 'approvals', label: msg`Approvals`, roles: ADJUSTERS, view: () => <ApprovalsScreen /> },
  { id: 'promotions', label: msg`Promotions`, roles: REWARD_READERS, view: () => <PromotionsScreen /> },
  { id: 'pointMall', label: msg`Point mall`, roles: REWARD_READERS, view: () => <PointMallScreen /> },
  {
    id: 'pointItems',
    label: msg`Point-mall items`,
    roles: POINT_ITEM_READERS,
    view: () => <PointItemsScreen />,
  },
  { id: 'feedback', label: msg`Feedback`, roles: FEEDBACK_READERS, view: () => <FeedbackScreen /> },
  {
    id: 'announcements',
    label: msg`Announcements`,
    roles: NOTICE_READERS,
    view: () => <AnnouncementsScreen />,
  },
  { id: 'banners', label: msg`Banners`, roles: BANNER_READERS, view: () => <BannersScreen /> },
  { id: 'chat', label: msg`Chat room`, roles: CHAT_READERS, view: () => <ChatRoomScreen /> },
  { id: 'siteStudio', label: msg`Site studio`, roles: SITE_EDITORS, view: () => <SiteStudioScreen /> },
  { id: 'audit', label: msg`Audit log`, roles: AUDIT_READERS, view: () => <AuditScreen /> },
  { id: 'reports', label: msg`Reports`, roles: REPORT_READERS, view: () => <ReportsScreen /> },
];

/** The screens a role may open, in the navigation's order. */
export const screensOf = (role: OperatorRole) => WORKSPACE.filter((s) => s.roles.includes(role));
