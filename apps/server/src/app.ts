import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext, AppDeps } from './app-deps';
import { createBackgroundTasks } from './background-tasks';
import { createAuth, trustedOrigins } from './features/auth/auth.service';
import { emailAddressRoutes } from './features/email-verification/email-address.routes';
import { sendVerification } from './features/email-verification/email-address.service';
import { authRoutes } from './features/auth/auth.routes';
import { googleLinkRoutes } from './features/auth/google-link.routes';
import { createSessions } from './features/auth/session-user.service';
import { accountRoutes } from './features/account/account.routes';
import { deleteTakenOverAccount } from './features/account/delete-account.service';
import { endCredentials } from './features/auth/credential-change.service';
import { accountLinked } from './features/auth/google-link.service';
import { activityRoutes } from './features/activity/activity.routes';
import { challengesRoutes } from './features/challenges/challenges.routes';
import { circlesRoutes } from './features/circles/circles.routes';
import { clientConfigRoutes } from './features/client-config/client-config.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { coursesRoutes } from './features/courses/courses.routes';
import { openReviewsRoutes } from './features/paths/open-reviews.routes';
import { libraryRoutes } from './features/library/library.routes';
import { coursePagesRoutes } from './features/library/course-pages.routes';
import { pathsRoutes } from './features/paths/paths.routes';
import { communityReviewRoutes } from './features/feedback/community-review.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { replyRoutes } from './features/feedback/replies.routes';
import { healthRoutes } from './features/health/health.routes';
import { imagesRoutes } from './features/images/images.routes';
import { inviteSignUpPlugin } from './features/invites/invite-sign-up';
import { notifyInviterOf } from './features/invites/invites.service';
import { invitesRoutes } from './features/invites/invites.routes';
import { blocksRoutes } from './features/blocks/blocks.routes';
import { createJobs } from './features/jobs/jobs.service';
import { leaderboardRoutes } from './features/leaderboard/leaderboard.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { unsubscribeRoutes } from './features/notifications/unsubscribe.routes';
import { quietHoursRoutes } from './features/push/quiet-hours.routes';
import { pushRoutes } from './features/push/push.routes';
import { onboardingRoutes } from './features/onboarding/onboarding.routes';
import { portfolioRoutes } from './features/portfolio/portfolio.routes';
import { profileRoutes } from './features/profile/profile.routes';
import { publicProfileRoutes } from './features/public-profile/public-profile.routes';
import { avatarRoutes, profileSettingsRoutes } from './features/profile/profile-settings.routes';
import { createRateLimiter } from './features/rate-limit/rate-limiter.service';
import { createEventBus } from './features/realtime/create-event-bus.service';
import { eventsRoutes } from './features/realtime/events.routes';
import { suspensionRoutes } from './features/moderation/suspension.routes';
import { moderationRoutes } from './features/moderation/moderation.routes';
import { reportsRoutes } from './features/moderation/reports.routes';
import { xpVoidRoutes } from './features/moderation/xp-void.routes';
import { createOpenStreams } from './features/realtime/open-streams';
import { separateUnfinished } from './features/teachbacks/reassignment.service';
import { teachbacksRoutes } from './features/teachbacks/teachbacks.routes';
import { addressVerified } from './features/email-verification/address-verified.service';
import { createMailer } from './mail/mailer';
import { registerCsrfProtection } from './plugins/csrf';
import { registerDurableWrites } from './plugins/durable-writes';
import { registerIdempotency } from './plugins/idempotency';
import { IDEMPOTENT_ROUTES } from './plugins/idempotent-routes';
import { idempotencyStore } from './features/idempotency/idempotency.service';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerForbiddenCharacterGuard } from './plugins/forbidden-characters';
import { OneLinePerRequest } from './plugins/request-log';
import { registerSecurity, securityHeaders } from './plugins/security';
import { trackRunningHandlers } from './plugins/running-handlers';
import { registerSpa } from './plugins/spa';
import { offerNeverOfferedTo } from './features/challenges/open-to-teach.service';
import { httpServerWithLimits, limitBodyTime, warnOfDroppedConnections } from './http-server';

