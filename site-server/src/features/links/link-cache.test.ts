/** The redirects' code cache and `links.changed` (shared across processes: docs/links.md). */
import { describe, expect, it } from 'vitest';
import { EventBus } from '../../core/events';
import { LinkCodeCache } from './link-cache';

const link = {
  id: 7,
  location: 'https://example.org/a',
  host: 'example.org',
  madeByStaff: true,
  rules: null,
};

describe('LinkCodeCache', () => {
  it('forgets the links another process changed, and the codes it knew missing (one may be new)', () => {
    const events = new EventBus({ error: () => undefined });
    const cache = new LinkCodeCache(events);
    cache.set('kept', { ...link, id: 8 });
    cache.set('old', link);
    cache.markMissing('new');
    events.deliverFromElsewhere('links.changed', { ids: [7] });
    expect(cache.get('old')).toBeUndefined();
    expect(cache.get('kept')).toBeDefined();
    expect(cache.isKnownMissing('new')).toBe(false);
    events.deliverFromElsewhere('links.changed', { ids: null });
    expect(cache.get('kept')).toBeUndefined();
  });

  it('does not keep a link read from the database while it was changed elsewhere (the read may be older)', () => {
    const events = new EventBus({ error: () => undefined });
    const cache = new LinkCodeCache(events);
    const before = cache.mark;
    // The redirect's read is under way when another process renames the link.
    events.deliverFromElsewhere('links.changed', { ids: [7] });
    cache.setIfUnchanged(before, 'old', link);
    expect(cache.get('old')).toBeUndefined();
    cache.setIfUnchanged(cache.mark, 'new', link);
    expect(cache.get('new')).toEqual(link);
  });
});
