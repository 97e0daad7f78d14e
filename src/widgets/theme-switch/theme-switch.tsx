import { useLingui } from '@lingui/react/macro';
import { useAtom } from 'jotai';
import { themeAtom } from '../../atoms/preferences';
import type { WidgetBaseProps } from '../define-widget';
import type { ThemeSwitchProps } from './theme-switch.props';
import styles from './theme-switch.module.css';

const SUN =
  'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z';
const MOON = 'M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z';

/** Dark (default) or light theme, saved on this device (spec §1, §2; R2.29). */
export default function ThemeSwitch({ showLabel = false }: ThemeSwitchProps & WidgetBaseProps) {
  const { t } = useLingui();
  const [theme, setTheme] = useAtom(themeAtom);
  const light = theme === 'light';
  const label = t`Light theme`;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={light}
      aria-label={showLabel ? undefined : label}
      className={styles.switch}
      onClick={() => setTheme(light ? 'dark' : 'light')}
      title={light ? t`Switch to the dark theme` : t`Switch to the light theme`}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb}>
          <svg viewBox="0 0 24 24" width="14" height="14">
            <path
              d={light ? SUN : MOON}
              fill={light ? 'none' : 'currentColor'}
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      </span>
      {showLabel && <span className={styles.label}>{label}</span>}
    </button>
  );
}
