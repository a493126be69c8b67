import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { EventBus } from './event-bus';

/** The event bus on the real database (SQLite, or PostgreSQL under npm run test:pg). */
/** An outbox row that no worker sends: something for a transaction to write. */
const heldMail = (subject: string) => ({
  from: 'shop@example.com',
  to: 'someone@example.com',
  subject,
  text: 'x',
  html: null,
  state: 'held' as const,
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  sentAt: null,
});

describe('event bus', () => {
  let server: TestServer;
  let bus: EventBus;
  const logged: string[] = [];
  beforeAll(async () => {
    server = await startTestServer({ seedDemo: false });
    bus = new EventBus({ error: (_details, message) => logged.push(message) }).attach(server.dataSource);
  });
  afterAll(() => server?.close());

  function listen(options?: { evenIfRolledBack?: boolean }) {
    const seen: number[] = [];
    const stop = bus.subscribe('jobs.enqueued', () => seen.push(seen.length + 1), options);
    return { seen, stop };
  }

  it('delivers an event published in a transaction after it commits, not before', async () => {
    const { seen, stop } = listen();
    await server.dataSource.transaction(async (em) => {
      bus.publish(em, 'jobs.enqueued', {});
      expect(bus.isPending('jobs.enqueued')).toBe(true);
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([1]);
    expect(bus.isPending('jobs.enqueued')).toBe(false);
    stop();
  });

  it('drops it on a rollback, except for subscribers that ask for it', async () => {
    const plain = listen();
    const cache = listen({ evenIfRolledBack: true });
    await expect(
      server.dataSource.transaction(async (em) => {
        bus.publish(em, 'jobs.enqueued', {});
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(plain.seen).toEqual([]);
    expect(cache.seen).toEqual([1]);
    expect(bus.isPending('jobs.enqueued')).toBe(false);
    plain.stop();
    cache.stop();
  });

  it('waits for the outer transaction when a savepoint ends', async () => {
    const { seen, stop } = listen();
    await server.dataSource.transaction(async (outer) => {
      await outer.transaction(async (inner) => bus.publish(inner, 'jobs.enqueued', {}));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([1]);
    stop();
  });

  it('delivers at once outside a transaction', () => {
    const { seen, stop } = listen();
    bus.publish(null, 'jobs.enqueued', {});
    bus.publish(server.dataSource.manager, 'jobs.enqueued', {});
    expect(seen).toEqual([1, 2]);
    stop();
  });

  it('publishes record.written for entity writes, after commit', async () => {
    const tables: string[] = [];
    const stop = bus.subscribe('record.written', ({ table }) => tables.push(table));
    await server.dataSource.transaction(async (em) => {
      await em.getRepository(OutboxMail).save(em.getRepository(OutboxMail).create(heldMail('Hello')));
      expect(tables).toEqual([]);
    });
    expect(tables).toEqual([server.dataSource.getMetadata(OutboxMail).tableName]);
    stop();
  });

  it('logs a failing handler and still commits and delivers to the others', async () => {
    const stopFailing = bus.subscribe('jobs.enqueued', () => {
      throw new Error('handler broke');
    });
    const { seen, stop } = listen();
    await server.dataSource.transaction(async (em) => bus.publish(em, 'jobs.enqueued', {}));
    expect(seen).toEqual([1]);
    expect(logged).toContain('event handler failed');
    stopFailing();
    stop();
  });
  it('hands committed shared events to the relay, and delivers those of other processes without relaying them', async () => {
    const relayed: string[] = [];
    bus.relayTo((name) => relayed.push(name));
    bus.share('jobs.enqueued', { everything: {} });
    const all = listen();
    const seen: string[] = [];
    const stopElsewhere = bus.subscribe('jobs.enqueued', () => seen.push('elsewhere only'), {
      fromElsewhereOnly: true,
    });
    await server.dataSource.transaction(async (em) => {
      bus.publish(em, 'jobs.enqueued', {});
      bus.publish(em, 'record.written', { table: 'not shared' });
    });
    await expect(
      server.dataSource.transaction(async (em) => {
        bus.publish(em, 'jobs.enqueued', {});
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // Committed once here: relayed once, delivered here, not to those waiting for other processes.
    expect(relayed).toEqual(['jobs.enqueued']);
    expect(all.seen).toEqual([1]);
    expect(seen).toEqual([]);

    bus.deliverFromElsewhere('jobs.enqueued', {});
    expect(relayed).toEqual(['jobs.enqueued']);
    expect(all.seen).toEqual([1, 2]);
    expect(seen).toEqual(['elsewhere only']);
    bus.relayTo(null);
    all.stop();
    stopElsewhere();
  });

  describe('work before the commit', () => {
    const mails = (subject: string) => server.dataSource.getRepository(OutboxMail).countBy({ subject });
    function writeMail(subject: string) {
      return bus.beforeCommit('jobs.enqueued', async (_payload, em) => {
        await em.getRepository(OutboxMail).insert(heldMail(subject));
      });
    }

    it('runs in the publishing transaction: it commits with it, and rolls back with it', async () => {
      const stop = writeMail('joined');
      await server.dataSource.transaction(async (em) => bus.publish(em, 'jobs.enqueued', {}));
      expect(await mails('joined')).toBe(1);
      await expect(
        server.dataSource.transaction(async (em) => {
          bus.publish(em, 'jobs.enqueued', {});
          throw new Error('the write failed');
        }),
      ).rejects.toThrow('the write failed');
      expect(await mails('joined')).toBe(1);
      stop();
    });

    it('rolls the transaction back when it fails', async () => {
      const stop = bus.beforeCommit('jobs.enqueued', async () => {
        throw new Error('could not enqueue');
      });
      const { seen, stop: stopListening } = listen();
      await expect(
        server.dataSource.transaction(async (em) => {
          await em.getRepository(OutboxMail).insert(heldMail('the write'));
          bus.publish(em, 'jobs.enqueued', {});
        }),
      ).rejects.toThrow('could not enqueue');
      expect(await mails('the write')).toBe(0);
      expect(seen).toEqual([]);
      stop();
      stopListening();
    });

    it('refuses an event published outside a transaction', () => {
      const stop = writeMail('outside');
      expect(() => bus.publish(null, 'jobs.enqueued', {})).toThrow(/inside a transaction/);
      stop();
    });
  });
});
