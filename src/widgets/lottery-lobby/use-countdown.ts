import { useEffect, useState } from 'react';

/** Seconds left until `iso`, ticking every second (0 once passed). */
export function useCountdown(iso: string | undefined): number {
  const left = () => (iso ? Math.max(0, Math.round((new Date(iso).getTime() - Date.now()) / 1000)) : 0);
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // `left` reads only `iso`.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- iso is the only input
  }, [iso]);
  return seconds;
}

export function clock(seconds: number): string {
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
