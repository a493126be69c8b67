import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Everything the server reads from its environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** VITRINE_LOGS_DIR: the folder of the server's log files, when something writes them (the desktop app); null: standard output only. */
  logsDir: string | null;
  /** Unset: SQLite in the data dir. */
  databaseUrl: string | null;
  /** null: decide by whether the database is new (seed on a new one). */
  seedDemo: boolean | null;
  adminEmail: string | null;
  adminPassword: string | null;
  /** The demo accounts' password; null: each gets a random one, printed once. */
  demoPassword: string | null;
  smtpUrl: string | null;
  sessionSecret: string;
  /** PUBLIC_URL; unset: the address the server listens on (see core/http/public-address.ts). */
  publicUrl: string | null;
  /** Host names a request may name in its Host header; null: the public host, localhost and the listening address. */
  allowedHosts: string[] | null;
  /** LINK_HOST: a second host name for short links (go.example.com), where only /r/{code} answers; allowed like ALLOWED_HOSTS'. */
  linkHost: string | null;
  /** Whether X-Forwarded-* headers are believed: false, a hop count, or the proxies' addresses (Express's "trust proxy"). */
  trustProxy: false | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Largest accepted request body (JSON and forms); uploads have their own limit. */
  maxBodyBytes: number;
  maxUploadBytes: number;
  /** How long a public page is shared between visitors without a session or cart (0: never). */
  pageCacheMs: number;
  /** How often the job worker looks for due background jobs (JOBS_POLL_MS; 0: no worker in this process). */
  jobsPollMs: number;
  /** How long a job's run may take before another process may take it over, for kinds that set none (JOBS_LEASE_MS). */
  jobsLeaseMs: number;
  /** How often the abandoned carts are scanned for their recovery mail (CART_RECOVERY_SCAN_MS). */
  cartRecoveryScanMs: number;
  /** How often the review-request scan looks for orders whose delay ran out (REVIEW_REQUEST_SCAN_MS). */
  reviewRequestScanMs: number;
  /** A day of the review-request delay, in ms (REVIEW_REQUEST_DAY_MS): tests shorten it. */
  reviewRequestDayMs: number;
  /** Shortest time a built /sitemap.xml is served after a change before it is rebuilt (0: rebuilt at once). */
  sitemapMinAgeMs: number;
  /** Sign-in and sign-up attempts allowed per client address and minute. */
  signInLimitPerMinute: number;
  /** Payment attempts allowed per client address in 10 minutes (each order has its own limit too). */
  paymentLimitPer10Minutes: number;
  /** Short links visitors (anyone but staff) may create or rename per client address and hour. */
  visitorLinksPerHour: number;
  /** Whether a paid order gets its invoice at once (INVOICE_ON_PAYMENT=0: staff issue them). */
  invoiceOnPayment: boolean;
  /** One-time sign-in token handed over by the desktop shell. */
  desktopToken: string | null;
  /** Where Stripe's API is (STRIPE_API_BASE; a local fake in tests); null: Stripe's own. */
  stripeApiBase: string | null;
  /** Where the pages load Stripe.js from (STRIPE_JS_URL). */
  stripeJsUrl: string;
  /** The S3-compatible object store for uploads (S3_* variables); null: the data folder. */
  objectStore: ObjectStoreConfig | null;
}