/** 64 KiB: far above the largest legitimate body (a 5000-character message), far below anything abusive. */
const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Builds the whole server without listening, so tests drive it through inject() and server.ts only adds
 * listen() and shutdown. The caller owns the database: it is created, migrated and closed outside.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const headers = securityHeaders(config);
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    trustProxy: config.trustProxy,
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    serverFactory: httpServerWithLimits(config.connections, config.trustProxy),
    // Longer than any id we accept, so an over-long id reaches our schema and gets our 400, not the router's 414.
    routerOptions: { maxParamLength: 500 },
    // Raised before routing, so before the hook that sets security headers: they are set here too.
    frameworkErrors: (error, request, reply) => {
      reply.headers(headers);
      answerFrameworkError(error, request, reply);
    },
  });
  warnOfDroppedConnections(app);
  limitBodyTime(app, config.connections.bodyTimeoutMs);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only: any other body gets a clear 415 instead of being parsed as a string.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  const handlers = trackRunningHandlers(app);
  registerErrorHandling(app);
  registerForbiddenCharacterGuard(app);
  registerSecurity(app, headers);
  registerCsrfProtection(app, (host) => trustedOrigins(config, host));
  // Before durable writes and compression: a kept answer is flushed with its write, and kept as the route's JSON.
  registerIdempotency(app, idempotencyStore(deps.db), IDEMPOTENT_ROUTES, deps.now);
  if (deps.flushWrites) registerDurableWrites(app, deps.flushWrites);
  // JSON answers above 1 KiB go out brotli- or gzip-compressed when the client accepts it (the live-update
  // stream writes to the socket itself and is never buffered by this). Compressed request bodies are refused:
  // the body limit would apply only after inflating them.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });

  const background = deps.background ?? createBackgroundTasks(app.log);
  app.addHook('onClose', () => background.drain());
  const mailer = createMailer(config, app.log);
  const openStreams = createOpenStreams();
  const auth = createAuth(config, deps.db, mailer, app.log, background, {
    // Credential changes made inside Better Auth: each ends the account's links and sessions (endCredentials).
    // A completed reset also proves the address (auth.service.ts): what follows a verification follows.
    onPasswordReset: async (userId) => {
      (await endCredentials(deps.db, openStreams, userId))();
      await addressVerified(context, userId);
    },
    onAccountLinked: (userId, providerId, cookie) => accountLinked(context, userId, providerId, cookie),
    // A Google sign-in met an unverified account under its verified address: the squatter's account is deleted.
    onGoogleTakeover: (userId) => deleteTakenOverAccount(context, userId),
    // A new peer is offered the challenges nobody could be asked to teach before (none waits unseen).
    // The account stands either way: a failed offer leaves the challenges in the open list.
    onSignUp: async (userId) => {
      await offerNeverOfferedTo(context, userId).catch((error: unknown) =>
        app.log.error({ err: error }, 'offering waiting challenges to a new peer failed'),
      );
      // The invitation itself was stored with the account; only telling the inviter can fail here.
      await notifyInviterOf({ ...context, publicUrl: config.publicUrl }, userId).catch((error: unknown) =>
        app.log.error({ err: error }, 'telling an inviter their friend joined failed'),
      );
    },
    // Records who invited a new account, in the sign-up's transaction (features/invites).
    plugins: [inviteSignUpPlugin()],
    onVerificationNeeded: (user) => sendVerification(context, user),
  });
  const sessions = createSessions(auth, deps.db, config);
  const context: AppContext = {
    ...deps,
    background,
    mailer,
    auth,
    ...sessions,
    openStreams,
    rateLimiter: createRateLimiter(deps.db),
    events: deps.events ?? (await createEventBus(config, deps.db, app.log)),
    random: deps.random ?? Math.random,
    now: deps.now ?? Date.now,
    log: app.log,
  };
  if (!deps.events) app.addHook('onClose', () => context.events.close());
  const features = [
    healthRoutes,
    clientConfigRoutes,
    contactRoutes,
    authRoutes,
    googleLinkRoutes,
    emailAddressRoutes,
    accountRoutes,
    challengesRoutes,
    teachbacksRoutes,
    communityReviewRoutes,
    feedbackRoutes,
    replyRoutes,
    imagesRoutes,
    invitesRoutes,
    blocksRoutes(separateUnfinished),
    activityRoutes,
    onboardingRoutes,
    profileRoutes,
    profileSettingsRoutes,
    avatarRoutes,
    portfolioRoutes,
    publicProfileRoutes,
    leaderboardRoutes,
    circlesRoutes,
    coursesRoutes,
    openReviewsRoutes,
    libraryRoutes,
    coursePagesRoutes,
    pathsRoutes,
    notificationsRoutes,
    quietHoursRoutes,
    pushRoutes,
    unsubscribeRoutes,
    suspensionRoutes,
    reportsRoutes,
    moderationRoutes,
    xpVoidRoutes,
    eventsRoutes,
  ];
  for (const routes of features) {
    await app.register(routes(context));
  }
  const jobs = createJobs(context, mailer);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  await registerSpa(app, config.webDist);
  // Close hooks run last added first: this one first, so the handlers still running finish before the jobs,
  // the live-update bus and the background tasks above stop (and before server.ts closes the database).
  app.addHook('onClose', () => handlers.settled());
  return app;
}
