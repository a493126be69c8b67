import type {
  DataSource,
  EntityManager,
  EntityMetadata,
  EntitySubscriberInterface,
  QueryRunner,
} from 'typeorm';

/**
 * The events of the platform, by name. A feature adds its own from its folder by declaration merging:
 *
 *   declare module '../../core/events' {
 *     interface VitrineEvents { 'catalog.changed': Record<string, never> }
 *   }
 */
export interface VitrineEvents {
  /** A transaction of the runner committed: anything a shared page shows may have changed. */
  'db.committed': Record<string, never>;
  /** A row of `table` was inserted, updated or removed through TypeORM's entity events. */
  'record.written': { table: string };
}

export type EventName = keyof VitrineEvents;
type Handler<Name extends EventName> = (payload: VitrineEvents[Name]) => void;

interface Subscription {
  handler: (payload: unknown) => void;
  /** Also after a rollback: caches that may have read rows the rollback takes back (SQLite). */
  evenIfRolledBack: boolean;
  /** Only events committed by other processes (what this one already followed by other means). */
  fromElsewhereOnly: boolean;
}

/** Work joined to the transaction that published the event, run just before it commits. */
type BeforeCommitHandler<Name extends EventName> = (
  payload: VitrineEvents[Name],
  em: EntityManager,
) => Promise<void>;

interface PendingEvent {
  name: EventName;
  payload: unknown;
  /** Its before-commit handlers ran. */
  prepared?: boolean;
}

export interface EventBusLogger {
  error(details: object, message: string): void;
}

/** How an event shared across processes travels (core/events/process-relay.ts). */
export interface SharedEvent<Payload> {
  /** What to deliver when the notifications of a while were missed (after a reconnection): "everything changed". */
  everything: Payload;
  /** Two payloads of one burst as one (a batch import sends one notification, not thousands). Default: the first. */
  merge?: (a: Payload, b: Payload) => Payload;
}

/**
 * One bus for what happens after a write (Vendure's EventBus is the model). An event published
 * inside a transaction is held until that transaction ends, then delivered: after a commit to every
 * subscriber, after a rollback only to those that asked for it. Outside a transaction it is
 * delivered at once. Handlers run synchronously and must not throw; an error is logged, never
 * passed on to the write.
 */
export class EventBus {
  private readonly subscriptions = new Map<EventName, Subscription[]>();
  private readonly beforeCommits = new Map<EventName, Array<BeforeCommitHandler<EventName>>>();
  /** Events of transactions that have not ended yet. */
  private readonly pending = new Map<QueryRunner, PendingEvent[]>();
  private readonly shared = new Map<EventName, SharedEvent<unknown>>();
  /** Sends committed shared events to the other processes (PostgreSQL only; none on SQLite). */
  private relay: ((name: EventName, payload: unknown) => void) | null = null;

  constructor(private readonly logger: EventBusLogger) {}

  /** Listens to the transactions of `dataSource`, and publishes `record.written` for its entity writes. */
  attach(dataSource: DataSource): this {
    const written = (event: { manager: EntityManager; metadata?: EntityMetadata }) => {
      // Most writes (carts, sessions, clicks) interest nobody: hold nothing for them.
      if (event.metadata && this.subscriptions.get('record.written')?.length)
        this.publish(event.manager, 'record.written', { table: event.metadata.tableName });
    };
    const subscriber: EntitySubscriberInterface = {
      afterInsert: written,
      afterUpdate: written,
      afterRemove: written,
      afterSoftRemove: written,
      afterRecover: written,
      beforeTransactionCommit: (event) => this.prepare(event.queryRunner),
      afterTransactionCommit: (event) => this.ended(event.queryRunner, true),
      afterTransactionRollback: (event) => this.ended(event.queryRunner, false),
    };
    dataSource.subscribers.push(subscriber);
    return this;
  }

  subscribe<Name extends EventName>(
    name: Name,
    handler: Handler<Name>,
    options: { evenIfRolledBack?: boolean; fromElsewhereOnly?: boolean } = {},
  ): () => void {
    const subscription: Subscription = {
      handler: handler as (payload: unknown) => void,
      evenIfRolledBack: options.evenIfRolledBack ?? false,
      fromElsewhereOnly: options.fromElsewhereOnly ?? false,
    };
    const list = this.subscriptions.get(name) ?? [];
    list.push(subscription);
    this.subscriptions.set(name, list);
    return () => {
      const index = list.indexOf(subscription);
      if (index >= 0) list.splice(index, 1);
    };
  }

