import { describe, expect, it } from 'vitest';
import { createNavbarDispatcher, NAVBAR_ACTION_RETRIES, NAVBAR_RETRY_MS } from './navbar-actions';

/** A dispatcher whose retries wait in a queue the test runs, and whose warnings it reads. */
function dispatcher() {
  const queue: Array<{ retry: () => void; ms: number }> = [];
  const warnings: string[] = [];
  const navbar = createNavbarDispatcher({
    schedule: (retry, ms) => queue.push({ retry, ms }),
    warn: (message) => warnings.push(message),
  });
  const runRetries = (count: number) => {
    for (let n = 0; n < count && queue.length; n++) queue.shift()!.retry();
  };
  return { navbar, queue, warnings, runRetries };
}

describe('the navbar’s action dispatcher (SPEC §8)', () => {
  it('warns once when an action is still unhandled after 50 retries, and drops it', async () => {
    const { navbar, queue, warnings, runRetries } = dispatcher();
    const outcome = navbar.dispatch('publish', { id: 1 });
    runRetries(NAVBAR_ACTION_RETRIES - 1);
    expect(warnings).toEqual([]);
    expect(queue).toHaveLength(1);
    runRetries(1);
    expect(warnings).toEqual(['The navbar action "publish" is still unhandled after 50 retries.']);
    expect(queue).toHaveLength(0);
    await expect(outcome).resolves.toBeUndefined();
  });

  it('keeps an early action and runs it once its handler registers, without a warning', async () => {
    const { navbar, queue, warnings, runRetries } = dispatcher();
    const outcome = navbar.dispatch<string>('publish', { id: 7 });
    runRetries(10);
    expect(queue[0]!.ms).toBe(NAVBAR_RETRY_MS);
    const seen: unknown[] = [];
    navbar.register('publish', async (detail: { id: number }) => {
      seen.push(detail);
      return `published ${detail.id}`;
    });
    runRetries(1);
    await expect(outcome).resolves.toBe('published 7');
    expect(seen).toEqual([{ id: 7 }]);
    expect(queue).toHaveLength(0);
    expect(warnings).toEqual([]);
  });

  it('runs an action at once when its handler is there, until it unregisters', async () => {
    const { navbar, queue } = dispatcher();
    const unregister = navbar.register('edit', async () => 'opened');
    await expect(navbar.dispatch('edit', null)).resolves.toBe('opened');
    unregister();
    void navbar.dispatch('edit', null);
    expect(queue).toHaveLength(1);
  });
});
