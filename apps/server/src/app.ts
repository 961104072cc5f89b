import Fastify from 'fastify';
import helmet from 'helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fastifyTrustProxy } from './config';
import type { AppContext, AppDeps } from './context';
import { createCatalogueCache } from './lib/cache-broadcast';
import { BackgroundTasks } from './lib/background';
import { AppJobs } from './lib/job-queue';
import { AppMetrics } from './lib/metrics';
import { PasswordHasher } from './lib/passwords';
import { Quotas } from './lib/quotas';
import { SharedRedis } from './lib/redis';
import { addsInBulk } from './policies/catalogue.policy';
import { registerAfterWrites } from './plugins/after-writes';
import { registerApiKeyCheck } from './plugins/api-key';
import { registerAuth } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerErrorHandler } from './plugins/error-handler';
import { registerGracefulClose } from './plugins/graceful-close';
import { registerTextInputCheck } from './plugins/text-input';
import { registerJsonBodyParser } from './plugins/json-body';
import { metricsReader, registerMetrics } from './plugins/metrics';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id';
import { memoSerializerCompiler } from './plugins/memo-serializer';
import { registerWebFiles } from './plugins/web-files';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerAuthRoutes } from './modules/accounts/auth.routes';
import { authenticateToken } from './modules/accounts/auth.service';
import { registerArtistRoutes } from './modules/artists/artists.routes';
import { registerMovieRoutes } from './modules/movies/movies.routes';
import { registerReferenceRoutes } from './modules/reference/reference.routes';
import { registerSerialRoutes } from './modules/serials/serials.routes';
import { registerReviewRoutes } from './modules/reviews/reviews.routes';
import { registerReactionRoutes } from './modules/reactions/reactions.routes';
import { registerJournalRoutes } from './modules/journals/journals.routes';
import { registerUserImageRoutes } from './modules/profiles/user-images.routes';
import { registerImportRoutes } from './modules/code-add/code-add.routes';
import { registerListRoutes } from './modules/lists/lists.routes';
import { registerProfileRoutes } from './modules/profiles/profiles.routes';
import { registerProfileListRoutes } from './modules/profile-lists/profile-lists.routes';
import { registerDiaryRoutes } from './modules/diary/diary.routes';
import { registerShortMessageRoutes } from './modules/feed/short-messages.routes';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerFeedRoutes } from './modules/feed/feed.routes';
import { registerInstituteRoutes } from './modules/about/about.routes';
import { registerHomeRoutes } from './modules/home/home.routes';
import { registerFestivalRoutes } from './modules/festival/festival.routes';
import { registerFestivalRegistrationRoutes } from './modules/festival/registration.routes';
import { registerSearchRoutes } from './modules/search/search.routes';
import { registerAdminMemberRoutes } from './modules/admin-members/admin-members.routes';
import { registerAdminReferenceRoutes } from './modules/reference/admin-reference.routes';
import { registerAdminRoutes } from './modules/admin/admin.routes';
import { registerRevisionRoutes } from './modules/revisions/revisions.routes';
import { registerUserExportRoutes } from './modules/user-export/user-export.routes';
import { registerYearReviewRoutes } from './modules/year-review/year-review.routes';
import { createAuthLimits } from './modules/accounts/auth-limits';
import { MemorySessionCache } from './modules/accounts/session-cache';
import { RedisSessionCache } from './modules/accounts/redis-session-cache';
import { Importer } from './modules/code-add/importer.service';
import { startUserImports } from './modules/user-import/import-job';
import { registerUserImportRoutes } from './modules/user-import/user-import.routes';
import { pageDocuments } from './modules/page-heads/page-document';
import { registerPageRoutes } from './modules/page-heads/page-heads.routes';

