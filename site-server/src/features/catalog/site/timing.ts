/** Rate limits of the shop's calls (SPEC §9): throttled combination info, debounced cart quantities. */

/**
 * Calls `run` at most once per `interval` ms: at once when the last call is old enough, otherwise once
 * at the end of the interval with the latest arguments (so the last choice always gets its answer).
 */
export function throttle<A extends unknown[]>(run: (...args: A) => void, interval: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const fire = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    last = Date.now();
    run(...args);
  };
  const throttled = (...args: A) => {
    pending = args;
    if (timer) return;
    const wait = last + interval - Date.now();
    if (wait <= 0) fire();
    else timer = setTimeout(fire, wait);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

/** Calls `run` once `delay` ms have passed without a new call, with the latest arguments. */
export function debounce<A extends unknown[]>(run: (...args: A) => void, delay: number) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      run(...args);
    }, delay);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}

export const COMBINATION_THROTTLE_MS = 500;
export const CART_QUANTITY_DEBOUNCE_MS = 500;
export const POPOVER_OPEN_DELAY_MS = 100;
export const POPOVER_CLOSE_DELAY_MS = 1000;
