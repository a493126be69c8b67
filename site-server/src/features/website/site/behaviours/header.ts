import { useEffect, useRef, useState } from 'react';

/** SPEC §9: the header sticks once the page has scrolled 300 px (the marketing site's: 120 px). */
export const AFFIX_OFFSET = 300;
export const MARKETING_AFFIX_OFFSET = 120;
/** SPEC §9: the marketing site's menu folds behind a button at 1199 px wide and below. */
export const MARKETING_MENU_FOLD_PX = 1199;

export interface HeaderState {
  /** Stuck to the top of the window. */
  affixed: boolean;
  /** Slid away (auto-hiding menu): scrolling down hides it, scrolling up shows it again. */
  hidden: boolean;
}

/** The header's state after a scroll from `lastY` to `y`. */
export function nextHeaderState(lastY: number, y: number, offset = AFFIX_OFFSET): HeaderState {
  const affixed = y > offset;
  return { affixed, hidden: affixed && y > lastY };
}

/** Header affix and auto-hiding menu; off in editor mode (the header stays where it is). */
export function useHeaderScroll(enabled: boolean, offset = AFFIX_OFFSET): HeaderState {
  const [state, setState] = useState<HeaderState>({ affixed: false, hidden: false });
  const lastY = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const next = nextHeaderState(lastY.current, y, offset);
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
  }, [enabled, offset]);
  return enabled ? state : { affixed: false, hidden: false };
}
