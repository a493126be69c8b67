import { useEffect, type RefObject } from 'react';
import { REVEAL_AT } from '@shared/website/interactive-blocks';
import { prefersReducedMotion } from './motion';

/**
 * Reveals the page blocks that follow `marker` as each comes into view: hidden (faded, lowered) until
 * its top reaches 70 % of the window's height, then shown for good. Nothing hides without JavaScript,
 * in the editor, or when the visitor asks for less motion.
 */
export function useRevealFollowing(marker: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const start = marker.current?.closest('.block');
    if (!enabled || !start || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    const blocks: HTMLElement[] = [];
    for (let next = start.nextElementSibling; next; next = next.nextElementSibling)
      if (next instanceof HTMLElement && next.classList.contains('block')) blocks.push(next);
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) {
            entry.target.classList.replace('block--reveal-pending', 'block--revealed');
            observer.unobserve(entry.target);
          }
      },
      // The window less its bottom 30 %: a block counts once its top passed 70 % of the height.
      { rootMargin: `0px 0px -${Math.round((1 - REVEAL_AT) * 100)}% 0px` },
    );
    for (const block of blocks) {
      if (block.getBoundingClientRect().top < window.innerHeight * REVEAL_AT) continue;
      block.classList.add('block--reveal-pending');
      observer.observe(block);
    }
    return () => observer.disconnect();
  }, [marker, enabled]);
}
