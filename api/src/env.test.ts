import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, REPO_ROOT } from './env.js';

/** 32 bytes in base64, as `openssl rand -base64 32` prints them. */
const ACCESS_KEY = Buffer.alloc(32, 7).toString('base64');

describe('loadEnv', () => {
  it('fills in the defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      port: 3000,
      databaseUrl: null,
      dataDir: join(REPO_ROOT, '.data'),
      pgliteDir: join(REPO_ROOT, '.data', 'pglite'),
      mediaDir: join(REPO_ROOT, '.data', 'media'),
      nodeEnv: 'development',
      isProduction: false,
      siteOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      registryFile: null,
      releasesDir: join(REPO_ROOT, '.data', 'releases'),
      webRoot: REPO_ROOT,
      seedDemo: false,
      serveStatic: false,
      adminPassword: null,
      pageCacheMb: 16,
      trustedProxyHops: 0,
      mail: { smtpUrl: null, from: 'Housesit <support@housesit.example>', mailboxDir: join(REPO_ROOT, '.data', 'mailbox') },
      support: { email: 'support@housesit.example', phone: '(781) 555-0142', phoneHref: 'tel:+17815550142' },
      emailLinkSecret: null,
    });
  });

  it('reads the mail and support settings', () => {
    const env = loadEnv({
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.example.com:465',
      MAIL_FROM: 'Housesit <hello@housesit.example>',
      SUPPORT_EMAIL: 'help@housesit.example',
      SUPPORT_PHONE: '617-555-0100',
    });
    expect(env.mail).toMatchObject({ smtpUrl: 'smtps://mailer:p%40ss@smtp.example.com:465', from: 'Housesit <hello@housesit.example>' });
    expect(env.support).toEqual({ email: 'help@housesit.example', phone: '617-555-0100', phoneHref: 'tel:+16175550100' });
    // Secrets are kept exactly as given.
    expect(loadEnv({ EMAIL_LINK_SECRET: ` ${'k'.repeat(40)} ` }).emailLinkSecret).toBe(` ${'k'.repeat(40)} `);
  });

  it.each([
    ['SMTP_URL', 'http://smtp.example.com', 'SMTP_URL must look like smtp://user:pass@host:587'],
    ['MAIL_FROM', 'Housesit', "MAIL_FROM must be an address or 'Name <address>'"],
    ['SUPPORT_EMAIL', 'support', 'SUPPORT_EMAIL must be an email address'],
    ['SUPPORT_PHONE', '555-0142', 'SUPPORT_PHONE must be a 10-digit phone number'],
    ['EMAIL_LINK_SECRET', 'too-short', 'EMAIL_LINK_SECRET must be at least 32 characters'],
  ])('refuses a bad %s', (name, value, message) => {
    expect(() => loadEnv({ [name]: value })).toThrow(message);
  });

  it('adds the shell dev server to the allowed origins in development', () => {
    expect(loadEnv({ PORT: '3001' }).siteOrigins).toEqual(['http://localhost:3001', 'http://127.0.0.1:3001', 'http://localhost:3000']);
    expect(loadEnv({ PORT: '3001', NODE_ENV: 'production', PAYMENTS: 'sandbox' }).siteOrigins).toEqual([
      'http://localhost:3001',
      'http://127.0.0.1:3001',
    ]);
  });

  it('reads every variable', () => {
    const env = loadEnv({
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/housesit',
      DATA_DIR: '/var/lib/housesit',
      NODE_ENV: 'production',
      SITE_ORIGINS: 'https://housesit.example, https://www.housesit.example/',
      REGISTRY_FILE: '/etc/housesit/registry.json',
      RELEASES_DIR: '/srv/housesit-releases',
      WEB_ROOT: '/srv/housesit',
      SEED_DEMO: '1',
      SERVE_STATIC: '0',
      ADMIN_PASSWORD: ' spaced pass ',
      PAGE_CACHE_MB: '0',
      TRUSTED_PROXY_HOPS: '1',
      PAYMENTS: 'sandbox',
      ACCESS_KEY: ACCESS_KEY,
    });
    expect(env).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/housesit',
      pgliteDir: '/var/lib/housesit/pglite',
      mediaDir: '/var/lib/housesit/media',
      isProduction: true,
      siteOrigins: ['https://housesit.example', 'https://www.housesit.example'],
      registryFile: '/etc/housesit/registry.json',
      releasesDir: '/srv/housesit-releases',
      webRoot: '/srv/housesit',
      seedDemo: true,
      serveStatic: false,
      adminPassword: ' spaced pass ',
      pageCacheMb: 0,
      trustedProxyHops: 1,
      accessKey: Buffer.from(ACCESS_KEY, 'base64'),
      accessKeyPrevious: null,
      accessKeyFile: '/var/lib/housesit/access.key',
    });
    expect(() => loadEnv({ TRUSTED_PROXY_HOPS: 'yes' })).toThrow(/TRUSTED_PROXY_HOPS must be the number of proxies/);
    expect(() => loadEnv({ PAGE_CACHE_MB: '-1' })).toThrow(/PAGE_CACHE_MB must be a whole number of megabytes/);
    expect(loadEnv({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }).serveStatic).toBe(true);
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('fails fast naming every bad variable', () => {
    let error: unknown;
    try {
      loadEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'staging',
        SITE_ORIGINS: 'https://ok.example,https://bad.example/path',
        SEED_DEMO: 'sure',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toContain("PORT: PORT must be a whole number from 1 to 65535 (got 'eighty')");
    expect(message).toContain('DATABASE_URL must start with postgres://');
    expect(message).toContain('NODE_ENV must be one of development, production, test');
    expect(message).toContain("'https://bad.example/path' is not an origin");
    expect(message).toContain("SEED_DEMO must be 1 or 0 (got 'sure')");
  });
});

