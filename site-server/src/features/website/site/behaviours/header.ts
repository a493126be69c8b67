import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the header sticks once the page has scrolled 300 px. */
export const AFFIX_OFFSET = 300;

export interface HeaderState {
  /** Stuck to the top of the window. */
  affixed: boolean;
  /** Slid away (auto-hiding menu): scrolling down hides it, scrolling up shows it again. */
  hidden: boolean;
}

/** The header's state after a scroll from `lastY` to `y`. */
export function nextHeaderState(lastY: number, y: number): HeaderState {
  const affixed = y > AFFIX_OFFSET;
  return { affixed, hidden: affixed && y > lastY };
}

/** Header affix and auto-hiding menu; off in editor mode (the header stays where it is). */
export function useHeaderScroll(enabled: boolean): HeaderState {
  const [state, setState] = useState<HeaderState>({ affixed: false, hidden: false });
  const lastY = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const next = nextHeaderState(lastY.current, y);
        lastY.current = y;
        setState((current) =>
          current.affixed === next.affixed && current.hidden === next.hidden ? current : next,
        );
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
  return enabled ? state : { affixed: false, hidden: false };
}
