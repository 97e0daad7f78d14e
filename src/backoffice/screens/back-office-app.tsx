import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button } from '../../ui/form/button';
import { openMemberAtom, operatorSessionAtom, signOutAtom } from '../atoms/back-office-atoms';
import { MemberPage } from './member-page';
import { MembersScreen } from './members-screen';
import { SignInScreen } from './sign-in-screen';
import styles from './back-office.module.css';

/** The back office: sign-in, then the workspace of the signed-in operator. */
export function BackOfficeApp() {
  const { i18n } = useLingui();
  const session = useAtomValue(operatorSessionAtom);
  const memberId = useAtomValue(openMemberAtom);
  const signOut = useSetAtom(signOutAtom);
  if (!session) return <SignInScreen />;
  const { operator } = session;
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{i18n._(msg`Tessera back office`)}</span>
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
        {memberId === null ? <MembersScreen /> : <MemberPage memberId={memberId} />}
      </main>
    </div>
  );
}
