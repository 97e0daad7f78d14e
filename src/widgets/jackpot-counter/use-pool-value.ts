import { useEffect, useState } from 'react';
import { jackpotValueAt, msToNextTick, type JackpotClock } from '../../atoms/jackpot';

/**
 * The pool's value now (minor units), updated at each of the pool's ticks: one timer per
 * tick, set for the instant the pool rises, so every visitor's figure changes together.
 */
export function usePoolValue(pool: JackpotClock | undefined): number | undefined {
  const [value, setValue] = useState(() => (pool ? jackpotValueAt(pool, Date.now()) : undefined));
  useEffect(() => {
    if (!pool) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const now = Date.now();
      setValue(jackpotValueAt(pool, now));
      // A few ms past the boundary, so a timer that fires on the dot never reads the old tick.
      timer = setTimeout(tick, msToNextTick(pool, now) + 5);
    };
    tick();
    return () => clearTimeout(timer);
  }, [pool]);
  return value;
}
