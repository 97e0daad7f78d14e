import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { currentDialogAtom } from '../../atoms/dialog';
import { finishFirstLoginAtom, firstLoginDueAtom, welcomeOnScreenAtom } from '../../atoms/first-login';
import { openMemberCentreAtom } from '../../atoms/member-centre';
import { openPopupsAtom } from '../../atoms/popup';
import { sessionAtom } from '../../atoms/session';
import { Button } from '../../ui/form/button';
import type { WidgetBaseProps } from '../define-widget';
import type { FirstLoginWelcomeProps, WelcomeStep } from './first-login-welcome.props';
import styles from './first-login-welcome.module.css';

const Modal = lazy(() => import('../../ui/modal/modal').then((m) => ({ default: m.Modal })));

const STEP_LABELS: Record<WelcomeStep, MessageDescriptor> = {
  depositv2: msg`Make your first deposit`,
  securityCenter: msg`Secure your account`,
  rewardCenter: msg`Claim your welcome rewards`,
  referral: msg`Invite your friends`,
};

/**
 * The first-login action (spec §4, docs/decisions/first-login-action.md): after a member's
 * very first login (registration logs in at once) a welcome offers first steps. It waits
 * until no popup or dialog is open, so a forced password change comes first, and shows once.
 */
export default function FirstLoginWelcome({
  steps = ['depositv2', 'rewardCenter', 'securityCenter'],
}: FirstLoginWelcomeProps & WidgetBaseProps) {
  const { i18n } = useLingui();
  const due = useAtomValue(firstLoginDueAtom);
  const popupOpen = useAtomValue(openPopupsAtom).length > 0;
  const nickname = useAtomValue(sessionAtom)?.nickname ?? '';
  const finish = useSetAtom(finishFirstLoginAtom);
  const openCentre = useSetAtom(openMemberCentreAtom);
  const [onScreen, setOnScreen] = useAtom(welcomeOnScreenAtom);
  const dialogUp = useAtomValue(currentDialogAtom) !== undefined;
  // A dialog already up (a popup notice) goes first; once the welcome shows, notices wait.
  const show = due && !popupOpen && (onScreen || !dialogUp);
  useEffect(() => setOnScreen(show), [show, setOnScreen]);
  if (!show) return null;

  const title = i18n._(msg`Welcome, ${nickname}!`);
  const go = (page: WelcomeStep) => {
    finish();
    void openCentre({ page });
  };
  return (
    <Suspense fallback={null}>
      <Modal open label={title} onClose={finish} height="auto" width={420}>
        <div className={styles.welcome}>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{i18n._(msg`Your account is ready. Where would you like to start?`)}</p>
          <ul className={styles.steps}>
            {steps.map((step, i) => (
              <li key={step}>
                <Button block variant={i === 0 ? 'primary' : 'secondary'} onClick={() => go(step)}>
                  {i18n._(STEP_LABELS[step])}
                </Button>
              </li>
            ))}
          </ul>
          <Button block variant="ghost" onClick={finish}>
            {i18n._(msg`Maybe later`)}
          </Button>
        </div>
      </Modal>
    </Suspense>
  );
}
