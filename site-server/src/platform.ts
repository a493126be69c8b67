import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import type { Block } from '../../shared/website/contract';
import type { LangCode } from '../../shared/i18n';
import type { SiteContext } from './core/site/context';
import type { Config } from './core/config';
import type { TransactionRunner } from './core/db/transaction';
import type { EventBus } from './core/events';
import type { FileStore, ImageFields } from './core/files';
import type { GeoService } from './core/geo';
import type { CallKwRegistry } from './core/http/call-kw';
import type { RouteKit } from './core/http/route-kit';
import type { FormTargetRegistry } from './core/form-targets';
import type { JobQueue } from './core/jobs';
import type { MailService } from './core/mail';
import type { RecordRegistry, SitemapRegistry } from './core/records';
import type { CompanyDirectory } from './core/company';
import type { PublishRegistry } from './core/http/publish';
import type { PortalRegistry } from './core/portal';
import type { StatsService } from './core/stats';
import type { AuditLog } from './core/audit';
import type { DemoData } from './core/demo';

/** What every feature module may use: the shared services and registries of one running app. */
export interface Platform {
  config: Config;
  logger: Logger;
  dataSource: DataSource;
  /** One request, one transaction (serialised on SQLite). */
  transaction: TransactionRunner;
  /** Typed events published inside a transaction, delivered after it commits. */
  events: EventBus;
  /** Declares JSON-RPC (`kit.rpc`) and back-office API (`kit.api`) routes. */
  kit: RouteKit;
  /** The allow-list of `/web/dataset/call_kw/{model}/{method}`. */
  callKw: CallKwRegistry;
  /** Models toggled by `POST /website/publish`, each with its role. */
  publish: PublishRegistry;
  /** Fields served by `/web/image/{model}/{id}/{field}`. */
  imageFields: ImageFields;
  /** Models that chatter, follow and forms may name, with how to find one record. */
  records: RecordRegistry;
  /** Sources of /sitemap.xml (published content only). */
  sitemap: SitemapRegistry;
  /** The portal home's sections (/my): each feature registers its documents. */
  portal: PortalRegistry;
  /** What website forms may create (mail.mail, crm.lead, mailing.contact…). */
  formTargets: FormTargetRegistry;
  files: FileStore;
  mail: MailService;
  /**
   * Background work as durable jobs: `define` a kind's handler when the feature is created, `enqueue`
   * in the transaction that asks for it, `every` for periodic work (docs/jobs.md).
   */
  jobs: JobQueue;
  /** Daily counters kept on write (each feature names its metrics in shared/<feature>/statistics.ts): what the dashboard and the links screen sum. */
  stats: StatsService;
  /**
   * The audit log: staff changes are logged by themselves; features describe their records
   * (`describe`, `ignore`) and log acts that change none (`record`, `recordApart`).
   */
  audit: AuditLog;
  /**
   * The demo data's marks (SEED_DEMO): a feature `mark`s what it seeds and declares how it `removes`
   * its demo records; Settings → Remove demo data takes them all away (core/demo).
   */
  demo: DemoData;
  geo: GeoService;
  /** The company the site speaks for (provided by the accounts feature, the first of the manifest). */
  company: CompanyDirectory;
  /** The public origin (PUBLIC_URL, else the listening address), never the request's Host. */
  publicUrl(): string;
  /** The visitor's address, from the socket or, behind a trusted proxy, X-Forwarded-For. */
  clientAddress(req: IncomingMessage): string | undefined;
  /** Parts of the public site rendered outside its pages, for the visitor of `req`. */
  siteRender: SiteRender;
}

export interface SiteRender {
  /**
   * Pages' blocks as each page shows them before hydration, in order, for one visitor and language
   * (`pagePath`: the page's address, '/aboutus').
   */
  blocks(
    req: Request,
    res: Response,
    input: { lang: LangCode; pages: Array<{ blocks: Block[]; pagePath: string }> },
  ): Promise<string[]>;
}

/**
 * A feature (links, shop, blog…) plugs into the app through this shape; app.ts creates each
 * module with the platform and calls its hooks. `exports` is what other features may use of it
 * (they declare it in their `needs`).
 */