describe('payment settings', () => {
  const POLAR = {
    POLAR_ACCESS_TOKEN: 'polar_oat_secret',
    POLAR_WEBHOOK_SECRET: 'whsec_secret',
    POLAR_PRODUCT_STANDARD: 'prod-standard',
    POLAR_PRODUCT_EXTENDED: 'prod-extended',
    POLAR_PRODUCT_RECURRING_WEEKLY: 'prod-weekly',
    POLAR_PRODUCT_RECURRING_BIWEEKLY: 'prod-biweekly',
  };

  it('uses the sandbox provider without a Polar token, and the local public URL', () => {
    expect(loadEnv({})).toMatchObject({ polar: null, publicUrl: 'http://localhost:3000' });
    expect(loadEnv({ PORT: '8080', NODE_ENV: 'production', PAYMENTS: 'sandbox' }).publicUrl).toBe('http://localhost:8080');
    // The development API (3001) sits behind the shell's dev server, where browsers are.
    expect(loadEnv({ PORT: '3001' }).publicUrl).toBe('http://localhost:3000');
    expect(loadEnv({ PUBLIC_URL: 'https://housesit.example/' }).publicUrl).toBe('https://housesit.example');
  });

  it('reads Polar, defaulting to its sandbox server', () => {
    const env = loadEnv({ ...POLAR, POLAR_ACCESS_TOKEN: ' token with spaces ' });
    expect(env.polar).toEqual({
      accessToken: ' token with spaces ',
      server: 'sandbox',
      apiUrl: null,
      webhookSecret: 'whsec_secret',
      products: {
        standard: 'prod-standard',
        extended: 'prod-extended',
        recurringWeekly: 'prod-weekly',
        recurringBiweekly: 'prod-biweekly',
      },
    });
    const production = loadEnv({
      ...POLAR,
      NODE_ENV: 'production',
      POLAR_SERVER: 'production',
      PUBLIC_URL: 'https://housesit.example',
      POLAR_API_URL: 'http://127.0.0.1:9999',
    });
    expect(production.polar).toMatchObject({ server: 'production', apiUrl: 'http://127.0.0.1:9999' });
  });

  it('refuses a production server without Polar unless PAYMENTS=sandbox says test payments are meant, naming the variables', () => {
    let error: unknown;
    try {
      loadEnv({ NODE_ENV: 'production' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain('PAYMENTS: ');
    for (const name of ['POLAR_ACCESS_TOKEN', 'POLAR_WEBHOOK_SECRET', 'POLAR_PRODUCT_', 'PAYMENTS=sandbox'])
      expect(message).toContain(name);

    expect(loadEnv({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).toMatchObject({ isProduction: true, polar: null });
    expect(loadEnv({ ...POLAR, NODE_ENV: 'production', PUBLIC_URL: 'https://housesit.example' }).polar).not.toBeNull();
    // Outside production the sandbox needs no word: development and tests take test payments.
    expect(loadEnv({ NODE_ENV: 'development' }).polar).toBeNull();
    expect(() => loadEnv({ PAYMENTS: 'free' })).toThrow("PAYMENTS must be sandbox (got 'free')");
  });

  it('fails fast on incomplete or bad Polar settings, without echoing secrets', () => {
    let error: unknown;
    try {
      loadEnv({ POLAR_ACCESS_TOKEN: 'polar_oat_secret', POLAR_SERVER: 'live', NODE_ENV: 'production', POLAR_API_URL: 'ftp://x' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    for (const key of [
      'POLAR_WEBHOOK_SECRET',
      'POLAR_PRODUCT_STANDARD',
      'POLAR_PRODUCT_EXTENDED',
      'POLAR_PRODUCT_RECURRING_WEEKLY',
      'POLAR_PRODUCT_RECURRING_BIWEEKLY',
    ]) {
      expect(message).toContain(`${key}: ${key} is required when POLAR_ACCESS_TOKEN is set`);
    }
    expect(message).toContain("POLAR_SERVER must be sandbox or production (got 'live')");
    expect(message).toContain('POLAR_API_URL must start with http:// or https://');
    expect(message).toContain('PUBLIC_URL is required in production');
    expect(message).not.toContain('polar_oat_secret');
    expect(() => loadEnv({ PUBLIC_URL: 'not a url' })).toThrow('PUBLIC_URL must be an absolute URL');
  });

  it('keeps photos on the disk by default and reads the S3 store when MEDIA_STORE=s3', () => {
    expect(loadEnv({}).mediaStore).toEqual({ kind: 'disk' });
    const env = loadEnv({
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'photos',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: ' secret kept as given ',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(env.mediaStore).toEqual({
      kind: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'photos',
        region: 'us-east-1',
        accessKeyId: 'key',
        secretAccessKey: ' secret kept as given ',
        forcePathStyle: true,
      },
    });
  });

  it('names every S3 setting MEDIA_STORE=s3 lacks, and refuses an unknown store', () => {
    let message = '';
    try {
      loadEnv({ MEDIA_STORE: 's3' });
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      message = (error as Error).message;
    }
    for (const key of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
      expect(message).toContain(`${key}: ${key} is required when MEDIA_STORE=s3`);
    }
    expect(() => loadEnv({ MEDIA_STORE: 'ftp' })).toThrow('MEDIA_STORE must be disk or s3');
  });
});

describe('operations settings', () => {
  it('drains for 10 s, logs at info (silent in tests) and serves no metrics by default', () => {
    expect(loadEnv({})).toMatchObject({ shutdownDrainMs: 10_000, logLevel: 'info', metricsPort: null });
    expect(loadEnv({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'debug', SHUTDOWN_DRAIN_MS: '2500', METRICS_PORT: '9464' })).toMatchObject({
      logLevel: 'debug',
      shutdownDrainMs: 2500,
      metricsPort: 9464,
    });
  });

  it('names a bad drain, level or metrics port', () => {
    expect(() => loadEnv({ SHUTDOWN_DRAIN_MS: '10s', LOG_LEVEL: 'loud', METRICS_PORT: '70000' })).toThrow(
      /SHUTDOWN_DRAIN_MS must be a whole number[\s\S]*LOG_LEVEL must be one of fatal[\s\S]*METRICS_PORT must be a whole number from 1 to 65535 \(got '70000'\)/,
    );
  });
});

describe('the clock and the test factory', () => {
  it('starts the clock at CLOCK_NOW and mounts the factory on request, outside production', () => {
    const env = loadEnv({ NODE_ENV: 'test', CLOCK_NOW: '2027-03-14T04:55:00Z', TEST_FACTORY: '1' });
    expect(env.clockNow?.toISOString()).toBe('2027-03-14T04:55:00.000Z');
    expect(env.testFactory).toBe(true);
    expect(loadEnv({ CLOCK_NOW: '2028-02-29T04:58:00-05:00' }).clockNow?.toISOString()).toBe('2028-02-29T09:58:00.000Z');
    expect(loadEnv({})).toMatchObject({ clockNow: null, testFactory: false });
  });

  it('refuses an instant without its offset, or a date that does not exist', () => {
    expect(() => loadEnv({ CLOCK_NOW: '2027-03-14 04:55' })).toThrow('CLOCK_NOW must be an instant like 2027-03-14T04:55:00Z');
    expect(() => loadEnv({ CLOCK_NOW: '2027-02-30T04:55:00Z' })).toThrow('CLOCK_NOW must be an instant');
  });

  it('refuses to start in production with either set, naming the variable', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', CLOCK_NOW: '2027-03-14T04:55:00Z' })).toThrow(/CLOCK_NOW: CLOCK_NOW is for tests only/);
    expect(() => loadEnv({ NODE_ENV: 'production', TEST_FACTORY: '1' })).toThrow(/TEST_FACTORY: TEST_FACTORY is for tests only/);
    expect(loadEnv({ NODE_ENV: 'production', PAYMENTS: 'sandbox', TEST_FACTORY: '0' }).testFactory).toBe(false);
  });

  it('reads the access details key (decision 024): required in production on a server database, 32 bytes in base64', () => {
    const server = { NODE_ENV: 'production', PAYMENTS: 'sandbox', DATABASE_URL: 'postgres://app@db:5432/housesit' };
    expect(() => loadEnv(server)).toThrow(/ACCESS_KEY: ACCESS_KEY is required in production/);
    expect(loadEnv({ ...server, ACCESS_KEY, ACCESS_KEY_PREVIOUS: Buffer.alloc(32, 9).toString('base64') })).toMatchObject({
      accessKey: Buffer.alloc(32, 7),
      accessKeyPrevious: Buffer.alloc(32, 9),
    });
    expect(() => loadEnv({ ACCESS_KEY: 'c2hvcnQ=' })).toThrow(/ACCESS_KEY must be 32 bytes in base64/);
    expect(() => loadEnv({ ACCESS_KEY_PREVIOUS: 'x'.repeat(44) })).toThrow(/ACCESS_KEY_PREVIOUS must be 32 bytes in base64/);
    // The embedded one-port demo and development keep a generated key in DATA_DIR.
    expect(loadEnv({ NODE_ENV: 'production', PAYMENTS: 'sandbox', DATA_DIR: '/tmp/demo' })).toMatchObject({
      accessKey: null,
      accessKeyFile: '/tmp/demo/access.key',
    });
  });
});
