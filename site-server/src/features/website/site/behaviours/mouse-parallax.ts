import { useEffect, type RefObject } from 'react';
import { prefersReducedMotion } from './motion';

/** How far (px) the banner's picture follows the mouse at the banner's edges. */
export const MOUSE_PARALLAX_PX = 14;

/** The picture's shift for a pointer at (x, y) of a box `width` × `height`: opposite the pointer, at most MOUSE_PARALLAX_PX. */
export function mouseParallaxShift(
  x: number,
  y: number,
  width: number,
  height: number,
): { dx: number; dy: number } {
  const across = width > 0 ? (x / width) * 2 - 1 : 0;
  const down = height > 0 ? (y / height) * 2 - 1 : 0;
  return { dx: Math.round(-across * MOUSE_PARALLAX_PX) || 0, dy: Math.round(-down * MOUSE_PARALLAX_PX) || 0 };
}

/**
 * Mouse-follow parallax on a banner (SPEC §2): the picture shifts a little against the mouse over
 * its banner. A mouse only (not touch), never in the editor or when less motion is asked.
 */
export function useMouseParallax(picture: RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const image = picture.current;
    const area = image?.parentElement;
    if (!enabled || !image || !area || prefersReducedMotion()) return;
    const onMove = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      const box = area.getBoundingClientRect();
      const { dx, dy } = mouseParallaxShift(
        event.clientX - box.left,
        event.clientY - box.top,
        box.width,
        box.height,
      );
      image.style.transform = `translate3d(${dx}px, ${dy}px, 0) scale(1.05)`;
    };
    const onLeave = () => {
      image.style.transform = '';
    };
    area.addEventListener('pointermove', onMove);
    area.addEventListener('pointerleave', onLeave);
    return () => {
      area.removeEventListener('pointermove', onMove);
      area.removeEventListener('pointerleave', onLeave);
      image.style.transform = '';
    };
  }, [picture, enabled]);
}
