import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { createConfiguredPlaceDirectory } from './integrations/places/configured-place-directory.ts';
import { authHooks } from './lib/authenticate.ts';
import { securityHeaders } from './lib/security-headers.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { answerClientError, answerFrameworkError } from './lib/framework-errors.ts';
import { registerInvalidCharactersHook } from './lib/invalid-characters.hook.ts';
import { loggerOptions, requestIdOf } from './lib/log-options.ts';
import { namedRedisStore } from './lib/rate-limit-store.ts';
import type { ModuleOptions } from './lib/module.ts';
import { registerApiDocs } from './lib/api-docs.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerMetrics } from './modules/metrics/app-metrics.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { payeeRoutes } from './modules/payees/payees.routes.ts';
import { paymentRoutes } from './modules/payments/payments.routes.ts';
import { transactionRoutes } from './modules/transactions/transactions.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { billingRoutes } from './modules/billing/billing.routes.ts';
import { placeRoutes } from './modules/places/places.routes.ts';
import { businessRoutes } from './modules/businesses/businesses.routes.ts';
import { integrationRoutes } from './modules/integration/integration.routes.ts';
import { payoutAccountRoutes } from './modules/integration/payout-accounts.routes.ts';
import { paypalRoutes } from './modules/paypal/paypal.routes.ts';
import { flutterwaveRoutes } from './modules/flutterwave/flutterwave.routes.ts';
import { payoutRoutes } from './modules/payouts/payouts.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { qrRoutes } from './modules/qr/qr.routes.ts';
import { stationRoutes } from './modules/stations/stations.routes.ts';
import { cardRoutes } from './modules/cards/cards.routes.ts';
import { refundRoutes } from './modules/transactions/refund.routes.ts';
import { teamRoutes } from './modules/teams/teams.routes.ts';
import { teamPoolRoutes } from './modules/team-pool/team-pool.routes.ts';
import { poolContestRoutes } from './modules/team-pool/pool-contests.routes.ts';
import { statementRoutes } from './modules/statements/statements.routes.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { createLiveBus } from './modules/live/live-bus.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { registerWebApp } from './lib/web-app.ts';
import { registerJobs } from './jobs/register-jobs.ts';

export const API_PREFIX = '/api/v1';
const isApiRequest = (url: string) => url.startsWith('/api/');

/** The whole HTTP application without listening: main.ts listens, tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    genReqId: requestIdOf,
    requestIdHeader: false,
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  registerMetrics(app, deps.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry tokens and personal data: no cache keeps them unless a route says otherwise.
    if (isApiRequest(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  registerErrorHandler(app);
  registerInvalidCharactersHook(app);

  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe's CSP guide (docs.stripe.com/security/guide): stripe.js also runs frames from *.js.stripe.com.
        // PayPal's JS SDK (loaded at the PayPal step only) comes from www.paypal.com and frames its button there.
        scriptSrc: [
          "'self'",
          'https://js.stripe.com',
          'https://*.js.stripe.com',
          'https://accounts.google.com/gsi/client',
          'https://www.paypal.com',
        ],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        connectSrc: [
          "'self'",
          'https://api.stripe.com',
          'https://accounts.google.com/gsi/',
          'https://*.paypal.com',
        ],
        frameSrc: [
          'https://js.stripe.com',
          'https://*.js.stripe.com',
          'https://hooks.stripe.com',
          'https://accounts.google.com/gsi/',
          'https://www.paypal.com',
        ],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(cors, { origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    // Guests behind one venue address share a budget: pages, assets and photos never spend it.
    allowList: (request) => !isApiRequest(request.url),
    ...(deps.redis ? { store: namedRedisStore(deps.redis, 'opentip-rl:') } : {}),
  });
  await app.register(multipart, { limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1 } });
  await registerApiDocs(app);

  // Jobs publish on the live bus too (notifications made in a transaction, told once it committed).
  const liveBus = deps.liveBus ?? createLiveBus(deps.redis);
  const jobs = registerJobs(app, { ...deps, liveBus });
  const moduleOptions: ModuleOptions = {
    deps: {
      ...deps,
      now: deps.now ?? (() => new Date()),
      liveBus,
      places: deps.places ?? createConfiguredPlaceDirectory(config, app.log),
      ...jobs,
    },
    auth: authHooks(deps.db, deps.now ?? (() => new Date())),
  };
  await app.register(healthRoutes, moduleOptions);
  await app.register(metricsRoutes, moduleOptions);
  await app.register(
    async (api) => {
      await api.register(authRoutes, moduleOptions);
      await api.register(userRoutes, moduleOptions);
      await api.register(payeeRoutes, moduleOptions);
      await api.register(paymentRoutes, moduleOptions);
      await api.register(transactionRoutes, moduleOptions);
      await api.register(cardRoutes, moduleOptions);
      await api.register(refundRoutes, moduleOptions);
      await api.register(teamRoutes, moduleOptions);
      await api.register(teamPoolRoutes, moduleOptions);
      await api.register(poolContestRoutes, moduleOptions);
      await api.register(statementRoutes, moduleOptions);
      await api.register(stationRoutes, moduleOptions);
      await api.register(chatRoutes, moduleOptions);
      await api.register(notificationRoutes, moduleOptions);
      await api.register(pushRoutes, moduleOptions);
      await api.register(liveRoutes, moduleOptions);
      await api.register(feedbackRoutes, moduleOptions);
      await api.register(reviewRoutes, moduleOptions);
      await api.register(billingRoutes, moduleOptions);
      await api.register(placeRoutes, moduleOptions);
      await api.register(businessRoutes, moduleOptions);
      await api.register(integrationRoutes, moduleOptions);
      await api.register(payoutAccountRoutes, moduleOptions);
      await api.register(paypalRoutes, moduleOptions);
      await api.register(flutterwaveRoutes, moduleOptions);
      await api.register(payoutRoutes, moduleOptions);
      await api.register(adminRoutes, moduleOptions);
      await api.register(qrRoutes, moduleOptions);
      await api.register(supportRoutes, moduleOptions);
      await api.register(publicConfigRoutes, moduleOptions);
      if (!config.SMTP_URL && config.NODE_ENV !== 'production') await api.register(devRoutes, moduleOptions);
    },
    { prefix: API_PREFIX },
  );

  if (deps.images.localDir) {
    await app.register(fastifyStatic, {
      root: deps.images.localDir,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
    });
  }
  if (config.WEB_DIST_DIR && existsSync(config.WEB_DIST_DIR))
    await registerWebApp(app, config.WEB_DIST_DIR, moduleOptions.deps);
  return app;
}
