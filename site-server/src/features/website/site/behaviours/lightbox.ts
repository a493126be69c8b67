import { useCallback, useEffect, useRef, useState } from 'react';
import { wrapIndex } from './slides';

/** SPEC §9: the gallery dialog takes 80 percent of the window. */
export const LIGHTBOX_RATIO = 0.8;

export function lightboxSize(windowWidth: number, windowHeight: number) {
  return {
    width: Math.round(windowWidth * LIGHTBOX_RATIO),
    height: Math.round(windowHeight * LIGHTBOX_RATIO),
  };
}

/**
 * The gallery's lightbox: a native <dialog> opened on a thumbnail's click (with JavaScript off the
 * thumbnail is a plain link to the image). `failed` is set when the image cannot load.
 */
export function useLightbox(count: number) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const open = useCallback((at: number) => {
    setFailed(false);
    setIndex(at);
  }, []);
  const close = useCallback(() => setIndex(null), []);
  const step = useCallback(
    (delta: number) => {
      setFailed(false);
      setIndex((current) => (current === null ? null : wrapIndex(current + delta, count)));
    },
    [count],
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) {
      const size = lightboxSize(window.innerWidth, window.innerHeight);
      element.style.width = `${size.width}px`;
      element.style.height = `${size.height}px`;
      element.showModal();
    } else if (index === null && element.open) element.close();
  }, [index]);

  return { dialog, index, failed, setFailed, open, close, step };
}
