import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while enabled (the countdown's clock). */
export function useNow(intervalMs: number, enabled: boolean, initial: number): number {
  const [now, setNow] = useState(initial);
  useEffect(() => {
    if (!enabled) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, enabled]);
  return now;
}
