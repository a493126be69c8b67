import type { MouseEvent } from 'react';
/** SPEC §9: images zoom by 1.5, and not at all under 467 px wide (the shop's carousel uses them too). */
export const ZOOM_FACTOR = 1.5;
export const ZOOM_MIN_WIDTH = 467;

/** SPEC §9: no zoom under 467 px of window width. */
export function zoomEnabled(windowWidth: number): boolean {
  return windowWidth >= ZOOM_MIN_WIDTH;
}

/** Where the zoom centres: the pointer's place in the image, in percent. */
export function zoomOrigin(
  pointer: { x: number; y: number },
  box: { left: number; top: number; width: number; height: number },
): string {
  const x = Math.min(100, Math.max(0, ((pointer.x - box.left) / box.width) * 100));
  const y = Math.min(100, Math.max(0, ((pointer.y - box.top) / box.height) * 100));
  return `${x.toFixed(1)}% ${y.toFixed(1)}%`;
}

/** Mouse handlers that zoom an image by 1.5 under the pointer; none in editor mode. */
export function zoomHandlers(enabled: boolean) {
  if (!enabled) return {};
  return {
    onMouseMove(event: MouseEvent<HTMLImageElement>) {
      const image = event.currentTarget;
      if (!zoomEnabled(window.innerWidth)) return;
      image.style.transformOrigin = zoomOrigin(
        { x: event.clientX, y: event.clientY },
        image.getBoundingClientRect(),
      );
      image.style.transform = `scale(${ZOOM_FACTOR})`;
    },
    onMouseLeave(event: MouseEvent<HTMLImageElement>) {
      event.currentTarget.style.transform = '';
      event.currentTarget.style.transformOrigin = '';
    },
  };
}
