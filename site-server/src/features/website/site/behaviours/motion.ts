/** Whether the visitor asked for less motion (then scrolls jump and nothing animates). */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/** Ease in and out over t in 0..1. */
export const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to `top` in `durationMs` (at once when less motion is asked). */
export function scrollWindowTo(top: number, durationMs: number): Promise<void> {
  const start = window.scrollY;
  if (prefersReducedMotion() || durationMs <= 0 || start === top) {
    window.scrollTo(0, top);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const began = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - began) / durationMs);
      window.scrollTo(0, start + (top - start) * easeInOut(t));
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}
