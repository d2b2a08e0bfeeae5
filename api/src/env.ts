/**
 * The API's configuration: the only module that reads `process.env`. Everything is validated
 * once at start; a bad value stops the process with a message naming the variable.
 */
import {
  BRAND,
  check,
  DEFAULT_OFFICE_HOURS,
  EMAIL_PATTERN,
  officeHoursText,
  parseOfficeHours,
  type OfficeHours,
} from '@housesit/shared-contracts';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { define, optional, type, type Infer } from 'superstruct';
import { DEFAULT_SCRYPT, LOWEST_TEST_LOG_N } from './auth/passwords.js';

export type NodeEnv = 'development' | 'production' | 'test';

export interface Env {
  port: number;
  /** PostgreSQL through postgres.js when set; otherwise the embedded PGlite database. */
  databaseUrl: string | null;
  dataDir: string;
  /** PGlite files: DATA_DIR/pglite. */
  pgliteDir: string;
  /** Stored photos: DATA_DIR/media. */
  mediaDir: string;
  nodeEnv: NodeEnv;
  isProduction: boolean;
  /** Browser origins allowed to send state-changing requests. */
  siteOrigins: string[];
  registryFile: string | null;
  /** Published releases of the remotes and the registry's channel files: DATA_DIR/releases. */
  releasesDir: string;
  /** Where shell/dist and mf-*\/dist live. */
  webRoot: string;
  seedDemo: boolean;
  serveStatic: boolean;
  /** Only read by the create-admin command. */
  adminPassword: string | null;
  /** Where browsers reach the product (absolute links handed to a payment provider). */
  publicUrl: string;
  /**
   * Polar when POLAR_ACCESS_TOKEN is set; otherwise the built-in sandbox provider takes payments
   * (in production only with PAYMENTS=sandbox, and every page then says so).
   */
  polar: PolarSettings | null;
  /** Memory for pages kept by visits/pageCache.ts, in MB of JSON; 0 turns the cache off. */
  pageCacheMb: number;
  /** Reverse proxies in front of the API that append to X-Forwarded-For (auth/throttle.ts). */
  trustedProxyHops: number;
  /** Where photo bytes live: the local disk (mediaDir) or an S3-compatible store shared by every instance. */
  mediaStore: { kind: 'disk' } | { kind: 's3'; s3: S3Settings };
  /** Outgoing email (src/email): SMTP when SMTP_URL is set, else the mailbox folder. */
  mail: MailSettings;
  /** How customers reach the team: the support page, the legal pages and every email. */
  support: SupportContact;
  /** When the team answers messages (OFFICE_HOURS, New York time): said in a conversation no sitter answers yet. */
  officeHours: OfficeHours;
  /**
   * Signs the one-click unsubscribe links (email/unsubscribe.ts). null = a secret the server
   * generated once and keeps in the database (server_secrets), shared by every instance.
   */
  emailLinkSecret: string | null;
  /** On SIGTERM: how long requests in flight may take before their connections are cut (ms). */
  shutdownDrainMs: number;
  /** pino's level for the JSON log lines; 'silent' by default under NODE_ENV=test. */
  logLevel: LogLevel;
  /** Prometheus metrics on their own port (never the public one); null = not served. */
  metricsPort: number | null;
  /**
   * CLOCK_NOW: the instant the API's clock starts at (it then runs on); null = the machine's
   * clock. Tests only: a production API refuses to start with it set.
   */
  clockNow: Date | null;
  /**
   * TEST_FACTORY=1: the test-only routes under /api/test (set the clock, make a household with
   * its people and visits; routes/testFactory.ts). Never in production: it refuses to start.
   */
  testFactory: boolean;
  /**
   * PASSWORD_HASH_COST: log2 of scrypt's N for new password hashes (auth/passwords.ts). 17 (the
   * production cost) unless a test process lowers it; a production API refuses any other value.
   */
  passwordHashCost: number;
  /**
   * The key-encryption key of properties' access details (decision 024): ACCESS_KEY, 32 bytes in
   * base64, required in production on a server database. null otherwise: a key generated once and
   * kept in `accessKeyFile`.
   */
  accessKey: Buffer | null;
  /** ACCESS_KEY_PREVIOUS: the key before a rotation, still accepted to open records until they are re-wrapped. */
  accessKeyPrevious: Buffer | null;
  /** Without ACCESS_KEY (not in production): DATA_DIR/access.key. */
  accessKeyFile: string;
  /** When a staged release is taken back by itself (decision 007, releases/health.ts). */
  releaseRollback: ReleaseRollbackSettings;
}

