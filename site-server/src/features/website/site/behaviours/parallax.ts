import { useEffect, type RefObject } from 'react';

/**
 * How far the background moves for a block whose top is at `top` in a window `windowHeight` tall:
 * speed 1 scrolls with the page (no shift), 0 stays fixed.
 */
export function parallaxOffset(top: number, windowHeight: number, speed: number): number {
  const fromCentre = top - windowHeight / 2;
  return Math.round(-fromCentre * (1 - speed) * 0.5) || 0;
}

/** Moves the background of `ref` as the page scrolls; with JavaScript off it simply stays put. */
export function useParallax(ref: RefObject<HTMLElement | null>, speed: number, enabled: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const offset = parallaxOffset(element.getBoundingClientRect().top, window.innerHeight, speed);
        element.style.setProperty('--parallax-shift', `${offset}px`);
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [ref, speed, enabled]);
}
