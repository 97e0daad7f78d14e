import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { languageAtom } from '../../atoms/preferences';
import { readySiteAtom } from '../../atoms/site';
import { LANGUAGE_INFO } from '../../i18n/languages';
import type { WidgetBaseProps } from '../define-widget';
import { clockText, gmtOffset } from './clock-format';
import type { HeaderClockProps } from './header-clock.props';
import styles from './header-clock.module.css';

/** The current time, updated on each new second. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      // Wake just after the next second starts, so the display never skips or lags.
      timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 5);
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** GMT offset and a clock ticking every second (spec §2, §9; R2.30), in the site's time zone. */
export default function HeaderClock({ showDate = false }: HeaderClockProps & WidgetBaseProps) {
  const { t } = useLingui();
  const { timeZone } = useAtomValue(readySiteAtom).settings;
  const tag = LANGUAGE_INFO[useAtomValue(languageAtom)].tag;
  const now = useNow();
  const offset = gmtOffset(timeZone, now);
  const time = clockText(timeZone, tag, now, showDate);
  return (
    <span className={styles.clock} role="timer" aria-label={t`Site time ${offset} ${time}`}>
      <span className={styles.offset}>{offset}</span>
      {/* Only the time changes each second; screen readers are not told every tick. */}
      <time className={styles.time} dateTime={now.toISOString()} aria-hidden="true">
        {time}
      </time>
    </span>
  );
}