  /**
   * Declares `name` shared across processes: once committed here, it is also delivered in every other
   * process of the deployment (its caches follow the write). Payloads stay small (a notification).
   */
  share<Name extends EventName>(name: Name, options: SharedEvent<VitrineEvents[Name]>): void {
    this.shared.set(name, options as SharedEvent<unknown>);
  }

  /** The shared events, by name (what the relay sends, and delivers whole after missing some). */
  sharedEvents(): ReadonlyMap<EventName, SharedEvent<unknown>> {
    return this.shared;
  }

  /** The relay's hook: called with each committed shared event published in this process. */
  relayTo(relay: ((name: EventName, payload: unknown) => void) | null): void {
    this.relay = relay;
  }

  /** Delivers an event another process committed (never relayed back). */
  deliverFromElsewhere(name: EventName, payload: unknown): void {
    this.deliver({ name, payload }, true, false);
  }

  /**
   * Work that must commit or roll back with the write that published `name` (a job that exists if and
   * only if a payment commits): `handler` runs in that transaction, with its manager, just before it
   * commits; its failure rolls the transaction back. Such an event must be published in a transaction.
   */
  beforeCommit<Name extends EventName>(name: Name, handler: BeforeCommitHandler<Name>): () => void {
    const list = this.beforeCommits.get(name) ?? [];
    list.push(handler as BeforeCommitHandler<EventName>);
    this.beforeCommits.set(name, list);
    return () => {
      const index = list.indexOf(handler as BeforeCommitHandler<EventName>);
      if (index >= 0) list.splice(index, 1);
    };
  }

  /** Publishes through `em`: held until its transaction ends, or delivered now outside one. */
  publish<Name extends EventName>(em: EntityManager | null, name: Name, payload: VitrineEvents[Name]): void {
    const runner = em?.queryRunner;
    if (runner && !runner.isReleased && runner.isTransactionActive) {
      const events = this.pending.get(runner) ?? [];
      events.push({ name, payload });
      this.pending.set(runner, events);
      return;
    }
    if (this.beforeCommits.get(name)?.length)
      throw new Error(`The event ${name} has work to commit with it: publish it inside a transaction.`);
    this.deliver({ name, payload }, true);
  }

  /** True while a transaction that published `name` has not ended. */
  isPending(name: EventName): boolean {
    for (const events of this.pending.values()) if (events.some((event) => event.name === name)) return true;
    return false;
  }

  /** Before a commit: the before-commit work of the events published so far, in order (it may publish more). */
  private prepare(runner: QueryRunner | undefined): Promise<void> | undefined {
    const events = runner ? this.pending.get(runner) : undefined;
    // Most commits have no such work: no promise for TypeORM to wait on.
    if (!runner || !events || this.beforeCommits.size === 0) return undefined;
    return this.runBeforeCommit(runner, events);
  }

  private async runBeforeCommit(runner: QueryRunner, events: PendingEvent[]): Promise<void> {
    for (let index = 0; index < events.length; index++) {
      const event = events[index]!;
      if (event.prepared) continue;
      event.prepared = true;
      for (const handler of [...(this.beforeCommits.get(event.name) ?? [])])
        await handler(event.payload as never, runner.manager);
    }
  }

  private ended(runner: QueryRunner | undefined, committed: boolean) {
    // A savepoint's release or rollback keeps the outer transaction open: its events wait for it.
    if (!runner || runner.isTransactionActive) return;
    const events = this.pending.get(runner);
    if (!events) return;
    this.pending.delete(runner);
    for (const event of events) this.deliver(event, committed);
  }

  /** `local`: published in this process (relayed to the others when shared), else from another one. */
  private deliver(event: PendingEvent, committed: boolean, local = true) {
    if (committed && local && this.relay && this.shared.has(event.name)) {
      try {
        this.relay(event.name, event.payload);
      } catch (error) {
        this.logger.error({ err: error, event: event.name }, 'event relay failed');
      }
    }
    for (const subscription of [...(this.subscriptions.get(event.name) ?? [])]) {
      if (!committed && !subscription.evenIfRolledBack) continue;
      if (local && subscription.fromElsewhereOnly) continue;
      try {
        subscription.handler(event.payload);
      } catch (error) {
        this.logger.error({ err: error, event: event.name }, 'event handler failed');
      }
    }
  }
}
