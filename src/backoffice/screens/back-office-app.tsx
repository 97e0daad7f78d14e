import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Button } from '../../ui/form/button';
import {
  backOfficeScreenAtom,
  openMemberAtom,
  operatorSessionAtom,
  signOutAtom,
} from '../atoms/back-office-atoms';
import { CHAT_READERS, NOTICE_READERS } from '@schemas/api/ops/content-rules';
import { REWARD_READERS } from '@schemas/api/ops/reward-rules';
import { AnnouncementsScreen } from './announcements-screen';
import { ApprovalsScreen } from './approvals-screen';
import { AuditScreen } from './audit-screen';
import { ChatRoomScreen } from './chat-room-screen';
import { DepositsScreen } from './deposits-screen';
import { FeedbackScreen } from './feedback-screen';
import { MemberPage } from './member-page';
import { MembersScreen } from './members-screen';
import { PointMallScreen } from './point-mall-screen';
import { PromotionsScreen } from './promotions-screen';
import { ReportsScreen } from './reports-screen';
import { SignInScreen } from './sign-in-screen';
import { WithdrawalsScreen } from './withdrawals-screen';
import styles from './back-office.module.css';

/** The back office: sign-in, then the workspace of the signed-in operator. */
export function BackOfficeApp() {
  const { i18n } = useLingui();
  const session = useAtomValue(operatorSessionAtom);
  const [memberId, openMember] = useAtom(openMemberAtom);
  const signOut = useSetAtom(signOutAtom);
  const [screen, setScreen] = useAtom(backOfficeScreenAtom);
  if (!session) return <SignInScreen />;
  const { operator } = session;
  // Money is for owners and finance only, the audit for owners and read-only operators
  // (the server refuses the others anyway).
  const cashier = operator.role === 'owner' || operator.role === 'finance';
  const auditor = operator.role === 'owner' || operator.role === 'read-only';
  const feedbackReader = operator.role !== 'finance';
  // Reports for owners, finance and read-only operators, as the server allows (REPORT_READERS).
  const reader = cashier || operator.role === 'read-only';
  // Promotions and the point mall for everyone but support (REWARD_READERS); owners and content decide.
  const rewardReader = REWARD_READERS.includes(operator.role);
  // Announcements and the chat room for everyone but finance (NOTICE_READERS, CHAT_READERS).
  const noticeReader = NOTICE_READERS.includes(operator.role);
  const chatReader = CHAT_READERS.includes(operator.role);
  const allowed =
    screen === 'audit'
      ? auditor
      : screen === 'feedback'
        ? feedbackReader
        : screen === 'reports'
          ? reader
          : screen === 'promotions' || screen === 'pointMall'
            ? rewardReader
            : screen === 'announcements'
              ? noticeReader
              : screen === 'chat'
                ? chatReader
                : screen === 'members' || cashier;
  const current = allowed ? screen : 'members';
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{i18n._(msg`Tessera back office`)}</span>
        <nav className={styles.nav} aria-label={i18n._(msg`Back office`)}>
          <button
            type="button"
            className={styles.navItem}
            aria-current={current === 'members' ? 'page' : undefined}
            onClick={() => {
              setScreen('members');
              openMember(null);
            }}
          >
            {i18n._(msg`Members`)}
          </button>
          {cashier && (
            <>
              <button
                type="button"
                className={styles.navItem}
                aria-current={current === 'deposits' ? 'page' : undefined}
                onClick={() => setScreen('deposits')}
              >
                {i18n._(msg`Deposits`)}
              </button>
              <button
                type="button"
                className={styles.navItem}
                aria-current={current === 'withdrawals' ? 'page' : undefined}
                onClick={() => setScreen('withdrawals')}
              >
                {i18n._(msg`Withdrawals`)}
              </button>
              <button
                type="button"
                className={styles.navItem}
                aria-current={current === 'approvals' ? 'page' : undefined}
                onClick={() => setScreen('approvals')}
              >
                {i18n._(msg`Approvals`)}
              </button>
            </>
          )}
          {rewardReader && (
            <>
              <button
                type="button"
                className={styles.navItem}
                aria-current={current === 'promotions' ? 'page' : undefined}
                onClick={() => setScreen('promotions')}
              >
                {i18n._(msg`Promotions`)}
              </button>
              <button
                type="button"
                className={styles.navItem}
                aria-current={current === 'pointMall' ? 'page' : undefined}
                onClick={() => setScreen('pointMall')}
              >
                {i18n._(msg`Point mall`)}
              </button>
            </>
          )}
          {feedbackReader && (
            <button
              type="button"
              className={styles.navItem}
              aria-current={current === 'feedback' ? 'page' : undefined}
              onClick={() => setScreen('feedback')}
            >
              {i18n._(msg`Feedback`)}
            </button>
          )}
          {noticeReader && (
            <button
              type="button"
              className={styles.navItem}
              aria-current={current === 'announcements' ? 'page' : undefined}
              onClick={() => setScreen('announcements')}
            >
              {i18n._(msg`Announcements`)}
            </button>
          )}
          {chatReader && (
            <button
              type="button"
              className={styles.navItem}
              aria-current={current === 'chat' ? 'page' : undefined}
              onClick={() => setScreen('chat')}
            >
              {i18n._(msg`Chat room`)}
            </button>
          )}
          {auditor && (
            <button
              type="button"
              className={styles.navItem}
              aria-current={current === 'audit' ? 'page' : undefined}
              onClick={() => setScreen('audit')}
            >
              {i18n._(msg`Audit log`)}
            </button>
          )}
          {reader && (
            <button
              type="button"
              className={styles.navItem}
              aria-current={current === 'reports' ? 'page' : undefined}
              onClick={() => setScreen('reports')}
            >
              {i18n._(msg`Reports`)}
            </button>
          )}
        </nav>
        <span className={styles.who}>
          <span className={styles.operator}>{operator.username}</span>
          <span className={styles.role}>
            {operator.role}
            {operator.merchant ? ` · ${operator.merchant}` : ''}
          </span>
        </span>
        <Button variant="secondary" size="small" onClick={() => void signOut().catch(() => undefined)}>
          {i18n._(msg`Sign out`)}
        </Button>
      </header>
      <main className={styles.main}>
        {current === 'audit' ? (
          <AuditScreen />
        ) : current === 'feedback' ? (
          <FeedbackScreen />
        ) : current === 'reports' ? (
          <ReportsScreen />
        ) : current === 'promotions' ? (
          <PromotionsScreen />
        ) : current === 'pointMall' ? (
          <PointMallScreen />
        ) : current === 'announcements' ? (
          <AnnouncementsScreen />
        ) : current === 'chat' ? (
          <ChatRoomScreen />
        ) : current === 'withdrawals' ? (
          <WithdrawalsScreen />
        ) : current === 'approvals' ? (
          <ApprovalsScreen />
        ) : current === 'deposits' ? (
          <DepositsScreen />
        ) : memberId === null ? (
          <MembersScreen />
        ) : (
          <MemberPage memberId={memberId} />
        )}
      </main>
    </div>
  );
}
