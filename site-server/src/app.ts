import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { ViteDevServer } from 'vite';
import { sqliteFile, type Config } from './core/config';
import { dialectOf, openDatabase } from './core/db/data-source';
import { startWalCheckpointer } from './core/db/wal-checkpointer';
import { createTransactionRunner, type TransactionRunner } from './core/db/transaction';
import { AuditLog } from './core/audit';
import { DemoData } from './core/demo';
import { EventBus } from './core/events';
import { MissingError } from './core/errors';
import { CallKwRegistry } from './core/http/call-kw';
import { errorHandler } from './core/http/error-handler';
import { adminApiAnswers, checkAccess, RouteKit } from './core/http/route-kit';
import { createFileStore, type FileStore, ImageFields, imageRoutes, StoredFile } from './core/files';
import { GeoService, geoRoutes } from './core/geo';
import { createJobQueue, Job, type JobQueue } from './core/jobs';
import { createMail, mailAdminRoutes, OutboxMail, type MailService } from './core/mail';
import { requestState } from './core/http/request-state';
import { migrationsFor } from './migrations';
import { entities } from './entities';
import { FormTargetRegistry } from './core/form-targets';
import { accessLog } from './core/http/access-log';
import { stopListening } from './core/http/stop-listening';
import { createLogger, flushLog } from './core/log-output';
import { RecordRegistry, SitemapRegistry } from './core/records';
import { PortalRegistry } from './core/portal';
import { DailyStat, StatsService } from './core/stats';
import { features } from './features';
import { createFeatures, type FeatureDefinition, type Platform, type SiteRender } from './platform';
import type { LangCode } from '../../shared/i18n';
import {
  accountsFeature,
  type AccountService,
  type AccountsExports,
  type GeneratedPassword,
} from './features/accounts';
import type { CompanyDirectory } from './core/company';
import { PublishRegistry } from './core/http/publish';
import { createSiteContext } from './core/http/site-context';
import { csrfTokenFor } from './core/http/csrf';
import { formCsrfCheck } from './core/http/form-csrf';
import { securityHeaders, stripeOrigins } from './core/http/security-headers';
import { mountWebApp, type WebApp } from './core/http/web-app';
import { mountAdminApp } from './core/http/admin-app';
import { PageCache, type PersonalCookies } from './core/http/page-cache';
import { PublicAddress } from './core/http/public-address';
import { clientAddressOf, KNOWN_METHODS, refuseMethod, refuseUnknownHost } from './core/http/raw-requests';

export interface AppOptions {
  /** Development: Vite dev servers of the site and the back office (npm run dev). */
  webDev?: ViteDevServer;
  adminDev?: ViteDevServer;
  logger?: Logger;
  /** The server's features: the manifest (features/index.ts) unless a test brings its own list. */
  features?: readonly FeatureDefinition[];
}

export interface VitrineApp {
  config: Config;
  express: Express;
  dataSource: DataSource;
  transaction: TransactionRunner;
  /** The after-commit events of every feature. */
  events: EventBus;
  /** Background jobs (tests run the due ones with `jobs.runDue()`). */
  jobs: JobQueue;
  logger: Logger;
  services: {
    accounts: AccountService;
    mail: MailService;
    files: FileStore;
    geo: GeoService;
    audit: AuditLog;
  };
  /** Passwords made up on a new database (ADMIN_PASSWORD, DEMO_PASSWORD unset): printed once by the server. */
  generatedPasswords: GeneratedPassword[];
  listen(port?: number, host?: string): Promise<{ url: string; server: http.Server }>;
  /** Graceful: stops accepting, lets requests in flight finish, stops workers, closes the database, flushes the log. */
  close(): Promise<void>;
}

const distDir = path.resolve(
  import.meta.dirname,
  path.basename(import.meta.dirname) === 'dist' ? '.' : '../../dist',
);

/** Until the accounts feature provides the company directory, asking for it is a mistake of the manifest's order. */
const companyNotProvided: CompanyDirectory = {
  mainCompany: () =>
    Promise.reject(new Error('No feature provides the company directory (accounts comes first).')),
  siteCompany: () =>
    Promise.reject(new Error('No feature provides the company directory (accounts comes first).')),
};

