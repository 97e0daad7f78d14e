import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { isGamePage, navCollapsedAtom } from '../../atoms/shell';
import { readySiteAtom } from '../../atoms/site';
import type { WidgetBaseProps } from '../define-widget';
import type { HeaderRowProps } from './header-row.props';
import styles from './header-row.module.css';

/** One band of the header (spec §2 top row and bottom bar), its children in a row. */
export default function HeaderRow({ variant = 'main', children }: HeaderRowProps & WidgetBaseProps) {
  const site = useAtomValue(readySiteAtom);
  const { pathname } = useLocation();
  const collapsed = useAtomValue(navCollapsedAtom) && variant === 'main' && isGamePage(site, pathname);
  return (
    <div
      className={`${styles.band} ${styles[variant]}`}
      data-collapsed={collapsed || undefined}
      data-testid={`header-row-${variant}`}
      {...(collapsed ? { inert: true, 'aria-hidden': true } : {})}
    >
      <div className={styles.inner}>{children}</div>
    </div>
  );
}
