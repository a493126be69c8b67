import { useEffect, useState } from 'react';

/** Whether the page has scrolled past `offset` px (false on the server and in the editor). */
export function useScrolledPast(offset: number, enabled: boolean): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setPast(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset, enabled]);
  return past;
}

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
