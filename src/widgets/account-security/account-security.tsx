import type { WidgetBaseProps } from '../define-widget';
import type { AccountSecurityProps } from './account-security.props';
import { AvatarChoice } from './avatar-choice';
import { LoginHistory } from './login-history';
import { ActiveSessions } from './active-sessions';
import { TwoFactor } from './two-factor';
import styles from './account-security.module.css';

const SECTIONS = {
  avatar: AvatarChoice,
  twoFactor: TwoFactor,
  sessions: ActiveSessions,
  history: LoginHistory,
};

/** The member's security settings (the security centre's parts). */
export default function AccountSecurity({
  sections = ['avatar', 'twoFactor', 'sessions', 'history'],
}: AccountSecurityProps & WidgetBaseProps) {
  return (
    <div className={styles.stack}>
      {sections.map((s) => {
        const Section = SECTIONS[s];
        return <Section key={s} />;
      })}
    </div>
  );
}
