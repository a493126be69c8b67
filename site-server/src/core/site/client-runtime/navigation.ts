import { useEffect, useState } from 'react';

/**
 * React Router's navigation hooks with the browser's own navigation: every link, form and navigation
 * loads a page from the server (its actions answer a form with a redirect or a page, as without
 * JavaScript), so the location is the window's, a revalidation reloads the page, and the navigation's
 * state only says a form is being sent until the next page replaces this one.
 */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

let location: Location | undefined;

export function useLocation(): Location {
  const { pathname, search, hash } = window.location;
  if (location?.pathname !== pathname || location.search !== search || location.hash !== hash)
    location = { pathname, search, hash, state: null, key: 'default' };
  return location;
}

type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export const pathOf = (to: To): string =>
  typeof to === 'string'
    ? to
    : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`;

export function useNavigate() {
  return (to: To | number, options: { replace?: boolean } = {}) => {
    if (typeof to === 'number') history.go(to);
    else if (options.replace) window.location.replace(pathOf(to));
    else window.location.assign(pathOf(to));
  };
}

type SearchInit = string | URLSearchParams | Record<string, string | string[]>;

function searchOf(init: SearchInit): string {
  const params =
    typeof init === 'string' || init instanceof URLSearchParams
      ? new URLSearchParams(init)
      : new URLSearchParams(
          Object.entries(init).flatMap(([key, value]) => [value].flat().map((v) => [key, v])),
        );
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function useSearchParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const setSearchParams = (
    next: SearchInit | ((previous: URLSearchParams) => SearchInit),
    options?: { replace?: boolean },
  ) =>
    navigate(
      { search: searchOf(typeof next === 'function' ? next(new URLSearchParams(search)) : next) },
      options,
    );
  return [new URLSearchParams(search), setSearchParams] as const;
}

export function useRevalidator() {
  return {
    state: 'idle' as const,
    // A GET of the same address: a reload would send a form again when the page answered one.
    revalidate: () => {
      const { href, hash } = window.location;
      if (hash) window.location.reload();
      else window.location.replace(href);
      return new Promise<void>(() => {});
    },
  };
}

interface Navigation {
  state: 'idle' | 'loading' | 'submitting';
  formMethod?: string;
  formAction?: string;
}

const IDLE: Navigation = { state: 'idle' };
let navigation = IDLE;
const listeners = new Set<(navigation: Navigation) => void>();

function setNavigation(next: Navigation) {
  navigation = next;
  for (const listener of listeners) listener(next);
}

/** A form the browser sends: the page shows it is on its way (submit buttons, the loading bar). */
export function formSent(form: HTMLFormElement, submitter?: HTMLElement | null) {
  const method = (submitter?.getAttribute('formmethod') || form.method || 'get').toLowerCase();
  const action = new URL(submitter?.getAttribute('formaction') || form.action, window.location.href);
  setNavigation({
    state: method === 'get' ? 'loading' : 'submitting',
    formMethod: method,
    formAction: `${action.pathname}${action.search}`,
  });
}

if (typeof window !== 'undefined') {
  // After the page's own handlers: a form they stopped is not sent.
  window.addEventListener('submit', (event) => {
    if (!event.defaultPrevented && event.target instanceof HTMLFormElement)
      formSent(event.target, (event as SubmitEvent).submitter);
  });
  // Back to a page the browser kept (back/forward cache): nothing is on its way any more.
  window.addEventListener('pageshow', () => setNavigation(IDLE));
}

export function useNavigation(): Navigation {
  const [current, setCurrent] = useState(navigation);
  useEffect(() => {
    listeners.add(setCurrent);
    return () => void listeners.delete(setCurrent);
  }, []);
  return current;
}

type SubmitTarget =
  | HTMLFormElement
  | HTMLButtonElement
  | HTMLInputElement
  | FormData
  | URLSearchParams
  | Record<string, unknown>
  | null;

/** Sends a form (or data) as the browser sends a form: the server answers with the next page. */
export function useSubmit() {
  return async (target: SubmitTarget, options: { method?: string; action?: string } = {}) => {
    let form: HTMLFormElement;
    if (target instanceof HTMLFormElement) form = target;
    else if (target instanceof HTMLButtonElement || target instanceof HTMLInputElement) {
      target.form?.requestSubmit(target);
      return;
    } else {
      form = document.createElement('form');
      form.hidden = true;
      const entries =
        target instanceof FormData || target instanceof URLSearchParams
          ? [...target.entries()]
          : Object.entries(target ?? {});
      for (const [name, value] of entries) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = String(value);
        form.append(input);
      }
      form.action = options.action ?? `${window.location.pathname}${window.location.search}`;
      document.body.append(form);
    }
    if (options.method) form.method = options.method;
    if (options.action) form.action = options.action;
    formSent(form);
    // submit(), not requestSubmit(): the form's own submit handler already ran (it asked for this).
    HTMLFormElement.prototype.submit.call(form);
  };
}