export interface ReleaseRollbackSettings {
  /** RELEASE_ROLLBACK_POINTS: how many percentage points staging's failure rate may exceed stable's (default 5). */
  thresholdPoints: number;
  /** RELEASE_ROLLBACK_MIN_LOADS: page loads of the staged release before its rate is judged (default 20). */
  minLoads: number;
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An S3-compatible object store (AWS, or a local server with path-style addressing). */
export interface S3Settings {
  /** null = AWS's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (http://host/bucket/key), as local servers need; AWS uses the host name. */
  forcePathStyle: boolean;
}

export interface MailSettings {
  /** smtp:// or smtps:// URL with credentials; null = write every message to `mailboxDir`. */
  smtpUrl: string | null;
  /** The From header of every message. */
  from: string;
  /** Without SMTP_URL: DATA_DIR/mailbox, one .eml file per message (printed at start). */
  mailboxDir: string;
}

export interface SupportContact {
  email: string;
  /** As people read it: (781) 555-0142. */
  phone: string;
  /** The same number for tel: links: +17815550142. */
  phoneHref: string;
}

/** Demo defaults: the beta's published support channels (mf-public's contact page used them). */
export const DEFAULT_SUPPORT_EMAIL = 'support@housesit.example';
export const DEFAULT_SUPPORT_PHONE = '(781) 555-0142';

export type PolarServer = 'sandbox' | 'production';

/** Secrets stay on the server: nothing here is ever sent to a browser or written to a log. */
export interface PolarSettings {
  accessToken: string;
  server: PolarServer;
  /** Overrides the server's address (tests point the SDK at a local stub); null = Polar's own. */
  apiUrl: string | null;
  webhookSecret: string;
  products: { standard: string; extended: string; recurringWeekly: string; recurringBiweekly: string; tip?: string };
}

export class EnvError extends Error {
  override name = 'EnvError';
}

/** api/src/env.ts and api/dist/env.js both sit two levels below the repository root. */
const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '..', '..');
export const API_ROOT = resolve(here, '..');

const NODE_ENVS = ['development', 'production', 'test'] as const;
const FLAG_VALUES = ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'];

const portText = define<string>('port', (value) => {
  const port = Number(value);
  return (
    (typeof value === 'string' && /^\d+$/.test(value) && port >= 1 && port <= 65535) ||
    `PORT must be a whole number from 1 to 65535 (got '${String(value)}')`
  );
});

const metricsPort = define<string>('metricsPort', (value) => {
  const port = Number(value);
  return (
    (typeof value === 'string' && /^\d+$/.test(value) && port >= 1 && port <= 65535) ||
    `METRICS_PORT must be a whole number from 1 to 65535 (got '${String(value)}')`
  );
});

/** Up to 10 minutes: a drain longer than a deploy waits for is no drain. */
const drainMs = define<string>(
  'drainMs',
  (value) =>
    (typeof value === 'string' && /^\d+$/.test(value) && Number(value) <= 600_000) ||
    `SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 600000 (got '${String(value)}')`,
);

const logLevel = define<LogLevel>(
  'logLevel',
  (value) =>
    (LOG_LEVELS as readonly unknown[]).includes(value) || `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got '${String(value)}')`,
);

const databaseUrl = define<string>('databaseUrl', (value) => {
  if (typeof value !== 'string') return 'DATABASE_URL must be a postgres:// URL';
  try {
    const url = new URL(value);
    return (
      url.protocol === 'postgres:' ||
      url.protocol === 'postgresql:' ||
      `DATABASE_URL must start with postgres:// or postgresql:// (got '${url.protocol}//')`
    );
  } catch {
    return 'DATABASE_URL is not a valid URL (expected postgres://user@host:5432/database)';
  }
});

const megabytes = (name: string) =>
  define<string>(
    'megabytes',
    (value) =>
      (typeof value === 'string' && /^\d+$/.test(value) && Number(value) <= 4096) ||
      `${name} must be a whole number of megabytes from 0 to 4096 (got '${String(value)}')`,
  );

