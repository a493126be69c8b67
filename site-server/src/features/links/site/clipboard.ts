import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC §9: the copy label returns after 5 seconds. */
export const COPY_LABEL_RESET_MS = 5000;

/**
 * Puts `text` on the clipboard: the asynchronous Clipboard API where the page may use it (a secure
 * context, permission granted), else the old selection-and-execCommand way. Resolves to false when
 * neither worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the fallback below.
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, so the page does not jump or flash while it is selected.
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.append(area);
  const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  area.select();
  let copied = false;
  try {
    // Deprecated, but the only way left where the Clipboard API is missing (plain-http hosts).
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  focused?.focus();
  return copied;
}

/**
 * The state of a copy button: `copied` turns true when a copy succeeded and false again after
 * COPY_LABEL_RESET_MS; a new copy restarts the delay.
 */
export function useCopiedLabel(resetAfterMs = COPY_LABEL_RESET_MS) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const copy = useCallback(
    async (text: string) => {
      const done = await copyText(text);
      if (!done) return false;
      if (timer.current) clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), resetAfterMs);
      return true;
    },
    [resetAfterMs],
  );
  const reset = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setCopied(false);
  }, []);
  return { copied, copy, reset };
}
