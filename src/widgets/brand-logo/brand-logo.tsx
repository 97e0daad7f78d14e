import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { themeAtom } from '../../atoms/preferences';
import { readySiteAtom } from '../../atoms/site';
import type { WidgetBaseProps } from '../define-widget';
import type { BrandLogoProps } from './brand-logo.props';
import { Link } from '../../ui/link/link';
import styles from './brand-logo.module.css';

/** The logo, to home (spec §2 bottom bar; R2.31); sized by a fixed box so nothing shifts. */
export default function BrandLogo({ height = 40 }: BrandLogoProps & WidgetBaseProps) {
  const { t } = useLingui();
  const { merchant } = useAtomValue(readySiteAtom);
  const theme = useAtomValue(themeAtom);
  const src = theme === 'light' && merchant.logoLight ? merchant.logoLight : merchant.logo;
  const width = Math.round((height * 160) / 48);
  const brandName = merchant.name;
  return (
    <Link
      to="/"
      className={styles.logo}
      aria-label={t`${brandName} home`}
      style={{ '--h': `${height}px` } as CSSProperties}
    >
      <img src={src} alt={merchant.name} width={width} height={height} />
    </Link>
  );
}