const proxyHops = define<string>(
  'proxyHops',
  (value) =>
    (typeof value === 'string' && /^\d$/.test(value)) ||
    `TRUSTED_PROXY_HOPS must be the number of proxies in front of the API, 0 to 9 (got '${String(value)}')`,
);

const wholeNumber = (name: string, maxValue: number) =>
  define<string>(
    'wholeNumber',
    (value) =>
      (typeof value === 'string' && /^\d+$/.test(value) && Number(value) <= maxValue) ||
      `${name} must be a whole number from 0 to ${maxValue} (got '${String(value)}')`,
  );

const nodeEnv = define<NodeEnv>(
  'nodeEnv',
  (value) =>
    (NODE_ENVS as readonly unknown[]).includes(value) || `NODE_ENV must be one of ${NODE_ENVS.join(', ')} (got '${String(value)}')`,
);

const flag = (name: string) =>
  define<string>(
    'flag',
    (value) =>
      (typeof value === 'string' && FLAG_VALUES.includes(value.toLowerCase())) || `${name} must be 1 or 0 (got '${String(value)}')`,
  );

const originList = define<string>('origins', (value) => {
  if (typeof value !== 'string') return 'SITE_ORIGINS must be a comma-separated list of origins';
  for (const item of splitList(value)) {
    if (!isOrigin(item)) return `SITE_ORIGINS: '${item}' is not an origin like https://example.com (scheme, host and optional port only)`;
  }
  return true;
});

const httpUrl = (name: string) =>
  define<string>('url', (value) => {
    try {
      const url = new URL(String(value));
      return url.protocol === 'http:' || url.protocol === 'https:' || `${name} must start with http:// or https://`;
    } catch {
      return `${name} must be an absolute URL like https://housesit.example (got '${String(value)}')`;
    }
  });

