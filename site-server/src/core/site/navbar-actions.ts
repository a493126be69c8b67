/**
 * The publishers' navbar dispatches its actions (publish, …) here (SPEC §8). An action's handler comes
 * with code loaded on demand (code-on-demand.ts), so a click may come before it: the action is kept and
 * tried again every NAVBAR_RETRY_MS until its handler registers; still unhandled after
 * NAVBAR_ACTION_RETRIES retries, it is dropped with a warning in the console.
 */

/** SPEC §8: an action still unhandled after this many retries logs a warning. */
export const NAVBAR_ACTION_RETRIES = 50;
export const NAVBAR_RETRY_MS = 100;

export type NavbarHandler<Detail, Result> = (detail: Detail) => Promise<Result>;

export interface NavbarDispatcher {
  /** The handler of `action` (the last registered wins); answers a function that unregisters it. */
  register<Detail, Result>(action: string, handler: NavbarHandler<Detail, Result>): () => void;
  /**
   * Runs `action`'s handler as soon as there is one: its result, or undefined when none registered
   * in time (the warning is logged then).
   */
  dispatch<Result>(action: string, detail: unknown): Promise<Result | undefined>;
}

export function createNavbarDispatcher({
  schedule = (retry: () => void, ms: number) => void setTimeout(retry, ms),
  warn = (message: string) => console.warn(message),
  retries = NAVBAR_ACTION_RETRIES,
  retryMs = NAVBAR_RETRY_MS,
}: {
  schedule?: (retry: () => void, ms: number) => void;
  warn?: (message: string) => void;
  retries?: number;
  retryMs?: number;
} = {}): NavbarDispatcher {
  const handlers = new Map<string, NavbarHandler<unknown, unknown>>();
  return {
    register(action, handler) {
      handlers.set(action, handler as NavbarHandler<unknown, unknown>);
      return () => {
        if (handlers.get(action) === handler) handlers.delete(action);
      };
    },
    dispatch<Result>(action: string, detail: unknown) {
      return new Promise<Result | undefined>((resolve, reject) => {
        let retried = 0;
        const attempt = () => {
          const handler = handlers.get(action);
          if (handler) return void (handler(detail) as Promise<Result>).then(resolve, reject);
          if (retried >= retries) {
            warn(`The navbar action "${action}" is still unhandled after ${retries} retries.`);
            return resolve(undefined);
          }
          retried += 1;
          schedule(attempt, retryMs);
        };
        attempt();
      });
    },
  };
}

/** The site's one dispatcher (the navbar's buttons and the code that handles them meet here). */
export const navbarActions = createNavbarDispatcher();

/** The navbar's actions. Publish (SPEC §4): flips a record's published flag; answers the new one or why not. */
export const PUBLISH_ACTION = 'publish';
export interface PublishDetail {
  model: string;
  id: number;
}
export type PublishOutcome = { published: boolean } | { failure: { title: string; message: string } };
