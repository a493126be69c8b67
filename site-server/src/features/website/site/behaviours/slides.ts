import { useEffect, useState } from 'react';

/** `index` brought into 0..count-1, going round at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * The current slide of a carousel or slideshow; with `intervalMs` it moves on by itself, paused
 * while `paused` (hover, focus) and never in editor mode.
 */
export function useSlides(
  count: number,
  options: { enabled: boolean; intervalMs?: number; paused?: boolean },
) {
  const [index, setIndex] = useState(0);
  const { enabled, intervalMs, paused } = options;
  useEffect(() => {
    if (!enabled || !intervalMs || paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, intervalMs, paused, count]);
  return {
    index,
    go: (next: number) => setIndex(wrapIndex(next, count)),
    next: () => setIndex((current) => wrapIndex(current + 1, count)),
    previous: () => setIndex((current) => wrapIndex(current - 1, count)),
  };
}