const smtpUrl = define<string>('smtpUrl', (value) => {
  try {
    const url = new URL(String(value));
    return (
      ((url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '') ||
      'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465'
    );
  } catch {
    return 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465';
  }
});

const emailAddress = (name: string) =>
  define<string>(
    'email',
    (value) => (typeof value === 'string' && EMAIL_PATTERN.test(value)) || `${name} must be an email address (got '${String(value)}')`,
  );

/** `Housesit <hello@housesit.example>` or a bare address. */
const mailbox = define<string>('mailbox', (value) => {
  if (typeof value !== 'string') return 'MAIL_FROM must be an email address';
  const bracketed = /^[^<>]*<([^<>]+)>$/.exec(value);
  return EMAIL_PATTERN.test(bracketed?.[1] ?? value) || `MAIL_FROM must be an address or 'Name <address>' (got '${value}')`;
});

/** A North American number people can dial: 10 digits, optionally with a leading 1. */
const phoneNumber = define<string>(
  'phone',
  (value) =>
    (typeof value === 'string' && /^[\d\s().+-]+$/.test(value) && /^1?\d{10}$/.test(value.replace(/\D/g, ''))) ||
    `SUPPORT_PHONE must be a 10-digit phone number like (781) 555-0142 (got '${String(value)}')`,
);

/** 'Mon-Fri 08:00-18:00; Sat 09:00-13:00' (parseOfficeHours in shared-contracts). */
const officeHoursSpec = define<string>('officeHours', (value) => {
  if (typeof value !== 'string') return 'OFFICE_HOURS must be text like "Mon-Fri 08:00-18:00; Sat 09:00-13:00"';
  const parsed = parseOfficeHours(value);
  return typeof parsed !== 'string' || `OFFICE_HOURS: ${parsed} (e.g. "Mon-Fri 08:00-18:00; Sat 09:00-13:00")`;
});

const POLAR_SERVERS = ['sandbox', 'production'] as const;
const polarServer = define<PolarServer>(
  'polarServer',
  (value) => (POLAR_SERVERS as readonly unknown[]).includes(value) || `POLAR_SERVER must be sandbox or production (got '${String(value)}')`,
);

/** PAYMENTS=sandbox: a production server without Polar takes test payments (no real money) rather than refusing to start. */
const paymentsMode = define<'sandbox'>('payments', (value) => value === 'sandbox' || `PAYMENTS must be sandbox (got '${String(value)}')`);

/** Needed as soon as POLAR_ACCESS_TOKEN is set. */
const POLAR_REQUIRED = [
  'POLAR_WEBHOOK_SECRET',
  'POLAR_PRODUCT_STANDARD',
  'POLAR_PRODUCT_EXTENDED',
  'POLAR_PRODUCT_RECURRING_WEEKLY',
  'POLAR_PRODUCT_RECURRING_BIWEEKLY',
] as const;
const MEDIA_STORES = ['disk', 's3'] as const;
const mediaStoreKind = define<(typeof MEDIA_STORES)[number]>(
  'mediaStore',
  (value) => (MEDIA_STORES as readonly unknown[]).includes(value) || `MEDIA_STORE must be disk or s3 (got '${String(value)}')`,
);
/** Needed as soon as MEDIA_STORE=s3 (S3_ENDPOINT only off AWS). */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** Kept exactly as given (not trimmed): secrets may contain any character. */
const SECRETS = new Set([
  'ADMIN_PASSWORD',
  'POLAR_ACCESS_TOKEN',
  'POLAR_WEBHOOK_SECRET',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'EMAIL_LINK_SECRET',
  'ACCESS_KEY',
  'ACCESS_KEY_PREVIOUS',
]);

/** At least 32 characters: an HMAC key people cannot guess (openssl rand -hex 32). */
const linkSecret = define<string>(
  'linkSecret',
  (value) => (typeof value === 'string' && value.length >= 32) || 'EMAIL_LINK_SECRET must be at least 32 characters (openssl rand -hex 32)',
);

/** An ISO 8601 instant with its offset, as tests write it: 2027-03-14T04:55:00Z. */
const instant = define<string>(
  'instant',
  (value) =>
    (typeof value === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      isCalendarDate(value.slice(0, 10))) ||
    `CLOCK_NOW must be an instant like 2027-03-14T04:55:00Z (got '${String(value)}')`,
);

/** log2 of scrypt's N: from the lowest a test may use up to the production cost. */
const hashCost = define<string>(
  'hashCost',
  (value) =>
    (typeof value === 'string' && /^\d+$/.test(value) && Number(value) >= LOWEST_TEST_LOG_N && Number(value) <= DEFAULT_SCRYPT.logN) ||
    `PASSWORD_HASH_COST must be a whole number from ${LOWEST_TEST_LOG_N} to ${DEFAULT_SCRYPT.logN} (got '${String(value)}')`,
);

/** 2028-02-29 is a date, 2027-02-30 is not (Date.parse would roll it over to March). */
function isCalendarDate(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** 32 random bytes in base64 (openssl rand -base64 32): an AES-256 key. */
export function isAccessKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9+/]{43}=$/.test(value.trim()) && Buffer.from(value.trim(), 'base64').length === 32;
}
const accessKey = (name: string) =>
  define<string>('accessKey', (value) => isAccessKey(value) || `${name} must be 32 bytes in base64 (openssl rand -base64 32)`);

const text = (name: string) => define<string>('text', (value) => typeof value === 'string' || `${name} must be text`);

