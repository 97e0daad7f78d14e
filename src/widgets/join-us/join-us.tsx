import { Trans } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { openCustomerServiceAtom } from '../../atoms/customer-service';
import { openPopupAtom } from '../../atoms/popup';
import { loggedInAtom } from '../../atoms/session';
import { readySiteAtom } from '../../atoms/site';
import { useSiteText } from '../../i18n/use-site-text';
import { NavIcon } from '../../ui/icon/nav-icon';
import type { WidgetBaseProps } from '../define-widget';
import type { JoinUsProps } from './join-us.props';
import styles from './join-us.module.css';

/** Join us (spec §2 /join): the partner programme for agents, and the way in. */
export default function JoinUs({ commission }: JoinUsProps & WidgetBaseProps) {
  const text = useSiteText();
  const { merchant } = useAtomValue(readySiteAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const openDesk = useSetAtom(openCustomerServiceAtom);
  const brandName = merchant.name;
  const share = commission ? text(commission) : null;
  const benefits: [string, ReactNode, ReactNode][] = [
    [
      'gift',
      <Trans key="t1">Commission every day</Trans>,
      <Trans key="d1">Earn on your team’s activity, settled daily with a clear statement.</Trans>,
    ],
    [
      'users',
      <Trans key="t2">Your own team</Trans>,
      <Trans key="d2">
        Invite players and sub-agents, set their contracts and follow their results live.
      </Trans>,
    ],
    [
      'service',
      <Trans key="t3">A manager for you</Trans>,
      <Trans key="d3">A dedicated partner manager answers you around the clock.</Trans>,
    ],
    [
      'promotion',
      <Trans key="t4">Ready-made promotions</Trans>,
      <Trans key="d4">Banners, links and QR codes in every language of the site.</Trans>,
    ],
  ];
  const steps: ReactNode[] = [
    <Trans key="s1">Register a player account.</Trans>,
    <Trans key="s2">Ask customer service to open your partner account.</Trans>,
    <Trans key="s3">Share your invite link and QR code.</Trans>,
    <Trans key="s4">Follow your team and income in the agent centre.</Trans>,
  ];
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <p className={styles.kicker}>
          <Trans>Partner programme</Trans>
        </p>
        <h1 className={styles.title}>
          <Trans>Grow with {brandName}</Trans>
        </h1>
        {share && (
          <p className={styles.share}>
            <Trans>Commission {share}</Trans>
          </p>
        )}
        <div className={styles.actions}>
          {!loggedIn && (
            <button type="button" className={styles.primary} onClick={() => openPopup('register')}>
              <Trans>Register</Trans>
            </button>
          )}
          <button type="button" className={styles.secondary} onClick={() => void openDesk()}>
            <Trans>Talk to a partner manager</Trans>
          </button>
        </div>
      </header>
      <ul className={styles.benefits}>
        {benefits.map(([icon, title, body]) => (
          <li key={icon} className={styles.benefit}>
            <NavIcon name={icon} size={26} />
            <h2 className={styles.benefitTitle}>{title}</h2>
            <p>{body}</p>
          </li>
        ))}
      </ul>
      <section className={styles.how} aria-labelledby="join-how">
        <h2 id="join-how" className={styles.howTitle}>
          <Trans>How it works</Trans>
        </h2>
        <ol className={styles.steps}>
          {steps.map((s, i) => (
            <li key={i}>
              <span className={styles.number} aria-hidden="true">
                {i + 1}
              </span>
              {s}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
