import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { openCustomerServiceAtom } from '../../atoms/customer-service';
import { openPopupAtom } from '../../atoms/popup';
import { loggedInAtom } from '../../atoms/session';
import { flagsAtom, readySiteAtom } from '../../atoms/site';
import { NavIcon } from '../../ui/icon/nav-icon';
import type { WidgetBaseProps } from '../define-widget';
import { SIDE_BAR_ITEMS, type SideBarItem } from './side-bar-items';
import type { SideBarProps } from './side-bar.props';
import { Link } from '../../ui/link/link';
import styles from './side-bar.module.css';

const AppQrPanel = lazy(() => import('./app-qr-panel'));

function Tile({ icon, label, children }: { icon: string; label: ReactNode; children?: ReactNode }) {
  return (
    <>
      <NavIcon name={icon} size={22} />
      <span className={styles.label}>{label}</span>
      {children}
    </>
  );
}

/**
 * The side bar of spec §1 (R1.13, R9.11): promotion, customer service, Telegram, app QR
 * codes, invite links; and the chat room (R1.15), which the spec names without a place. Beside the content on wide screens; folded into one button where
 * it would cover the content.
 */
export default function SideBar({ items = [...SIDE_BAR_ITEMS] }: SideBarProps & WidgetBaseProps) {
  const { t } = useLingui();
  const { settings } = useAtomValue(readySiteAtom);
  const flags = useAtomValue(flagsAtom);
  const loggedIn = useAtomValue(loggedInAtom);
  const openPopup = useSetAtom(openPopupAtom);
  const customerService = useSetAtom(openCustomerServiceAtom);
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);

  useEffect(() => {
    setExpanded(false);
    setQrOpen(false);
  }, [pathname]);

  const available = items.filter((item) => {
    if (item === 'telegram') return Boolean(settings.customerService.telegram);
    if (item === 'app') return Boolean(settings.appDownload);
    if (item === 'invite') return flags.has('REFERRALPROMO3');
    return true;
  });
  if (available.length === 0) return null;

  const render = (item: SideBarItem) => {
    switch (item) {
      case 'promotion':
        return (
          <Link to="/promotions" className={styles.tile}>
            <Tile icon="promotion" label={<Trans>Offers</Trans>} />
          </Link>
        );
      case 'service':
        return (
          <button type="button" className={styles.tile} onClick={() => void customerService()}>
            <Tile icon="service" label={<Trans>Support</Trans>} />
          </button>
        );
      case 'chat':
        return (
          <button type="button" className={styles.tile} onClick={() => openPopup('chatRoom')}>
            <Tile icon="chat" label={<Trans>Chat</Trans>} />
          </button>
        );
      case 'feedback':
        return (
          <Link to="/feedback" className={styles.tile}>
            <Tile icon="feedback" label={<Trans>Feedback</Trans>} />
          </Link>
        );
      case 'telegram':
        return (
          <a
            className={styles.tile}
            href={settings.customerService.telegram}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Tile icon="telegram" label="Telegram" />
          </a>
        );
      case 'app': {
        const app = settings.appDownload;
        if (!app) return null;
        return (
          <div className={styles.qrWrap}>
            <button
              type="button"
              className={styles.tile}
              aria-expanded={qrOpen}
              onClick={() => setQrOpen(!qrOpen)}
            >
              <Tile icon="qr" label={<Trans>App</Trans>} />
            </button>
            {qrOpen && (
              <Suspense fallback={<div className={styles.qrPanel} aria-busy="true" />}>
                <AppQrPanel ios={app.ios} android={app.android} />
              </Suspense>
            )}
          </div>
        );
      }
      case 'invite':
        return (
          <button
            type="button"
            className={styles.tile}
            onClick={() =>
              loggedIn
                ? openPopup({ name: 'memberCentre', params: { page: 'referral' } })
                : openPopup('login')
            }
          >
            <Tile icon="invite" label={<Trans>Invite</Trans>} />
          </button>
        );
    }
  };

  return (
    <nav className={styles.bar} aria-label={t`Shortcuts`} data-expanded={expanded || undefined}>
      <button
        type="button"
        className={styles.fold}
        aria-expanded={expanded}
        aria-label={expanded ? t`Hide shortcuts` : t`Show shortcuts`}
        onClick={() => setExpanded(!expanded)}
      >
        <NavIcon name={expanded ? 'close' : 'service'} size={24} />
      </button>
      <ul className={styles.items}>
        {available.map((item) => (
          <li key={item}>{render(item)}</li>
        ))}
      </ul>
    </nav>
  );
}