const RawEnvStruct = type({
  PORT: optional(portText),
  DATABASE_URL: optional(databaseUrl),
  DATA_DIR: optional(text('DATA_DIR')),
  NODE_ENV: optional(nodeEnv),
  SITE_ORIGINS: optional(originList),
  REGISTRY_FILE: optional(text('REGISTRY_FILE')),
  RELEASES_DIR: optional(text('RELEASES_DIR')),
  WEB_ROOT: optional(text('WEB_ROOT')),
  SEED_DEMO: optional(flag('SEED_DEMO')),
  SERVE_STATIC: optional(flag('SERVE_STATIC')),
  ADMIN_PASSWORD: optional(text('ADMIN_PASSWORD')),
  PUBLIC_URL: optional(httpUrl('PUBLIC_URL')),
  PAGE_CACHE_MB: optional(megabytes('PAGE_CACHE_MB')),
  TRUSTED_PROXY_HOPS: optional(proxyHops),
  SMTP_URL: optional(smtpUrl),
  MAIL_FROM: optional(mailbox),
  SUPPORT_EMAIL: optional(emailAddress('SUPPORT_EMAIL')),
  SUPPORT_PHONE: optional(phoneNumber),
  OFFICE_HOURS: optional(officeHoursSpec),
  EMAIL_LINK_SECRET: optional(linkSecret),
  POLAR_ACCESS_TOKEN: optional(text('POLAR_ACCESS_TOKEN')),
  POLAR_SERVER: optional(polarServer),
  POLAR_API_URL: optional(httpUrl('POLAR_API_URL')),
  POLAR_WEBHOOK_SECRET: optional(text('POLAR_WEBHOOK_SECRET')),
  POLAR_PRODUCT_STANDARD: optional(text('POLAR_PRODUCT_STANDARD')),
  POLAR_PRODUCT_EXTENDED: optional(text('POLAR_PRODUCT_EXTENDED')),
  POLAR_PRODUCT_RECURRING_WEEKLY: optional(text('POLAR_PRODUCT_RECURRING_WEEKLY')),
  POLAR_PRODUCT_RECURRING_BIWEEKLY: optional(text('POLAR_PRODUCT_RECURRING_BIWEEKLY')),
  /** Tips' product (an ad-hoc price each); without it a tip through Polar answers 502. */
  POLAR_PRODUCT_TIP: optional(text('POLAR_PRODUCT_TIP')),
  PAYMENTS: optional(paymentsMode),
  MEDIA_STORE: optional(mediaStoreKind),
  S3_ENDPOINT: optional(httpUrl('S3_ENDPOINT')),
  S3_BUCKET: optional(text('S3_BUCKET')),
  S3_REGION: optional(text('S3_REGION')),
  S3_ACCESS_KEY_ID: optional(text('S3_ACCESS_KEY_ID')),
  S3_SECRET_ACCESS_KEY: optional(text('S3_SECRET_ACCESS_KEY')),
  S3_FORCE_PATH_STYLE: optional(flag('S3_FORCE_PATH_STYLE')),
  SHUTDOWN_DRAIN_MS: optional(drainMs),
  LOG_LEVEL: optional(logLevel),
  METRICS_PORT: optional(metricsPort),
  RELEASE_ROLLBACK_POINTS: optional(wholeNumber('RELEASE_ROLLBACK_POINTS', 100)),
  RELEASE_ROLLBACK_MIN_LOADS: optional(wholeNumber('RELEASE_ROLLBACK_MIN_LOADS', 1_000_000)),
  CLOCK_NOW: optional(instant),
  TEST_FACTORY: optional(flag('TEST_FACTORY')),
  PASSWORD_HASH_COST: optional(hashCost),
  ACCESS_KEY: optional(accessKey('ACCESS_KEY')),
  ACCESS_KEY_PREVIOUS: optional(accessKey('ACCESS_KEY_PREVIOUS')),
});

type RawEnv = Record<string, string | undefined>;

/**
 * Validates `source` (by default the process environment). Empty values count as unset.
 * Throws EnvError listing every bad variable.
 */
