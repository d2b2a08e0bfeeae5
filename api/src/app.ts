/**
 * The Hono app. Everything it touches comes in through `deps`, so tests build the real app on
 * a real (in-memory or throwaway) database and a temporary media directory.
 */
import { ENDPOINTS } from '@housesit/shared-contracts';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { configuredKeyring } from './access/sealing.js';
import { secureHeaders } from 'hono/secure-headers';
import { sessionCookiePolicy } from './auth/cookie.js';
import { resolveClientAddress } from './auth/throttle.js';
import { systemClock, type AppDeps } from './deps.js';
import { UNSUBSCRIBE_PATH } from './email/unsubscribe.js';
import { noEvents } from './events/publisher.js';
import { bodyLimitRules, bodyLimits, closeAfterUnreadBody } from './http/bodyLimit.js';
import { handleError, notFoundHandler, type ErrorLogger } from './http/errors.js';
import { contentSecurityDirectives } from './http/contentSecurity.js';
import { originCheck } from './http/origin.js';
import { loadSession } from './http/session.js';
import type { AppEnv } from './http/types.js';
import { accessRoutes } from './routes/access.js';
import { accountRoutes } from './routes/account.js';
import { adminAttentionRoutes } from './routes/adminAttention.js';
import { calendarDocumentRoutes, calendarFeedRoutes } from './routes/calendar.js';
import { payoutRoutes } from './routes/payouts.js';
import { ratingRoutes } from './routes/ratings.js';
import { receiptRoutes } from './routes/receipts.js';
import { tipRoutes } from './routes/tips.js';
import { adminRoutes } from './routes/admin.js';
import { adminLocationRequestRoutes } from './routes/adminLocationRequests.js';
import { adminRevenueRoutes } from './routes/adminRevenue.js';
import { adminUserRoutes } from './routes/adminUsers.js';
import { authRoutes } from './routes/auth.js';
import { passwordResetRoutes } from './routes/passwordReset.js';
import { checkoutRoutes } from './routes/checkout.js';
import { announcesSandboxPayments, createPaymentProvider } from './payments/select.js';
import { emailRoutes } from './routes/email.js';
import { formSignIn, LOGIN_PAGE } from './routes/formSignIn.js';
import { healthRoutes } from './routes/health.js';
import { readyRoutes } from './routes/ready.js';
import type { DrainState } from './ops/drain.js';
import type { Logger } from './ops/logger.js';
import type { Metrics } from './ops/metrics.js';
import { requestContext } from './ops/requestLog.js';
import { lifecycleRoutes } from './routes/lifecycle.js';
import { dispatchRoutes } from './routes/dispatch.js';
import { mediaRoutes } from './routes/media.js';
import { messageRoutes } from './routes/messages.js';
import { homeownerRoutes } from './routes/homeowner.js';
import { visitChangeRoutes } from './routes/visitChanges.js';
import { locationRequestRoutes } from './routes/locationRequests.js';
import { paymentRoutes } from './routes/payments.js';
import { subscriptionRoutes } from './routes/subscriptions.js';
import { polarRoutes } from './routes/polar.js';
import { notificationRoutes } from './routes/notifications.js';
import { openApiRoutes } from './routes/openapi.js';
import { loadRegistryConfig, registryAnswerer, registryRoutes, releaseHealthDeps } from './routes/registry.js';
import { deployTokenRoutes } from './routes/deployTokens.js';
import { releasePublishRoutes } from './routes/releasePublish.js';
import { openChannelStore } from './releases/channelTable.js';
import { socketHandler } from './realtime/socket.js';
import { sitterRoutes } from './routes/sitter.js';
import { pageRoutes } from './routes/pages.js';
import { supportRoutes } from './routes/support.js';
import { testFactoryRoutes } from './routes/testFactory.js';
import { visitRoutes } from './routes/visits.js';
import { isSettable } from './time/clock.js';
import { PageCache } from './visits/pageCache.js';

/** Routes allowed bodies above the 100 KB default (the photo uploads): their definitions say how much. */
const BODY_LIMIT_RULES = bodyLimitRules(Object.values(ENDPOINTS));

