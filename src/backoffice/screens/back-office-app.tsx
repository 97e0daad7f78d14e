import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Button } from '../../ui/form/button';
import {
  backOfficeScreenAtom,
  openMemberAtom,
  operatorSessionAtom,
  signOutAtom,
  type OperatorSession,
} from '../atoms/back-office-atoms';
import { MemberPage } from './member-page';
import { MembersScreen } from './members-screen';
import { SignInScreen } from './sign-in-screen';
import { useScreenAddress } from './use-screen-address';
import { screensOf } from './workspace-screens';
import styles from './back-office.module.css';

/** The back office: sign-in, then the workspace of the signed-in operator. */
export function BackOfficeApp() {
  const session = useAtomValue(operatorSessionAtom);
  if (!session) return <SignInScreen />;
  return <Workspace session={session} />;
}

function Workspace({ session }: { session: OperatorSession }) {
  const { i18n } = useLingui();
  const [memberId, openMember] = useAtom(openMemberAtom);
  const signOut = useSetAtom(signOutAtom);
  const [screen, setScreen] = useAtom(backOfficeScreenAtom);
  const { operator } = session;
  const screens = screensOf(operator.role);
  // A screen the role may not open (a saved choice of another operator's tab) falls back to
  // the first one it may.
  const current = screens.find((s) => s.id === screen) ?? screens[0];
  useScreenAddress(
    screens.map((s) => s.id),
    current?.id ?? 'members',
  );
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{i18n._(msg`Tessera back office`)}</span>
        <nav className={styles.nav} aria-label={i18n._(msg`Back office`)}>
          {screens.map((s) => (
            <button
              key={s.id}
              type="button"
              className={styles.navItem}
              aria-current={current?.id === s.id ? 'page' : undefined}
              onClick={() => {
                setScreen(s.id);
                if (s.id === 'members') openMember(null);
              }}
            >
              {i18n._(s.label)}
            </button>
          ))}
        </nav>
        <div className={styles.account}>
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
        </div>
      </header>
      <main className={styles.main}>
        {current?.view ? (
          current.view()
        ) : memberId === null ? (
          <MembersScreen />
        ) : (
          <MemberPage memberId={memberId} />
        )}
      </main>
    </div>
  );
}