export function loadEnv(source: RawEnv = process.env): Env {
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(RawEnvStruct.schema)) {
    const value = source[key]?.trim();
    if (value) cleaned[key] = SECRETS.has(key) ? (source[key] as string) : value;
  }
  const result = check(RawEnvStruct, cleaned);
  const problems: Partial<Record<string, string>> = result.ok ? {} : { ...result.fieldErrors };
  if (cleaned.POLAR_ACCESS_TOKEN) {
    for (const key of POLAR_REQUIRED) {
      if (!cleaned[key]) problems[key] ??= `${key} is required when POLAR_ACCESS_TOKEN is set`;
    }
    if (!cleaned.PUBLIC_URL && cleaned.NODE_ENV === 'production') {
      problems.PUBLIC_URL ??= 'PUBLIC_URL is required in production when POLAR_ACCESS_TOKEN is set (Polar redirects customers there)';
    }
  }
  if (cleaned.MEDIA_STORE === 's3') {
    for (const key of S3_REQUIRED) {
      if (!cleaned[key]) problems[key] ??= `${key} is required when MEDIA_STORE=s3`;
    }
  }
  // A production server runs on the real clock, and nobody may make people or move time in it.
  if (cleaned.NODE_ENV === 'production') {
    // Nor does it quietly take free payments: without Polar, test payments must be asked for.
    if (!cleaned.POLAR_ACCESS_TOKEN && cleaned.PAYMENTS !== 'sandbox') {
      problems.PAYMENTS ??=
        'a production server (NODE_ENV=production) takes payments through Polar: set POLAR_ACCESS_TOKEN, POLAR_WEBHOOK_SECRET and the POLAR_PRODUCT_* ids, or PAYMENTS=sandbox to take test payments only (no real money; every page says so)';
    }
    // Sealed access details (decision 024): the key lives apart from the database. The embedded
    // one-port demo (`npm start`, no DATABASE_URL) keeps a generated key in DATA_DIR beside its data.
    if (!cleaned.ACCESS_KEY && cleaned.DATABASE_URL) {
      problems.ACCESS_KEY ??=
        'ACCESS_KEY is required in production (NODE_ENV=production) with DATABASE_URL: 32 bytes in base64 (openssl rand -base64 32)';
    }
    if (cleaned.CLOCK_NOW) problems.CLOCK_NOW ??= 'CLOCK_NOW is for tests only: unset it to run in production (NODE_ENV=production)';
    if (cleaned.PASSWORD_HASH_COST && Number(cleaned.PASSWORD_HASH_COST) !== DEFAULT_SCRYPT.logN) {
      problems.PASSWORD_HASH_COST ??= `PASSWORD_HASH_COST below ${DEFAULT_SCRYPT.logN} is for tests only: unset it to run in production (NODE_ENV=production)`;
    }
    if (cleaned.TEST_FACTORY && isOn(cleaned.TEST_FACTORY)) {
      problems.TEST_FACTORY ??= 'TEST_FACTORY is for tests only: unset it to run in production (NODE_ENV=production)';
    }
  }
  if (!result.ok || Object.keys(problems).length > 0) {
    const lines = Object.entries(problems).map(([key, message]) => `  - ${key}: ${message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = result.value;
  const port = raw.PORT ? Number(raw.PORT) : 3000;
  const env: NodeEnv = raw.NODE_ENV ?? 'development';
  const isProduction = env === 'production';
  const dataDir = resolve(raw.DATA_DIR ?? resolve(REPO_ROOT, '.data'));
  return {
    port,
    databaseUrl: raw.DATABASE_URL ?? null,
    dataDir,
    pgliteDir: resolve(dataDir, 'pglite'),
    mediaDir: resolve(dataDir, 'media'),
    nodeEnv: env,
    isProduction,
    siteOrigins: raw.SITE_ORIGINS ? splitList(raw.SITE_ORIGINS).map(normalizeOrigin) : defaultOrigins(port, env),
    registryFile: raw.REGISTRY_FILE ? resolve(raw.REGISTRY_FILE) : null,
    releasesDir: resolve(raw.RELEASES_DIR ?? resolve(dataDir, 'releases')),
    webRoot: resolve(raw.WEB_ROOT ?? REPO_ROOT),
    seedDemo: raw.SEED_DEMO ? isOn(raw.SEED_DEMO) : false,
    serveStatic: raw.SERVE_STATIC ? isOn(raw.SERVE_STATIC) : isProduction,
    adminPassword: raw.ADMIN_PASSWORD ?? null,
    publicUrl: (raw.PUBLIC_URL ?? defaultPublicUrl(port, env)).replace(/\/+$/, ''),
    polar: raw.POLAR_ACCESS_TOKEN ? polarSettings(raw) : null,
    pageCacheMb: raw.PAGE_CACHE_MB ? Number(raw.PAGE_CACHE_MB) : 16,
    trustedProxyHops: raw.TRUSTED_PROXY_HOPS ? Number(raw.TRUSTED_PROXY_HOPS) : 0,
    mediaStore: raw.MEDIA_STORE === 's3' ? { kind: 's3', s3: s3Settings(raw) } : { kind: 'disk' },
    mail: {
      smtpUrl: raw.SMTP_URL ?? null,
      from: raw.MAIL_FROM ?? `${BRAND} <${raw.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL}>`,
      mailboxDir: resolve(dataDir, 'mailbox'),
    },
    support: supportContact(raw.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL, raw.SUPPORT_PHONE ?? DEFAULT_SUPPORT_PHONE),
    officeHours: officeHours(raw.OFFICE_HOURS ?? DEFAULT_OFFICE_HOURS),
    emailLinkSecret: raw.EMAIL_LINK_SECRET ?? null,
    shutdownDrainMs: raw.SHUTDOWN_DRAIN_MS ? Number(raw.SHUTDOWN_DRAIN_MS) : 10_000,
    // Tests stay quiet unless LOG_LEVEL asks for lines.
    logLevel: raw.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info'),
    metricsPort: raw.METRICS_PORT ? Number(raw.METRICS_PORT) : null,
    clockNow: raw.CLOCK_NOW ? new Date(raw.CLOCK_NOW) : null,
    testFactory: raw.TEST_FACTORY ? isOn(raw.TEST_FACTORY) : false,
    passwordHashCost: raw.PASSWORD_HASH_COST ? Number(raw.PASSWORD_HASH_COST) : DEFAULT_SCRYPT.logN,
    accessKey: raw.ACCESS_KEY ? Buffer.from(raw.ACCESS_KEY.trim(), 'base64') : null,
    accessKeyPrevious: raw.ACCESS_KEY_PREVIOUS ? Buffer.from(raw.ACCESS_KEY_PREVIOUS.trim(), 'base64') : null,
    accessKeyFile: resolve(dataDir, 'access.key'),
    releaseRollback: {
      thresholdPoints: raw.RELEASE_ROLLBACK_POINTS ? Number(raw.RELEASE_ROLLBACK_POINTS) : 5,
      // At least one load: a rate over nothing is no rate.
      minLoads: Math.max(1, raw.RELEASE_ROLLBACK_MIN_LOADS ? Number(raw.RELEASE_ROLLBACK_MIN_LOADS) : 20),
    },
  };
}

function s3Settings(raw: Infer<typeof RawEnvStruct>): S3Settings {
  // loadEnv checked S3_REQUIRED before calling this.
  const required = (value: string | undefined) => value ?? '';
  return {
    endpoint: raw.S3_ENDPOINT ?? null,
    bucket: required(raw.S3_BUCKET),
    region: required(raw.S3_REGION),
    accessKeyId: required(raw.S3_ACCESS_KEY_ID),
    secretAccessKey: required(raw.S3_SECRET_ACCESS_KEY),
    forcePathStyle: raw.S3_FORCE_PATH_STYLE ? isOn(raw.S3_FORCE_PATH_STYLE) : false,
  };
}

function officeHours(spec: string): OfficeHours {
  // Checked by officeHoursSpec (or the default): a string here would be a bug.
  const periods = parseOfficeHours(spec);
  if (typeof periods === 'string') throw new EnvError(`OFFICE_HOURS: ${periods}`);
  return { periods, text: officeHoursText(periods) };
}

function supportContact(email: string, phone: string): SupportContact {
  const digits = phone.replace(/\D/g, '');
  return { email, phone, phoneHref: `tel:+${digits.length === 10 ? `1${digits}` : digits}` };
}

/** In development the browser is on the shell's dev server (port 3000), which proxies /api. */
function defaultPublicUrl(port: number, env: NodeEnv): string {
  return env === 'development' && port !== 3000 ? 'http://localhost:3000' : `http://localhost:${port}`;
}

function polarSettings(raw: Infer<typeof RawEnvStruct>): PolarSettings {
  // loadEnv checked POLAR_REQUIRED before calling this.
  const required = (value: string | undefined) => value ?? '';
  return {
    accessToken: required(raw.POLAR_ACCESS_TOKEN),
    server: raw.POLAR_SERVER ?? 'sandbox',
    apiUrl: raw.POLAR_API_URL ?? null,
    webhookSecret: required(raw.POLAR_WEBHOOK_SECRET),
    products: {
      standard: required(raw.POLAR_PRODUCT_STANDARD),
      extended: required(raw.POLAR_PRODUCT_EXTENDED),
      recurringWeekly: required(raw.POLAR_PRODUCT_RECURRING_WEEKLY),
      recurringBiweekly: required(raw.POLAR_PRODUCT_RECURRING_BIWEEKLY),
      ...(raw.POLAR_PRODUCT_TIP ? { tip: raw.POLAR_PRODUCT_TIP } : {}),
    },
  };
}

function defaultOrigins(port: number, env: NodeEnv): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  // In development the shell's dev server (port 3000) proxies /api to this server.
  if (env === 'development' && port !== 3000) origins.push('http://localhost:3000');
  return origins;
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '').toLowerCase();
  } catch {
    return false;
  }
}

function normalizeOrigin(value: string): string {
  return new URL(value).origin;
}

function isOn(value: string): boolean {
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}