/** S3_BUCKET and its companions: where every process of a deployment keeps the uploads. */
export interface ObjectStoreConfig {
  /** S3_ENDPOINT: another store than AWS S3 (buckets addressed in the path); null: AWS. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Both or neither; neither: the AWS SDK's usual sources (AWS_* variables, the machine's role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

/** Stripe.js's own address (its script must come from Stripe, never bundled). */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

/** An address, a CIDR range or one of proxy-addr's names, as Express's "trust proxy" takes them. */
function isProxyAddress(value: string) {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address, bits, ...rest] = value.split('/');
  if (rest.length || !address || isIP(address) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
}

const optional = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? null : value.trim();

const schemas = {
  PORT: z.coerce.number().int().min(0).max(65535),
  HOST: z.string().min(1),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL (leave it unset for SQLite)'),
  SEED_DEMO: z.enum(['0', '1']),
  INVOICE_ON_PAYMENT: z.enum(['0', '1']),
  ADMIN_EMAIL: z.email(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters long'),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters long'),
  SMTP_URL: z.string().regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters long'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }),
  ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => /^(\*|\.?[a-z0-9.-]+|\[[0-9a-f:.]+\])$/.test(host)), {
      message: 'must be a comma-separated list of host names (e.g. shop.example.com,.example.com)',
    }),
  LINK_HOST: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a host name (e.g. go.example.com)'),
  TRUST_PROXY: z
    .string()
    .transform((value): false | number | string[] => {
      if (/^(0|false|no|off)$/i.test(value)) return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    })
    .refine((value) => value === false || typeof value === 'number' || value.every(isProxyAddress), {
      message: 'must be a hop count (1), or proxy addresses or ranges (127.0.0.1,10.0.0.0/8, loopback)',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  MAX_BODY_BYTES: z.coerce.number().int().min(1024),
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1024),
  SIGN_IN_LIMIT_PER_MINUTE: z.coerce.number().int().min(1),
  PAYMENT_LIMIT_PER_10_MINUTES: z.coerce.number().int().min(1),
  VISITOR_LINKS_PER_HOUR: z.coerce.number().int().min(1),
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(60_000),
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(3_600_000),
  JOBS_LEASE_MS: z.coerce.number().int().min(1000).max(86_400_000),
  SITEMAP_MIN_AGE_MS: z.coerce.number().int().min(0).max(3_600_000),
  CART_RECOVERY_SCAN_MS: z.coerce.number().int().min(1000).max(3_600_000),
  REVIEW_REQUEST_SCAN_MS: z.coerce.number().int().min(1000).max(86_400_000),
  REVIEW_REQUEST_DAY_MS: z.coerce.number().int().min(1000).max(86_400_000),
  STRIPE_API_BASE: z.url({ protocol: /^https?$/ }),
  STRIPE_JS_URL: z.url({ protocol: /^https?$/ }),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
    ),
  S3_REGION: z.string().regex(/^[a-z0-9-]{2,32}$/, 'must be a region name (e.g. eu-west-3, us-east-1)'),
  S3_ACCESS_KEY_ID: z.string().min(1),
  S3_SECRET_ACCESS_KEY: z.string().min(1),
} as const;

function read<K extends keyof typeof schemas>(
  env: NodeJS.ProcessEnv,
  name: K,
): z.output<(typeof schemas)[K]> | null {
  const raw = optional(env[name]);
  if (raw === null) return null;
  const parsed = schemas[name].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const problem =
      issue && issue.message && !issue.message.startsWith('Invalid') ? issue.message : 'is not valid';
    throw new ConfigError(name, `${problem} (got "${raw}")`);
  }
  return parsed.data as z.output<(typeof schemas)[K]>;
}