/** Composes the whole server: database, services, routes. Tests use it as is. */
export async function createApp(config: Config, options: AppOptions = {}): Promise<VitrineApp> {
  const logger = options.logger ?? createLogger(config.logLevel);
  // PostgreSQL: held until the first start below is committed (other processes wait, then see no new database).
  const { dataSource, isNew, releaseStartLock } = await openDatabase(
    config,
    { entities, migrations: migrationsFor(dialectOf(config)) },
    { holdStartLock: true },
  );
  // SQLite: the log is checkpointed off the event loop (see wal-checkpointer.ts).
  const walCheckpointer =
    dialectOf(config) === 'sqlite'
      ? await startWalCheckpointer(dataSource, sqliteFile(config), {
          onError: (message) => logger.warn({ message }, 'SQLite checkpoint failed'),
        })
      : null;
  const personalCookies: PersonalCookies[] = [];
  const pageCache = new PageCache({
    ttlMs: config.pageCacheMs,
    maxEntries: 1000,
    maxPageBytes: 512 * 1024,
    // 32 MB: a few hundred pages of this size (docs/benchmarks.md, "Memory").
    maxBytes: 32 * 1024 * 1024,
    // Filled below from the features (the session's and the cart's cookies).
    personalCookies,
  });
  // After-commit events of every feature (core/events); the page cache is one subscriber.
  const events = new EventBus(logger).attach(dataSource);
  // Every committed change may show on a page: shared pages are dropped.
  events.subscribe('db.committed', () => pageCache.invalidate());
  // Several processes on PostgreSQL (only there is the relay loaded): shared events reach the others' caches.
  const relay = config.databaseUrl
    ? await (
        await import('./core/events/process-relay')
      ).startProcessRelay(config.databaseUrl, events, dataSource, logger)
    : null;
  const transaction = createTransactionRunner(dataSource, { events, logger });

  // ----- Services ----------------------------------------------------------------------------
  const jobs = createJobQueue(config, { transaction, events, logger });
  // With SMTP_URL each mail queued is a job of the queue (core/mail/mail-sender.ts).
  const { mail, sender: mailSender } = createMail(config, { transaction, jobs, logger, events });
  // Staff changes, logged in their own transactions (core/audit); a mail queued is logged as sent.
  const audit = new AuditLog({ transaction, logger });
  audit.install(dataSource);
  audit.describe(OutboxMail, { sending: true });
  audit.ignore(StoredFile);
  audit.ignore(DailyStat);
  audit.ignore(Job);
  // The data folder, or the object store every process shares (S3_BUCKET).
  const files = await createFileStore(config);
  const imageFields = new ImageFields();
  const geo = await GeoService.open();
  const publish = new PublishRegistry();
  const callKw = new CallKwRegistry();
  const records = new RecordRegistry();
  const sitemap = new SitemapRegistry();
  const portal = new PortalRegistry();
  const formTargets = new FormTargetRegistry();

  const kit = new RouteKit(
    { transaction, maxBodyBytes: config.maxBodyBytes, defaultLang: () => 'en_US', audit },
    () => dataSource.manager,
  );
  // Absolute URLs come from here, never from a request's Host header (core/http/public-address.ts).
  const address = new PublicAddress(config);
  const publicUrl = () => address.url;
  const clientAddress = clientAddressOf(config.trustProxy);
  // The public site is mounted last, after the routes of the modules that may render parts of it.
  let webApp: WebApp | null = null;
  const siteRender: SiteRender = {
    async blocks(req, _res, { lang, pages }) {
      if (!webApp) throw new Error('The public site is not mounted yet.');
      const { renderBlocksFragment } = await webApp.entry();
      const site = await siteContextOf(req, lang);
      const rendered: string[] = [];
      for (const { blocks, pagePath } of pages)
        rendered.push(await renderBlocksFragment(site, blocks, pagePath));
      return rendered;
    },
  };
  const platform: Platform = {
    config,
    logger,
    dataSource,
    transaction,
    kit,
    callKw,
    publish,
    imageFields,
    records,
    sitemap,
    portal,
    formTargets,
    events,
    files,
    mail,
    jobs,
    stats: new StatsService(),
    audit,
    demo: new DemoData(),
    geo,
    company: companyNotProvided,
    publicUrl,
    clientAddress,
    siteRender,
  };
  // Features (features/index.ts): each plugs its routes, fast paths, demo data and site context in below.
  const created = createFeatures(platform, options.features ?? features);
  const modules = [...created.values()];
  const accounts = created.get(accountsFeature)?.exports as AccountsExports | undefined;
  if (!accounts)
    throw new Error(
      'The accounts feature must be in the manifest: it provides users, sessions and the company.',
    );
  for (const module of modules)
    if (module.personalCookies?.length || module.pageVariant)
      personalCookies.push({
        names: module.personalCookies ?? [],
        variant: module.pageVariant?.bind(module),
      });

  // ----- First start ---------------------------------------------------------------------------
  try {
    await transaction(async (em) => {
      await mailSender?.adoptQueued(em);
      for (const module of modules) await module.prepare?.(em, { isNew });
      if (isNew && config.seedDemo !== false) for (const module of modules) await module.seedDemo?.(em);
    });
  } finally {
    await releaseStartLock();
  }

  // ----- HTTP ----------------------------------------------------------------------------------
  const app = express();
  app.disable('x-powered-by');
  // JSON answers are not revalidated; hashing each body for an ETag is wasted work.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);
  app.use(requestState(address));
  app.use(accessLog(logger));
  app.use(
    securityHeaders({
      development: Boolean(options.webDev),
      https: address.isHttps,
      stripe: stripeOrigins(config),
    }),
  );

  app.get('/healthz', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });

  app.use(cookieParser());
  for (const module of modules) if (module.requestHandlers) app.use(...module.requestHandlers);

  const site = express.Router();
  geoRoutes(site, geo);
  imageRoutes(site, { files, imageFields, dataSource });
  for (const module of modules) module.siteRoutes?.(site);
  callKw.mount(site, kit);
  publish.mount(site, kit);
  app.use(site);

  const admin = express.Router();
  admin.use(adminApiAnswers);
  const adminOnly = express.Router();
  adminOnly.use((req, _res, next) => {
    checkAccess(req, 'admin');
    next();
  }, kit.jsonBody);
  mailAdminRoutes(adminOnly, { mail, transaction, audit });
  for (const module of modules) module.adminRoutes?.(admin);
  admin.use(adminOnly);
  admin.use((_req, _res, next) => next(new MissingError('No such back-office call.')));
  app.use('/api/admin', admin);

  mountAdminApp(app, { root: path.join(distDir, 'admin'), adminDev: options.adminDev });

  app.use(formCsrfCheck({ secret: config.sessionSecret, maxBodyBytes: config.maxBodyBytes }));
  const siteContextOf = async (req: express.Request, lang?: LangCode) => {
    const site = await createSiteContext(
      req,
      { company: platform.company, config, publicUrl, dataSource, portal },
      { lang },
    );
    for (const module of modules)
      if (module.siteContext) Object.assign(site, await module.siteContext(req, site));
    return site;
  };
  webApp = await mountWebApp(app, {
    mode: options.webDev ? 'development' : 'production',
    vite: options.webDev,
    pageCache: config.pageCacheMs > 0 ? pageCache : undefined,
    getLoadContext: async (req) => ({ vitrine: await siteContextOf(req) }),
    formToken: (req) => csrfTokenFor(req, config.sessionSecret),
  });
  app.use(errorHandler(logger));

  // ----- Lifecycle -----------------------------------------------------------------------------
  let server: http.Server | null = null;
  let closing: Promise<void> | null = null;
  for (const module of modules) module.start?.();
  // After the features defined their kinds of job.
  jobs.start();

  return {
    config,
    express: app,
    dataSource,
    transaction,
    events,
    jobs,
    logger,
    services: { accounts: accounts.accounts, mail, files, geo, audit },
    generatedPasswords: accounts.generatedPasswords(),
    listen(port = config.port, host = config.host) {
      return new Promise((resolve, reject) => {
        // Fast paths (tracked-link redirects…) answer before Express; everything else goes to it.
        const fastPaths = modules.flatMap((module) =>
          module.fastPath ? [module.fastPath.bind(module)] : [],
        );
        const created = http.createServer((req, res) => {
          if (!KNOWN_METHODS.has(req.method ?? '')) return refuseMethod(res);
          if (!address.allows(req)) return refuseUnknownHost(res);
          for (const fastPath of fastPaths) if (fastPath(req, res)) return;
          app(req, res);
        });
        created.keepAliveTimeout = 65_000;
        created.once('error', reject);
        created.listen(port, host, () => {
          server = created;
          const listening = created.address() as AddressInfo;
          resolve({ url: address.listened(listening.address, listening.port), server: created });
        });
      });
    },
    close() {
      closing ??= shutDown();
      return closing;
    },
  };

  async function shutDown() {
    if (server) await stopListening(server);
    // Jobs running here end before the features and the database they use.
    await jobs.stop();
    for (const module of modules) await module.close?.();
    mailSender?.close();
    await geo.close?.();
    await walCheckpointer?.stop();
    await files.storage.close();
    await relay?.close();
    if (dataSource.isInitialized) await dataSource.destroy();
    // The last lines, within a limit: a log reader that went away must not hold the process.
    await flushLog(logger);
  }
}

/**
 * The console's note of the passwords made up on first start (shown only once, never logged): a box
 * printed last, once the server listens at `url`, so it is what the owner sees. Each account's line
 * says "with the password <it>": the desktop app masks exactly that in its log (electron/server-host.ts).
 */
export function firstStartLines(app: Pick<VitrineApp, 'generatedPasswords'>, url: string): string[] {
  if (app.generatedPasswords.length === 0) return [];
  const text = [
    'First start: the accounts and their passwords, shown only this once.',
    '',
    ...app.generatedPasswords.map(
      ({ email, role, password }) => `  ${email} (${role}) with the password ${password}`,
    ),
    '',
    `Sign in at ${url.replace(/\/$/, '')}/admin/`,
    'Lost a password? "Forgot password?" there mails a link, or on this machine:',
    '  npm run admin:password -- <e-mail address>',
  ];
  const width = Math.max(...text.map((line) => line.length));
  return [
    `┌${'─'.repeat(width + 2)}┐`,
    ...text.map((line) => `│ ${line.padEnd(width)} │`),
    `└${'─'.repeat(width + 2)}┘`,
  ];
}