export interface AppOptions {
  /** Where unexpected errors are reported (console.error by default). */
  logError?: ErrorLogger;
  /** One JSON line per request (ops/requestLog.ts); none when absent (tests). */
  logger?: Logger;
  /** Request counts and latency for the metrics port. */
  metrics?: Metrics;
  /** Set on SIGTERM: /api/ready answers 503 from then on. */
  drain?: DrainState;
}

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const { db, env, mediaStore } = deps;
  const clock = deps.clock ?? systemClock;
  const events = deps.events ?? deps.realtime?.events ?? noEvents;
  const logError: ErrorLogger = options.logError ?? ((message, error) => console.error(message, error));
  const lifecycle = { db, clock, events, logError };
  // Per instance: entries are checked against the database's data version on every use.
  const pageCache = new PageCache(env.pageCacheMb);
  const cookie = sessionCookiePolicy(env.isProduction);
  const provider = createPaymentProvider(env);
  const keyring = deps.accessKeys ?? configuredKeyring(env);
  const registryConfig = loadRegistryConfig(env);
  // The registry reaches every page (GET /api/registry and the page's ShellBoot): the shell shows the notice.
  if (announcesSandboxPayments(env)) registryConfig.registry.sandboxPayments = true;
  const contentSecurity = contentSecurityDirectives(registryConfig);

  const app = new Hono<AppEnv>();
  app.onError(handleError(logError));
  app.notFound(notFoundHandler);
  // Before every middleware: the handshake answer must reach @hono/node-server untouched
  // (header-changing middleware breaks upgrades), and /ws checks Origin and session itself.
  if (deps.realtime) {
    const hub = deps.realtime.hub;
    app.get(
      '/ws',
      socketHandler({ db, clock, cookie, siteOrigins: env.siteOrigins, hub, events, logError, trustedProxyHops: env.trustedProxyHops }),
    );
  }
  // First of the middleware, so its duration covers them and its id is set before any logs.
  app.use('*', requestContext({ logger: options.logger, metrics: options.metrics }));
  // Outside every refusal (413, 429, guards): an answer given before the whole request arrived says Connection: close.
  app.use('*', closeAfterUnreadBody());
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: contentSecurity,
      // HSTS only where the site is served over HTTPS; on http://localhost it would pin nothing useful.
      strictTransportSecurity: env.isProduction ? 'max-age=15552000; includeSubDomains' : false,
      // A route that sets its own policy (the sandbox checkout page) keeps it.
      overwrite: false,
    }),
  );
  // gzip the shell, the remotes and large JSON: the landing page's budget counts transferred bytes.
  app.use('*', compress());
  // RFC 8058: a mail provider's one-click POST may come from its own origin; the signed token is the authority.
  app.use('*', originCheck(env.siteOrigins, { exemptPaths: [UNSUBSCRIBE_PATH] }));

  const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    // Answers carry personal data: no shared or browser caching unless a route says otherwise.
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
  const limitBodies = bodyLimits(BODY_LIMIT_RULES);
  const setClientAddress: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set('clientAddress', resolveClientAddress(c, env.trustedProxyHops));
    await next();
  };
  // One session middleware (one prepared statement) for the API, the form sign-in and the public pages' HTML.
  const session = loadSession({ db, clock, cookie });

  const api = new Hono<AppEnv>();
  api.use('*', noStore, limitBodies, setClientAddress, session);
  api.route('/', authRoutes({ db, clock, cookie }));
  api.route('/', passwordResetRoutes({ db, clock, cookie, logError }));
  api.route('/', accountRoutes({ db, clock, cookie, mediaStore, logError }));
  api.route('/', calendarFeedRoutes({ db, clock, publicUrl: env.publicUrl }));
  api.route('/', calendarDocumentRoutes({ db, clock, publicUrl: env.publicUrl }));
  api.route('/', visitRoutes({ db, clock, pageCache }));
  api.route('/', lifecycleRoutes({ ...lifecycle, mediaStore }));
  api.route('/', dispatchRoutes(lifecycle));
  api.route('/', homeownerRoutes({ db, clock }));
  api.route('/', accessRoutes({ db, clock, keyring }));
  api.route('/', visitChangeRoutes({ db, clock, provider, logError, events }));
  api.route('/', messageRoutes({ db, clock, events, logError }));
  api.route('/', notificationRoutes({ db, clock }));
  api.route('/', adminUserRoutes({ db, clock, events, logError }));
  api.route('/', adminRevenueRoutes({ db, clock }));
  api.route('/', adminAttentionRoutes({ db, clock }));
  api.route('/', ratingRoutes({ db, clock }));
  api.route('/', tipRoutes({ db, clock, provider, support: env.support, publicUrl: env.publicUrl }));
  api.route('/', payoutRoutes({ db, clock }));
  api.route('/', adminLocationRequestRoutes({ db, clock }));
  api.route('/', openApiRoutes());
  api.route('/', adminRoutes({ ...lifecycle, pageCache }));
  api.route('/', sitterRoutes({ db, clock }));
  api.route('/', checkoutRoutes({ db, clock, provider, logError, keyring }));
  api.route('/', paymentRoutes({ db, clock, provider }));
  api.route('/', receiptRoutes({ db, clock, support: env.support, publicUrl: env.publicUrl }));
  api.route('/', subscriptionRoutes({ db, clock, provider, logError }));
  api.route('/', polarRoutes({ db, clock, provider, polar: env.polar, logError }));
  api.route('/', locationRequestRoutes({ db, clock }));
  api.route('/', mediaRoutes({ db, mediaStore }));
  // One channel store for the registry and the public pages' HTML (decision 020).
  const channels =
    deps.channels ??
    openChannelStore({
      db,
      driver: deps.driver ?? 'pglite',
      releasesDir: env.releasesDir,
      environment: registryConfig.registry.environment,
    });
  const registryDeps = {
    config: registryConfig,
    releasesDir: env.releasesDir,
    channels,
    db,
    clock,
    isProduction: env.isProduction,
    logError,
    rollback: env.releaseRollback,
    metrics: options.metrics,
  };
  api.route('/', deployTokenRoutes({ db, clock }));
  api.route('/', registryRoutes(registryDeps));
  // An area's release command publishes here with a deploy token, never into the server's folders.
  api.route('/', releasePublishRoutes(registryDeps));
  api.route('/', healthRoutes({ db }));
  api.route('/', readyRoutes({ db, drain: options.drain }));
  api.route('/', emailRoutes({ db, env }));
  api.route('/', supportRoutes({ env }));
  if (env.testFactory) {
    // Tests only (env.ts refuses TEST_FACTORY in production): the clock it moves must be movable.
    const clock = deps.clock;
    if (!clock || !isSettable(clock)) throw new Error('TEST_FACTORY needs a settable clock (time/clock.ts runningClock)');
    api.route('/test', testFactoryRoutes({ db, mediaStore, clock, cookie }));
  }
  api.all('*', notFoundHandler);
  app.route('/api', api);
  // Sign-in without scripts (decision 020): /login's form posts to its own address, through the
  // same request set-up as /api (the origin check above runs for it too).
  app.post(LOGIN_PAGE, noStore, limitBodies, setClientAddress, session, formSignIn({ db, clock, cookie }));

  if (env.serveStatic) {
    // The pages and the front ends' files: the shell's page server, on this port (routes/pages.ts).
    const site = { publicUrl: env.publicUrl, support: env.support, sandboxPayments: announcesSandboxPayments(env) };
    app.route(
      '/',
      pageRoutes({
        webRoot: env.webRoot,
        releasesDir: env.releasesDir,
        site,
        session,
        registry: { config: registryConfig, channels },
        registryAnswer: registryAnswerer(registryDeps),
        contentSecurity,
        dispatch: (request, bindings) => app.fetch(request, bindings),
        clock,
        health: releaseHealthDeps(registryDeps),
      }),
    );
  }

  return app;
}

export type App = ReturnType<typeof createApp>;
