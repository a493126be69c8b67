/**
 * Sub-menus of the header are <details> elements: they open and close without JavaScript. With it,
 * one opens at a time, a click elsewhere closes them, and a sub-menu near the bottom of the window
 * opens upward (SPEC §2 dropdown direction).
 */

/** Whether a menu of `menuHeight` under a trigger whose box is `trigger` would leave the window. */
export function opensUpward(
  trigger: { top: number; bottom: number },
  menuHeight: number,
  windowHeight: number,
): boolean {
  return trigger.bottom + menuHeight > windowHeight && trigger.top - menuHeight >= 0;
}

/** Wires the dropdowns under `root`; answers the clean-up. */
export function attachDropdowns(root: HTMLElement): () => void {
  const dropdowns = () => Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-dropdown]'));
  const onToggle = (event: Event) => {
    const opened = event.target;
    if (!(opened instanceof HTMLDetailsElement) || !opened.open || !opened.matches('[data-dropdown]')) return;
    for (const other of dropdowns()) if (other !== opened) other.open = false;
    const summary = opened.querySelector('summary');
    const menu = opened.querySelector<HTMLElement>('ul');
    if (!summary || !menu) return;
    const upward = opensUpward(summary.getBoundingClientRect(), menu.offsetHeight, window.innerHeight);
    opened.classList.toggle('dropup', upward);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Node ? event.target : null;
    // A link in a sub-menu navigates in place: the header stays, so its sub-menu closes too.
    const followedLink = target instanceof Element && target.closest('a') !== null;
    for (const dropdown of dropdowns())
      if (dropdown.open && (!dropdown.contains(target) || followedLink)) dropdown.open = false;
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    for (const dropdown of dropdowns()) dropdown.open = false;
  };
  root.addEventListener('toggle', onToggle, true);
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  return () => {
    root.removeEventListener('toggle', onToggle, true);
    document.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
  };
}
