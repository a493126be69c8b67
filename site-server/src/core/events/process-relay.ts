import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { DataSource } from 'typeorm';
import type { EventBus, EventName } from './event-bus';

/** The PostgreSQL channel the processes of one database tell each other their committed events on. */
export const EVENTS_CHANNEL = 'vitrine_events';
/** PostgreSQL refuses a notification of 8,000 bytes or more: past this, each event goes as "everything". */
const MAX_NOTIFICATION_BYTES = 7_500;
const FIRST_RECONNECT_MS = 250;
const LAST_RECONNECT_MS = 10_000;

/** One notification: the sending process and its events of one burst, each name once. */
interface Notification {
  p: string;
  e: Array<[EventName, unknown]>;
}

export interface ProcessRelayLogger {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ProcessRelayOptions {
  /** The database's address: the relay keeps one connection of its own there, listening. */
  connectionString: string;
  /** Sends a notification (through the data source's pool, after the write committed). */
  notify(channel: string, payload: string): Promise<unknown>;
  logger: ProcessRelayLogger;
}

/**
 * Caches that follow writes in every process (PostgreSQL only; SQLite is one process). The events the
 * features `share` are sent, once committed here, as one `pg_notify` per burst (a batch import
 * publishing thousands of `catalog.changed` sends one); the notifications of the other processes are
 * delivered on this process's bus, so their subscribers (the caches) work as for a local write, and so
 * is `db.committed` (the page cache). One dedicated connection listens; when it is lost, it reconnects
 * and every shared event is delivered with its "everything" payload, since notifications were missed.
 */
export class ProcessRelay {
  /** Tells this process's notifications from the others' (PostgreSQL sends them to the sender too). */
  readonly processId = randomBytes(9).toString('base64url');
  private readonly outgoing = new Map<EventName, unknown>();
  private flushScheduled = false;
  private readonly sending = new Set<Promise<void>>();
  private client: pg.Client | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectMs = FIRST_RECONNECT_MS;
  private closed = false;

  constructor(
    private readonly bus: EventBus,
    private readonly options: ProcessRelayOptions,
  ) {}

  /** Starts listening, and sending this process's shared events. */
  async start(): Promise<void> {
    this.bus.relayTo((name, payload) => this.queue(name, payload));
    try {
      await this.listen();
    } catch (error) {
      // The server still starts: its caches follow the others' writes within their expiry meanwhile.
      this.options.logger.warn({ err: error }, 'could not listen to the other processes yet');
      this.reconnectLater();
    }
  }

  /** The listening connection's server process (tests end it to see the relay reconnect). */
  get listenerPid(): number | null {
    return (this.client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.bus.relayTo(null);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.outgoing.size) this.flush();
    await Promise.allSettled([...this.sending]);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private queue(name: EventName, payload: unknown) {
    const shared = this.bus.sharedEvents().get(name);
    if (!shared) return;
    const queued = this.outgoing.get(name);
    this.outgoing.set(name, queued === undefined ? payload : (shared.merge?.(queued, payload) ?? queued));
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    // After the current burst of deliveries (every event of the committed transaction).
    setImmediate(() => this.flush());
  }

  private flush() {
    this.flushScheduled = false;
    if (this.outgoing.size === 0) return;
    const events = [...this.outgoing];
    this.outgoing.clear();
    let text = JSON.stringify({ p: this.processId, e: events } satisfies Notification);
    if (Buffer.byteLength(text) > MAX_NOTIFICATION_BYTES) {
      const shared = this.bus.sharedEvents();
      text = JSON.stringify({
        p: this.processId,
        e: events.map(([name]) => [name, shared.get(name)!.everything]),
      } satisfies Notification);
    }
    const sent = this.options
      .notify(EVENTS_CHANNEL, text)
      .then(() => undefined)
      // The others' caches then follow within their safety expiry.
      .catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'could not notify the other processes'),
      )
      .finally(() => this.sending.delete(sent));
    this.sending.add(sent);
  }

  private received(text: string | undefined) {
    let notification: Notification;
    try {
      notification = JSON.parse(text ?? '') as Notification;
    } catch {
      return;
    }
    if (notification.p === this.processId || !Array.isArray(notification.e)) return;
    const shared = this.bus.sharedEvents();
    for (const [name, payload] of notification.e)
      if (shared.has(name)) this.bus.deliverFromElsewhere(name, payload);
    // A shared page may show what changed there: this process's page cache starts over.
    this.bus.deliverFromElsewhere('db.committed', {});
  }

  /** After a lost connection: what changed meanwhile is unknown, so every shared cache starts over. */
  private missedSome() {
    for (const [name, shared] of this.bus.sharedEvents())
      this.bus.deliverFromElsewhere(name, shared.everything);
    this.bus.deliverFromElsewhere('db.committed', {});
  }

  private async listen(): Promise<void> {
    // Loaded here: the bundled server imports this module statically, and SQLite never needs pg.
    const { default: postgres } = await import('pg');
    const client = new postgres.Client({ connectionString: this.options.connectionString });
    let listening = false;
    const lost = (error?: unknown) => {
      if (!listening || this.closed || this.client !== client) return;
      listening = false;
      this.client = null;
      this.options.logger.warn({ err: error }, 'the connection listening to the other processes was lost');
      client.end().catch(() => undefined);
      this.reconnectLater();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) this.received(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    listening = true;
  }

  private reconnectLater() {
    const delay = this.reconnectMs;
    this.reconnectMs = Math.min(delay * 2, LAST_RECONNECT_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.listen().then(
        () => {
          if (this.closed) return;
          this.reconnectMs = FIRST_RECONNECT_MS;
          this.missedSome();
        },
        (error: unknown) => {
          if (this.closed) return;
          this.options.logger.warn({ err: error }, 'could not listen to the other processes yet');
          this.reconnectLater();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }
}

/** Starts this process's relay on the database of `dataSource` (PostgreSQL), sending through its pool. */
export async function startProcessRelay(
  connectionString: string,
  bus: EventBus,
  dataSource: DataSource,
  logger: ProcessRelayLogger,
): Promise<ProcessRelay> {
  const relay = new ProcessRelay(bus, {
    connectionString,
    notify: (channel, payload) => dataSource.query('SELECT pg_notify($1, $2)', [channel, payload]),
    logger,
  });
  await relay.start();
  return relay;
}