/** Parses the environment; throws ConfigError naming the first bad variable. Creates the data dir. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(optional(env.VITRINE_DATA_DIR) ?? './data');
  const config: Config = {
    port: read(env, 'PORT') ?? 8069,
    host: read(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    logsDir: ((dir) => (dir ? path.resolve(dir) : null))(optional(env.VITRINE_LOGS_DIR)),
    databaseUrl: read(env, 'DATABASE_URL'),
    seedDemo: ((seed) => (seed === null ? null : seed === '1'))(read(env, 'SEED_DEMO')),
    invoiceOnPayment: read(env, 'INVOICE_ON_PAYMENT') !== '0',
    adminEmail: read(env, 'ADMIN_EMAIL'),
    adminPassword: read(env, 'ADMIN_PASSWORD'),
    demoPassword: read(env, 'DEMO_PASSWORD'),
    smtpUrl: read(env, 'SMTP_URL'),
    sessionSecret: read(env, 'SESSION_SECRET') ?? '',
    publicUrl: read(env, 'PUBLIC_URL')?.replace(/\/$/, '') ?? null,
    allowedHosts: read(env, 'ALLOWED_HOSTS'),
    linkHost: read(env, 'LINK_HOST'),
    trustProxy: read(env, 'TRUST_PROXY') ?? false,
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    maxBodyBytes: read(env, 'MAX_BODY_BYTES') ?? 1024 * 1024,
    maxUploadBytes: read(env, 'MAX_UPLOAD_BYTES') ?? 10 * 1024 * 1024,
    signInLimitPerMinute: read(env, 'SIGN_IN_LIMIT_PER_MINUTE') ?? 20,
    paymentLimitPer10Minutes: read(env, 'PAYMENT_LIMIT_PER_10_MINUTES') ?? 120,
    visitorLinksPerHour: read(env, 'VISITOR_LINKS_PER_HOUR') ?? 20,
    pageCacheMs: read(env, 'PAGE_CACHE_MS') ?? 1000,
    sitemapMinAgeMs: read(env, 'SITEMAP_MIN_AGE_MS') ?? 60_000,
    cartRecoveryScanMs: read(env, 'CART_RECOVERY_SCAN_MS') ?? 60_000,
    reviewRequestScanMs: read(env, 'REVIEW_REQUEST_SCAN_MS') ?? 10 * 60_000,
    reviewRequestDayMs: read(env, 'REVIEW_REQUEST_DAY_MS') ?? 86_400_000,
    jobsPollMs: read(env, 'JOBS_POLL_MS') ?? 1000,
    jobsLeaseMs: read(env, 'JOBS_LEASE_MS') ?? 5 * 60_000,
    desktopToken: optional(env.VITRINE_DESKTOP_TOKEN),
    stripeApiBase: read(env, 'STRIPE_API_BASE')?.replace(/\/$/, '') ?? null,
    stripeJsUrl: read(env, 'STRIPE_JS_URL') ?? STRIPE_JS_URL,
    objectStore: readObjectStore(env),
  };
  try {
    // Readable by its owner only: it holds the database, uploads and the session secret.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  } catch (error) {
    throw new ConfigError('VITRINE_DATA_DIR', `cannot be created (${(error as Error).message})`);
  }
  if (!config.sessionSecret) config.sessionSecret = keptSessionSecret(dataDir);
  return config;
}

/** The S3_* variables as one set: none (the data folder), or a bucket with what reaching it takes. */
function readObjectStore(env: NodeJS.ProcessEnv): ObjectStoreConfig | null {
  const endpoint = read(env, 'S3_ENDPOINT')?.replace(/\/$/, '') ?? null;
  const bucket = read(env, 'S3_BUCKET');
  const region = read(env, 'S3_REGION');
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (name) => optional(env[name]) !== null,
    );
    if (stray)
      throw new ConfigError('S3_BUCKET', `must be set when ${stray} is (the object store for files)`);
    return null;
  }
  if (!region && !endpoint)
    throw new ConfigError(
      'S3_REGION',
      "must be set to the bucket's AWS region (or set S3_ENDPOINT for another store)",
    );
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw accessKeyId
      ? new ConfigError('S3_SECRET_ACCESS_KEY', 'must be set when S3_ACCESS_KEY_ID is (both or neither)')
      : new ConfigError('S3_ACCESS_KEY_ID', 'must be set when S3_SECRET_ACCESS_KEY is (both or neither)');
  // Most S3-compatible stores take any region name; us-east-1 is the one they expect by default.
  return { endpoint, bucket, region: region ?? 'us-east-1', accessKeyId, secretAccessKey };
}

/** A secret generated on first start and kept in the data dir, so sessions survive restarts. */
function keptSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** The SQLite database file inside the data dir. */
export const sqliteFile = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'vitrine.sqlite');

/**
 * A server's config: on PostgreSQL several processes may serve one deployment, and a session signed
 * by one must be read by all, so the secret cannot be one each process makes up in its data dir.
 * (The command-line tools sign nothing and use loadConfig.)
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (read(env, 'DATABASE_URL') !== null && optional(env.SESSION_SECRET) === null)
    throw new ConfigError(
      'SESSION_SECRET',
      'must be set when DATABASE_URL is set: every process of the deployment signs sessions with it (e.g. openssl rand -base64 48)',
    );
  return loadConfig(env);
}

/** For server entry points: the config, or one line naming the bad variable and exit code 2. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadServerConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}
