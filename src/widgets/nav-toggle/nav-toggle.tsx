import { Trans } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { isGamePage, navCollapsedAtom } from '../../atoms/shell';
import { readySiteAtom } from '../../atoms/site';
import type { WidgetBaseProps } from '../define-widget';
import type { NavToggleProps } from './nav-toggle.props';
import styles from './nav-toggle.module.css';

/** The nav toggle of game pages (spec §2; R2.26). Elsewhere the nav is always shown. */
export default function NavToggle(_props: NavToggleProps & WidgetBaseProps) {
  const site = useAtomValue(readySiteAtom);
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useAtom(navCollapsedAtom);
  const onGame = isGamePage(site, pathname);
  // Leaving the game page brings the nav back for the next one.
  useEffect(() => {
    if (!onGame) setCollapsed(false);
  }, [onGame, setCollapsed]);
  if (!onGame) return null;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={!collapsed}
      onClick={() => setCollapsed(!collapsed)}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" className={styles.icon}>
        <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {collapsed ? <Trans>Show menu</Trans> : <Trans>Hide menu</Trans>}
    </button>
  );
}
