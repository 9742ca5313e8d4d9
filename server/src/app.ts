import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type Express, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Config } from './config';
import type { Database } from './db/client';
import type { DomainBus } from './events';
import { compress } from './http/compress';
import { readCookie } from './http/cookies';
import { apiNotFound, errorHandler } from './http/error-handler';
import { originCheck } from './http/origin';
import { limiter, uploadLimiter, type LimitStores } from './http/rate-limit';
import { PgRateLimitStore } from './http/rate-limit-store';
import { rejectUnstorableInput } from './http/input-hygiene';
import { securityHeaderList, securityHeaders } from './http/security';
import { redactUrl, requestId } from './http/request-log';
import { bodyIdleTimeout } from './http/timeouts';
import { createSession, SESSION_COOKIE } from './http/session';
import { serveSitePages } from './site-pages';
import { isSsrRequest, renderedPages } from './http/ssr';
import { clientDistDir, serveUploads } from './http/static';
import { imageUpload } from './http/upload';
import { serializeError, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { createPassport } from './modules/auth/passport';
import { adminAccessRoutes, siteSecondFactor } from './admin-access';
import { secondFactorGate } from './http/second-factor-gate';
import { touchAdminSession } from './modules/admin-account/session-touch';
import { eventRoutes } from './modules/event/routes';
import { eventService } from './modules/event/service';
import { candidateRoutes } from './modules/candidates/routes';
import { candidatesService } from './modules/candidates/service';
import { publicListAnswers } from './modules/candidates/public-list';
import { voteRoutes } from './modules/votes/routes';
import { voteService } from './modules/votes/service';
import { milestoneMails } from './modules/me-mail/milestones';
import type { ContentDeps } from './modules/content-deps';
import { healthRoutes } from './modules/health/routes';
import { homeImagesRoutes } from './modules/home-images/routes';
import { homeBrandsRoutes } from './modules/home-brands/routes';
import { sponsorRoutes } from './modules/sponsors/routes';
import { csrRoutes } from './modules/csr/routes';
import { testimonialsRoutes } from './modules/testimonials/routes';
import { teamRoutes } from './modules/team/routes';
import { mediaRoutes } from './modules/media/routes';
import { ngoRoutes } from './modules/ngo/routes';
import { competitionRoutes } from './modules/competition/routes';
import { donationRoutes } from './modules/donations/routes';
import { donationService } from './modules/donations/service';
import { registrationRoutes } from './modules/registration/routes';
import { registrationService } from './modules/registration/service';
import { pipelineRoutes } from './modules/registration/pipeline-routes';
import { pipelineService } from './modules/registration/pipeline-service';
import { callbackHandler, paymentAdminRoutes, paymentPublicRoutes, paymentRoutes, stripeWebhookHandlers } from './modules/payments/routes';
import { callbackFastPath } from './modules/payments/callback-fast-path';
import { auditRoutes } from './modules/audit/routes';
import { backupRoutes } from './modules/backups/routes';
import { backupsService } from './modules/backups/service';
import { backupJobFor } from './backup/job';
import type { BackupJob } from './backup/take';
import { auditLogService, auditRecorder } from './modules/audit/service';
import { paymentService, type PaymentService } from './modules/payments/service';
import { createGateway } from './payments/gateway';
import { createSandbox, sandboxOff } from './payments/sandbox';
import { createStripeGateway } from './payments/stripe';
import { stripeSandboxRouter } from './payments/stripe-sandbox';
import { pricingRoutes } from './modules/pricing/routes';
import { pricingFor } from './modules/pricing/service';
import { DEFAULT_USD_PRICES } from '@pageant/common/content/pricing';
import type { StorageDriver } from './storage/driver';
import { paymentReportRoutes } from './modules/payment-report/routes';
import { paymentReportService } from './modules/payment-report/service';
import { transparencyRoutes } from './modules/transparency/routes';
import { meRoutes } from './modules/me/routes';
import { meService } from './modules/me/service';
import { cheersRoutes } from './modules/cheers/routes';
import { cheersService } from './modules/cheers/service';
import { contestantAuthService } from './modules/contestant-auth/service';
import { contestantAuthRoutes, contestantSignOutRoutes } from './modules/contestant-auth/routes';
import { CONTESTANT_COOKIE } from './modules/contestant-auth/session';
import { csrDriveAdminRoutes, csrDrivePublicRoutes } from './modules/csr-drive/routes';
import { csrDriveService } from './modules/csr-drive/service';
import { transparencyService } from './modules/transparency/service';
import { meKitRoutes } from './modules/me-kit/routes';
import { meKitService } from './modules/me-kit/service';
import { contestantOf, requireContestant } from './modules/contestant-auth/session';
import { seasonRoutes } from './modules/season/routes';
import { seasonService } from './modules/season/service';
import { finaleIcsRoutes } from './modules/finale-ics/routes';

export interface AppDeps {
  config: Config;
  database: Database;
  storage: StorageDriver;
  bus: DomainBus;
  logger: Logger;
  /** Outgoing mail; default: createMailer(config, logger) (SMTP or DATA_DIR/outbox). */
  mailer?: Mailer;
  /** Serve the built SPA when present (default true). */
  serveSpa?: boolean;
  /** The built client to serve instead of the repo's client/dist (tests bring their own). */
  clientDist?: string;
  /** A request body that sends nothing for this long is cut with 408 (default HTTP_TIMEOUTS.bodyIdleMs). */
  bodyIdleTimeoutMs?: number;
  /** How long a public list page is kept when no notification drops it first (default LIST_CACHE_TTL_MS). */
  listCacheTtlMs?: number;
  /** What the admin's "Back up now" runs; index.ts shares it with the schedule (default: from config). */
  backups?: BackupJob;
}

export interface BuiltApp {
  app: Express;
  /** What the HTTP server listens with: the public list's prepared answers and the payment callback before Express, then the app. */
  listener: (req: IncomingMessage, res: ServerResponse) => void;
  /** index.ts starts the reconciler with it; other modules register their payment effects on it. */
  payments: PaymentService;
  /** Releases what the app holds (session store timers); the pool belongs to the caller. */
  close(): Promise<void>;
}

/** Builds the whole HTTP app from its parts; never listens (STYLE §7), so supertest can import it. */
export function createApp(deps: AppDeps): BuiltApp {
  const { config, database, bus, logger } = deps;
  const { db, pool } = database;
  const mailer = deps.mailer ?? createMailer(config, logger);
  const app = express();
  app.disable('x-powered-by');
  // API answers are no-store or tiny; hashing every body for an ETag cost more than it saved (BENCHMARKS.md).
  // Static files keep serve-static's own ETags.
  app.set('etag', false);
  app.set('trust proxy', config.trustProxy);

  const events = eventService(db, bus, { logger });
  const season = seasonService(db, bus);
  const candidates = candidatesService({ db, storage: deps.storage, logger, bus, events, listCacheTtlMs: deps.listCacheTtlMs });
  const publicList = publicListAnswers(candidates, { headers: securityHeaderList(config), logger, sessionCookie: SESSION_COOKIE });
  // Ahead of everything (and ahead of Express itself in `listener`): a public list request whose
  // query string already passed the full route is answered from prepared bytes; anything else
  // falls through to the stack below.
  app.use(publicList.fastPath);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => requestId(req, res),
      autoLogging: { ignore: (req) => req.url === '/api/healthz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
      // One compact line per request: headers stay out of the logs (cookies, tokens in referers).
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: (err: unknown) => serializeError(err),
      },
    }),
  );
  // Named, since the callback fast path (below) runs the same instances for its request.
  const idleTimeout = bodyIdleTimeout(deps.bodyIdleTimeoutMs);
  const secure = securityHeaders(config);
  const compressed = compress();
  app.use(idleTimeout);
  app.use(secure);
  app.use(compressed);

  // The sandbox is PayU's hosted checkout served by us, outside /api (it is "the gateway"). With real
  // PayU every /sandbox path is a 404 before anything else (the SPA) can answer it.
  const sandbox = config.PAYMENT_GATEWAY === 'sandbox' ? createSandbox() : null;
  const pricing = pricingFor(config);
  const stripe =
    config.STRIPE_MODE === 'off'
      ? null
      : createStripeGateway({
          secretKey: config.stripeSecretKey,
          webhookSecret: config.stripeWebhookSecret,
          apiBase: config.stripeApiBase,
        });
  // Stripe's stand-in, like PayU's: its webhooks are handed to the payment service in-process, signed.
  if (config.STRIPE_MODE === 'sandbox') {
    app.use(
      '/sandbox/stripe',
      stripeSandboxRouter({
        secretKey: config.stripeSecretKey,
        webhookSecret: config.stripeWebhookSecret,
        publicUrl: config.publicUrl,
        deliverWebhook: async (rawBody, signature) => {
          await payments.handleStripeWebhook(rawBody, signature);
        },
        logger,
      }),
    );
  } else app.use('/sandbox/stripe', sandboxOff);
  if (sandbox) app.use('/sandbox/payu', sandbox.router);
  else app.use('/sandbox', sandboxOff);
  const payments = paymentService({
    db,
    logger,
    config,
    gateway: createGateway(config, async (_url, form) => sandbox?.postservice(form)),
    stripe,
    // Called only after start-up, once `pages` below exists.
    onSettled: () => pages?.invalidate(),
  });
  // Stripe signs the bytes it sends: this route reads them raw, so it comes before every body parser.
  app.post('/api/payment/stripe/webhook', ...stripeWebhookHandlers(payments));

  const spa = deps.serveSpa === false ? null : (deps.clientDist ?? clientDistDir());
  const pages = spa ? renderedPages(spa, logger) : null;

  const api = express.Router();
  // Gateway confirmations are authenticated by their hash and PayU's webhooks all come from a few
  // addresses: a per-IP limit there would refuse paid confirmations at peak voting.
  const GATEWAY_PATHS = new Set(['/payment/callback', '/payment/webhook']);
  // The page renderer's reads of this server are the visitor's page request, not extra visits.
  api.use(
    limiter({
      windowMs: 60_000,
      limit: config.RATE_LIMIT_API,
      skip: (req) => (req.method === 'POST' && GATEWAY_PATHS.has(req.path)) || isSsrRequest(req),
    }),
  );
  // A write that went through may change what a rendered page shows: render afresh. A gateway's
  // post changes something only by settling a payment, which empties the cache itself (onSettled).
  const renderAfresh: RequestHandler = (req, res, next) => {
    const writes = req.method !== 'GET' && req.method !== 'HEAD' && !GATEWAY_PATHS.has(req.path);
    if (pages && writes) res.on('finish', () => res.statusCode < 400 && pages.invalidate());
    next();
  };
  api.use(renderAfresh);
  api.use(express.json({ limit: '100kb' }));
  api.use(express.urlencoded({ extended: false, limit: '100kb' }));
  // Before any route can hand a string to PostgreSQL; multipart fields get the same check in imageUpload.
  api.use(rejectUnstorableInput);
  api.use('/healthz', healthRoutes(pool));

  const sessions = createSession(config, pool);
  const passport = createPassport(db);
  // Only an admin carries the session cookie; public reads, votes and gateway callbacks skip the
  // session machinery (a measurable share of each request's CPU, BENCHMARKS.md).
  // @types/passport types session() as any; naming the handler type keeps that from spreading.
  const restoreUser: RequestHandler = passport.session();
  const secondFactor = siteSecondFactor(db, config);
  const heldForSecondFactor = secondFactorGate(secondFactor.standing);
  const sessionStack = express.Router().use(sessions.middleware, restoreUser, touchAdminSession(db), heldForSecondFactor);
  api.use(passport.initialize(), (req, res, next) => {
    // The same reading of the header as the Origin rule's and express-session's own (cookies.ts).
    const hasCookie = readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined;
    if (hasCookie || (req.method === 'POST' && req.path === '/admin/login')) return sessionStack(req, res, next);
    next();
  });
  api.use(originCheck(config.publicOrigin, [SESSION_COOKIE, CONTESTANT_COOKIE], [...GATEWAY_PATHS]));

  // Limits that guard something count in PostgreSQL, so they hold across every instance (DESIGN §3).
  const stores: LimitStores = (name) => new PgRateLimitStore(pool, name);
  const paymentLimit = (name: string) => limiter({ windowMs: 60_000, limit: config.RATE_LIMIT_PAYMENT, store: stores(`payment-${name}`) });
  // Issue #34: sign-in, her account, the owner's policy and the Team screen.
  api.use('/admin', adminAccessRoutes({ db, config, passport, stores, secondFactor, mailer, bus, logger }));
  api.use('/event', eventRoutes(events));
  api.use(seasonRoutes(season));
  api.use(finaleIcsRoutes(season, config.publicUrl));
  api.use('/pricing', pricingRoutes(pricing));
  api.use('/payment', paymentRoutes(payments));
  api.use('/admin/payments', paymentAdminRoutes(payments, auditRecorder(db)));
  api.use('/admin/payments', paymentReportRoutes(paymentReportService(db)));
  api.use('/payments', paymentPublicRoutes(payments, paymentLimit('check')));
  api.use('/donation', donationRoutes(donationService(payments, db, mailer, pricing), paymentLimit('donation')));
  const registration = registrationRoutes(
    registrationService({ db, payments, storage: deps.storage, logger, config, mailer, pricing, season }),
    {
      paymentLimit: config.RATE_LIMIT_PAYMENT,
      uploadLimit: config.RATE_LIMIT_UPLOAD,
      uploadMaxBytes: config.uploadMaxBytes,
      stores,
      audit: auditRecorder(db),
    },
  );
  api.use('/payment', registration.payment);
  api.use('/details', registration.details);
  api.use('/admin/registrations', pipelineRoutes(pipelineService({ db, storage: deps.storage, logger, config, candidates, mailer })));
  const content: ContentDeps = {
    db,
    storage: deps.storage,
    logger,
    upload: imageUpload(config.uploadMaxBytes),
    uploadLimit: uploadLimiter(config.RATE_LIMIT_UPLOAD, stores('upload')),
  };
  api.use('/home-images', homeImagesRoutes(content));
  api.use('/home-brands', homeBrandsRoutes(content));
  api.use('/sponsor', sponsorRoutes(content));
  api.use('/csr', csrRoutes(content));
  api.use('/testimonials', testimonialsRoutes(content));
  api.use('/team', teamRoutes(content));
  api.use('/media', mediaRoutes(content));
  api.use('/ngo-content', ngoRoutes(content));
  api.use('/competition-page', competitionRoutes(content));
  const drive = csrDriveService(db);
  // Issue #33: her charity drive (/candidates/:id/fundraising, /fundraising/total) and the admin's CSR screen.
  api.use(csrDrivePublicRoutes(drive));
  api.use('/admin/csr', csrDriveAdminRoutes(drive));
  api.use('/candidates', candidateRoutes({ ...content, candidates, publicList }));
  const votes = voteRoutes(voteService({ db, payments, events, bus, logger, mailer, pricing }), paymentLimit('vote'));
  api.use('/vote', votes.vote);
  api.use('/votes', votes.ledger);
  api.use(
    '/transparency',
    transparencyRoutes(transparencyService(db, events, { INR: pricing.response.INR, USD: pricing.response.USD ?? DEFAULT_USD_PRICES })),
  );
  // Issue #30: her sign-in without a password. The sign-out router goes first on /me, so signing out
  // answers even without a session (the cockpit's data routes behind it require one).
  const contestantAuth = contestantAuthService({ db, logger, publicUrl: config.publicUrl, mailer });
  const { secureCookies } = config;
  api.use('/contestant', contestantAuthRoutes(contestantAuth, { linkStore: stores('contestant-link'), secureCookies }));
  api.use('/me', contestantSignOutRoutes(contestantAuth, { secureCookies }));
  // Her share kit (issue #30), behind its own gate, so the other /me routers' order does not matter to it.
  const meKit = meKitService({ db, storage: deps.storage, logger, publicUrl: config.publicUrl });
  api.use('/me/kit', requireContestant(db), meKitRoutes(meKit, contestantOf));
  // Her cockpit's figures (issue #30): its own gate lets /me/logout through to the sign-out router.
  const me = meService({ db, events, publicUrl: config.publicUrl });
  api.use('/me', meRoutes(me, requireContestant(db), contestantOf));
  api.use('/admin/cheers', cheersRoutes(cheersService(db)));
  api.use('/admin/audit', auditRoutes(auditLogService(db)));
  api.use('/admin/backups', backupRoutes(backupsService(deps.backups ?? backupJobFor(config, pool, logger), config, auditRecorder(db))));
  api.use(apiNotFound);
  app.use('/api', api);

  if (config.STORAGE_DRIVER === 'local') serveUploads(app, config.uploadsDir);
  // Public pages and her cockpit; serveSitePages says how each is kept or not.
  if (spa && pages) serveSitePages(app, { spa, pages, db, me, bus, config, logger });
  app.use(errorHandler);
  // Her first vote, 100, 1,000, 10,000 and the top 3, mailed once each after the credit commits (issue #30).
  const milestones = milestoneMails({ db, bus, mailer, logger, publicUrl: config.publicUrl });
  const callbacks = callbackFastPath({
    app,
    before: [idleTimeout, secure],
    compress: compressed,
    handler: (seeOther) => callbackHandler(payments, seeOther),
    errorHandler,
    logger,
  });
  return {
    app,
    // Express's own dispatch was a twentieth of a prepared answer's CPU (BENCHMARKS.md, profile of the
    // list), and most of a payment callback's (session 13).
    listener: (req, res) => publicList.fastPath(req, res, () => callbacks(req, res, () => void app(req, res))),
    payments,
    close: async () => {
      events.stop();
      season.stop();
      await milestones.close();
      await sessions.close();
    },
  };
}