/** The page policy of an API answer: nothing it could load, nowhere it could be framed. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

export async function buildApp(deps: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: { level: config.logLevel },
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY): anyone else could pick the address every per-address limit counts.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: false },
    // Each request's id (every log line's reqId, the x-request-id header): a sane incoming one, else a UUID.
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(memoSerializerCompiler);
  // The first hook: whatever answers the request, a later hook or a handler, the answer names its id.
  registerRequestIdHeader(app);
  registerGracefulClose(app);

  // One cache per app: each test's app starts empty, and the cache's clock is the wall clock (TTL only).
  // Likewise one set of metrics per app (lib/metrics), so apps in one test process count apart.
  const metrics = new AppMetrics();
  const catalogueLookups = metrics.cacheCounter('catalogue');
  const sessionLookups = metrics.cacheCounter('sessions');
  // With REDIS_URL the instances share the limits, the sessions and the cache's writes (decision 032).
  const redis = config.redis ? await SharedRedis.connect(config.redis, app.log) : null;
  const onSessionLookup = (result: 'hit' | 'miss') => sessionLookups('token', result);
  const ctx: AppContext = {
    ...deps,
    db: deps.database.db,
    limits: createAuthLimits(config, redis ?? undefined),
    passwords: new PasswordHasher(config.passwordHashing),
    background: new BackgroundTasks(app.log),
    cache: await createCatalogueCache({ ...config.catalogueCache, onLookup: catalogueLookups }, redis, app.log),
    sessions: redis
      ? new RedisSessionCache(redis, { ttlMs: config.authCacheTtlMs, onLookup: onSessionLookup, log: app.log })
      : new MemorySessionCache({ ttlMs: config.authCacheTtlMs, maxEntries: 50_000, onLookup: onSessionLookup }),
    quotas: new Quotas(config.quotas, config.uploadRequestMax, addsInBulk, redis ?? undefined),
    importer: null,
    jobs: new AppJobs(deps.database, app.log),
    redis,
  };
  const { jobs } = ctx;
  // The importer runs with a TMDB key only (decision 026); without one the codes wait and the pages say why.
  if (config.tmdb) ctx.importer = await Importer.start(ctx, await jobs.get(), config.tmdb, app.log);
  // A member's import (decision 037): its queue starts with the first confirm, or now if one is unfinished.
  await startUserImports(ctx, app.log);
  metrics.watch({
    pool: deps.database.poolUse,
    hashing: () => ctx.passwords.load(),
    cacheEntries: () => ({
      catalogue: ctx.cache.size,
      ...(ctx.sessions.size !== undefined && { sessions: ctx.sessions.size }),
    }),
    jobQueues: () => jobs.depths(),
    redisUp: redis ? () => redis.connected : undefined,
  });
  // lib/multipart reaches the upload quota and the form size bound through the request's server.
  app.decorate('quotas', ctx.quotas);
  // Shutdown lets the work handed on by answered requests (reset mails) finish while the database is open.
  app.addHook('onClose', async () => {
    await jobs.stop();
    await ctx.background.idle();
    await ctx.passwords.close();
    await redis?.close();
  });

  // Every write route names its aggregate; under test, a write that skipped its after-write fails (before
  // compression's onSend, so the failure answers in plain JSON); a member's write drops their own pages.
  registerAfterWrites(app, ctx, { enforce: config.env === 'test' });

  // Security headers from helmet, built once: @fastify/helmet rebuilt the middleware (and parsed the CSP
  // directives) on every request, a few per cent of a cached page's cost.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        // The trailer hosts the HTML sanitizer lets through (lib/html.ts); the web's trailer player uses
        // youtube-nocookie.
        frameSrc: [
          'https://www.youtube.com',
          'https://youtube.com',
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          'https://www.facebook.com',
        ],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // The embedded players refuse to play without the site's origin (no-referrer broke every trailer).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // A JSON answer is never rendered as a page: it needs no page policy, only not to be sniffed into one and
  // not to be framed or read by another origin. The ~1 KB of page headers stays on the HTML (pages, the API
  // docs), and a cached API read costs less than half as much without them (issue 27).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.setHeader('content-security-policy', API_POLICY);
      reply.raw.setHeader('cross-origin-resource-policy', 'same-origin');
      return done();
    }
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await registerCompression(app);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 40, fields: 400 } });

  // The OpenAPI document is generated from the route schemas; register before any route.
  await app.register(swagger, {
    openapi: {
      info: { title: 'MFI platform API', version: '1.0.0' },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The docs UI sets a few inline styles; allow those on its own pages only.
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });

  registerErrorHandler(app);
  registerTextInputCheck(app);
  registerJsonBodyParser(app);
  // Before the API-key and token checks: a metrics reader passes them (plugins/metrics).
  registerMetrics(app, metrics, metricsReader(config));
  registerApiKeyCheck(app, config.apiKey);
  registerAuth(app, (token) => authenticateToken(ctx, token));

  registerHealthRoutes(app, ctx);
  // Each module's routes under /api, in the order of the spec's sections.
  for (const register of [
    registerAuthRoutes,
    registerReferenceRoutes,
    registerArtistRoutes,
    registerMovieRoutes,
    registerSerialRoutes,
    registerReviewRoutes,
    registerReactionRoutes,
    registerJournalRoutes,
    registerUserImageRoutes,
    registerImportRoutes,
    registerUserImportRoutes,
    registerListRoutes,
    registerProfileRoutes,
    registerProfileListRoutes,
    registerDiaryRoutes,
    registerUserExportRoutes,
    registerYearReviewRoutes,
    registerShortMessageRoutes,
    registerNotificationRoutes,
    registerFeedRoutes,
    registerInstituteRoutes,
    registerHomeRoutes,
    registerFestivalRoutes,
    registerFestivalRegistrationRoutes,
    registerSearchRoutes,
    registerAdminMemberRoutes,
    registerAdminReferenceRoutes,
    registerAdminRoutes,
    registerRevisionRoutes,
  ]) {
    await app.register(async (api) => register(api.withTypeProvider<ZodTypeProvider>(), ctx), { prefix: '/api' });
  }

  registerPageRoutes(app, ctx);
  registerWebFiles(app, deps, pageDocuments(ctx));
  return app;
}