export interface FeatureModule<Exports = undefined> {
  name: string;
  exports?: Exports;
  /** Routes at the spec's paths, before the public site's pages. */
  siteRoutes?(router: Router): void;
  /** The back office's JSON API, mounted at /api/admin; each route declares its access. */
  adminRoutes?(router: Router): void;
  /** Ports of the platform this feature provides to the features after it (accounts: the company). */
  provides?: Partial<PlatformPorts>;
  /** Cookies that make a page the visitor's own: such pages are never shared by the page cache… */
  personalCookies?: readonly string[];
  /**
   * …unless this says what of the visitor the pages show (the cart: its number of items): visitors
   * whose cookies give the same variant share the pages. '' is the page of a visitor without the
   * cookies; null, a page never shared. A page that shows more of the visitor (the cart page) calls
   * `markPagePersonal(req)` while rendering. Without personalCookies it is asked of every request
   * (the price list a visitor's country gets).
   */
  pageVariant?(req: Request): Promise<string | null>;
  /** Run on every request after the cookies are read, before any route (accounts: the session). */
  requestHandlers?: RequestHandler[];
  /** Raw handlers that run before Express, for hot paths; answer true when the request was handled. */
  fastPath?(req: IncomingMessage, res: ServerResponse): boolean;
  /** At every start, inside the first-start transaction, before demo data (accounts: the owner). */
  prepare?(em: EntityManager, database: { isNew: boolean }): Promise<void>;
  /** Demo data on a new database (SEED_DEMO), inside the first-start transaction. */
  seedDemo?(em: EntityManager): Promise<void>;
  /** Adds this module's part of the public site's load context (`context.vitrine`). */
  siteContext?(req: Request, site: SiteContext): Partial<SiteContext> | Promise<Partial<SiteContext>>;
  /** After listening starts: workers, timers. */
  start?(): void;
  /** On shutdown, after the server stopped taking requests and before the database closes. */
  close?(): Promise<void>;
}

/** The parts of the platform a feature provides rather than core (see FeatureModule.provides). */
export type PlatformPorts = Pick<Platform, 'company'>;

/** An entity class, as TypeORM takes it. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityClass = Function;

/**
 * One feature of the server, as the manifest (features/index.ts) lists it: its tables, the features
 * whose exports it needs, and how to create it. Created in manifest order; a feature's needs must
 * come before it.
 */
export interface FeatureDefinition<Exports = unknown> {
  name: string;
  entities: readonly EntityClass[];
  needs: Readonly<Record<string, FeatureDefinition>>;
  create(platform: Platform, needs: Record<string, unknown>): FeatureModule<Exports>;
}

type ExportsOf<Definition> = Definition extends FeatureDefinition<infer Exports> ? Exports : never;

/** Declares a feature; `create` gets the exports of each feature named in `needs`, typed. */
export function defineFeature<
  Exports = undefined,
  Needs extends Record<string, FeatureDefinition> = Record<never, never>,
>(definition: {
  name: string;
  entities?: readonly EntityClass[];
  needs?: Needs;
  create(
    platform: Platform,
    needs: { [Name in keyof Needs]: ExportsOf<Needs[Name]> },
  ): FeatureModule<Exports>;
}): FeatureDefinition<Exports> {
  return {
    name: definition.name,
    entities: definition.entities ?? [],
    needs: definition.needs ?? {},
    create: (platform, needs) =>
      definition.create(platform, needs as { [Name in keyof Needs]: ExportsOf<Needs[Name]> }),
  };
}

/**
 * Creates the features in order, handing each the exports of the features it needs; what a feature
 * provides of the platform (its ports) is there for the features after it.
 */
export function createFeatures(
  platform: Platform,
  definitions: readonly FeatureDefinition[],
): Map<FeatureDefinition, FeatureModule<unknown>> {
  const created = new Map<FeatureDefinition, FeatureModule<unknown>>();
  for (const definition of definitions) {
    const needs: Record<string, unknown> = {};
    for (const [name, needed] of Object.entries(definition.needs)) {
      const module = created.get(needed);
      if (!module)
        throw new Error(`Feature ${definition.name} needs ${needed.name}, which must be listed before it.`);
      needs[name] = module.exports;
    }
    const module = definition.create(platform, needs);
    Object.assign(platform, module.provides);
    created.set(definition, module);
  }
  return created;
}
