import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AGENT_BUTTON_TYPES } from '@schemas/site/constants';
import { logoutAtom, requireRealAccountAtom } from '../../atoms/auth';
import { balanceAtom, balanceHiddenAtom, memberInfoAtom, unclaimedCountAtom } from '../../atoms/member';
import { openPopupAtom, popupOpenAtom } from '../../atoms/popup';
import { languageAtom } from '../../atoms/preferences';
import { sessionAtom } from '../../atoms/session';
import { flagsAtom } from '../../atoms/site';
import { formatMoney } from '../../i18n/format-money';
import { Avatar } from '../../ui/avatar/avatar';
import { NavIcon } from '../../ui/icon/nav-icon';
import type { WidgetBaseProps } from '../define-widget';
import type { MemberPanelProps } from './member-panel.props';
import styles from './member-panel.module.css';
import { useAsyncState } from '../../atoms/async';

/** The logged-in panel of spec §2. Renders nothing for visitors. */
export default function MemberPanel({ hideBalanceOn = ['/game'] }: MemberPanelProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useAtomValue(sessionAtom);
  const info = useAsyncState(memberInfoAtom);
  const balance = useAsyncState(balanceAtom);
  const refreshBalance = useSetAtom(balanceAtom);
  const unclaimed = useAtomValue(unclaimedCountAtom);
  const language = useAtomValue(languageAtom);
  const [hidden, setHidden] = useAtom(balanceHiddenAtom);
  const requireReal = useSetAtom(requireRealAccountAtom);
  const logout = useSetAtom(logoutAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const balanceLabelId = useId();
  const balanceId = useId();
  const changeOpen = useAtomValue(popupOpenAtom('changePassModal'));
  const referralPromo = useAtomValue(flagsAtom).has('REFERRALPROMO3');

  // A pending forced change survives a reload: the modal comes back and cannot be dismissed.
  useEffect(() => {
    if (session?.cpw && !changeOpen)
      openPopup({ name: 'changePassModal', params: { forced: true, dismissible: false } });
  }, [session?.cpw, changeOpen, openPopup]);

  if (!session?.token) return null;
  const member = info.state === 'hasData' ? info.data : null;
  const nickname = member?.nickname ?? session.nickname;
  // Level 0 is no VIP level at all: no label rather than "VIP 0".
  const vip = member && member.clubLabel.rankLevel > 0 ? member.clubLabel.labelName : '';
  const showBalance = !hideBalanceOn.includes(pathname);
  const trial = session.isAgent === 4;

  const openCentre = async (page?: string) => {
    if (await requireReal('memberCentre')) openPopup({ name: 'memberCentre', params: page ? { page } : {} });
  };
  const openAgent = async () => {
    if (await requireReal('agentCentre')) openPopup('agentCentre');
  };

  return (
    // Marked for the header around it: on a phone the brand logo shows its mark alone beside it.
    <div className={styles.panel} data-member-panel="">
      {/* Named by its words, the hidden "My account" first, so the name holds everything it
          shows (WCAG 2.5.3, label in name). */}
      <button type="button" className={styles.identity} onClick={() => void openCentre()}>
        <span className="visually-hidden">{i18n._(msg`My account`)}</span>{' '}
        <span className={styles.avatarWrap}>
          <Avatar avatar={member?.avatar ?? 'a1'} name={nickname} size={36} decorative />
          {unclaimed > 0 && (
            <span className={styles.badge}>
              <span aria-hidden="true">{unclaimed > 99 ? '99+' : unclaimed}</span>
              <span className="visually-hidden">{i18n._(msg`${unclaimed} unclaimed`)}</span>
            </span>
          )}
        </span>
        <span className={styles.names}>
          <span className={styles.nickname}>{nickname}</span>{' '}
          <span className={styles.vip}>{trial ? i18n._(msg`Trial`) : vip || '\u00a0'}</span>
        </span>
      </button>
      {showBalance && (
        <div className={styles.balance}>
          {/* "Balance" then the amount it shows: a name that holds the visible figure. */}
          <span id={balanceLabelId} className="visually-hidden">
            {i18n._(msg`Balance`)}
          </span>
          <button
            id={balanceId}
            type="button"
            className={styles.amount}
            data-money
            onClick={() => void refreshBalance()}
            title={i18n._(msg`Refresh balance`)}
            aria-labelledby={`${balanceLabelId} ${balanceId}`}
            aria-busy={balance.state === 'loading'}
          >
            {balance.state === 'hasData' && balance.data
              ? hidden
                ? '••••••'
                : formatMoney(balance.data.sumBalance, language)
              : balance.state === 'hasError'
                ? '—'
                : ''}
          </button>
          <button
            type="button"
            className={styles.eye}
            aria-pressed={hidden}
            aria-label={hidden ? i18n._(msg`Show balance`) : i18n._(msg`Hide balance`)}
            onClick={() => setHidden(!hidden)}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
              <circle cx="12" cy="12" r="3" />
              {hidden && <path d="M4 4l16 16" />}
            </svg>
          </button>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => void openCentre('depositv2')}>
          <Trans>Deposit</Trans>
        </button>
        <button
          type="button"
          className={`${styles.secondary} ${styles.wideOnly}`}
          onClick={() => void openCentre('withdraw')}
        >
          <Trans>Withdraw</Trans>
        </button>
        {(AGENT_BUTTON_TYPES as readonly number[]).includes(session.isAgent) && (
          <button
            type="button"
            className={`${styles.secondary} ${styles.squeezed}`}
            onClick={() => void openAgent()}
          >
            <NavIcon name="users" size={20} className={styles.phoneIcon} />
            <span className={styles.label}>
              <Trans>Agent</Trans>
            </span>
          </button>
        )}
        {referralPromo && !trial && (
          // Spec R6.19: the referral icon shows while the referral promotion is on.
          <button
            type="button"
            className={styles.invite}
            onClick={() => void openCentre('referral')}
            aria-label={i18n._(msg`Invite friends`)}
            title={i18n._(msg`Invite friends`)}
          >
            <NavIcon name="invite" size={20} />
          </button>
        )}
        <button
          type="button"
          className={`${styles.signOut} ${styles.squeezed}`}
          onClick={async () => {
            if (await logout()) navigate('/');
          }}
        >
          <NavIcon name="signOut" size={20} className={styles.phoneIcon} />
          <span className={styles.label}>
            <Trans>Sign out</Trans>
          </span>
        </button>
      </div>
    </div>
  );
}
