// Everything under /api/: a per-address budget first, then authentication (secure by default), then
// each user's few places at once (fairness between students), per-user rate limits, then routes.
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { advisorRoutes } from './advisor/advisor-routes';
import type { ChatSettings } from './advisor/chat-service';
import { authenticate, refuseDeletedAccounts } from './auth/authenticate';
import { deletedSubjectCheck } from './auth/deleted-subjects';
import type { TokenVerifier } from './auth/token-verifier';
import { announcementRoutes } from './announcements/announcement-routes';
import { calendarRoutes, type CalendarOptions } from './calendar/calendar-routes';
import { catalogRoutes } from './catalog/catalog-routes';
import type { Database } from './db/database';
import { limitPerAddress } from './http/address-rate-limit';
import type { GateLimit } from './http/key-gate';
import { limitConcurrencyPerUser } from './http/user-concurrency';
import { databaseRateLimitStore } from './http/database-rate-limit-store';
import { ApiError } from './http/api-error';
import { trimBodyStrings } from './http/trim-strings';
import { jobRoutes } from './jobs/job-routes';
import type { JobsConfig } from './jobs/jobs-config';
import { requirementRoutes } from './plans/requirement-routes';
import { weeklyGenerateRoutes, type WeeklyGenerateOptions } from './study/weekly-generate-routes';
import { syllabusRoutes } from './syllabi/importer-routes';
import { profileEntity } from './profile/profile-entity';
import { settingsEntity } from './account/settings-entity';
import { securityRoutes } from './identity/security-routes';
import { accountRoutes } from './account/account-routes';
import { contactRoutes, type ContactOptions } from './contact/contact-routes';
import { batchRoutes } from './sync/batch-routes';
import { collectionRoutes, singletonRoutes } from './sync/entity-routes';
import { feedRoutes } from './sync/feed-routes';
import type { LiveOptions } from './sync/live-pokes';
import { liveRoutes } from './sync/live-routes';
import { rememberWritingDevice } from './http/writing-device';
import { healthRoutes } from './http/health-routes';
import { serverEntities } from './synced-entities';

export interface ApiRoutesOptions {
  db: Database;
  verifyToken: TokenVerifier;
  /** Requests per minute per user (per address before sign-in). Generous: it only stops runaway clients. */
  requestsPerMinute: number;
  /** Requests per minute per address, counted before the token is checked. */
  requestsPerMinutePerAddress: number;
  /** Requests of one user worked on at once by this process, and waiting (user-concurrency.ts). */
  concurrencyPerUser?: GateLimit;
  advisor?: ChatSettings;
  /** The language model that writes weekly plans, if one is configured. */
  llm?: WeeklyGenerateOptions['llm'];
  jobs: JobsConfig;
  /** The app's public origin (absolute calendar subscription URLs) and the calendar settings. */
  publicOrigin: string;
  calendar: CalendarOptions;
  contact: ContactOptions;
  /** Who runs sign-in: the Security routes serve the local provider's sessions, MFA and password. */
  identityMode?: 'local' | 'auth0';
  /** Auth0's /userinfo (Auth0 mode): where deleting an account reads its email. */
  userinfoUrl?: string;
  /** Live change streams: how pokes are coalesced and how many streams a user may open (live-pokes.ts). */
  live?: LiveOptions;
}

export const apiRoutes: FastifyPluginAsyncTypebox<ApiRoutesOptions> = async (
  api,
  {
    db,
    verifyToken,
    requestsPerMinute,
    requestsPerMinutePerAddress,
    concurrencyPerUser,
    advisor = {},
    llm,
    jobs,
    publicOrigin,
    calendar,
    contact,
    identityMode = 'local',
    userinfoUrl,
    live,
  },
) => {
  await api.register(rateLimit, {
    max: requestsPerMinute,
    timeWindow: '1 minute',
    // After authentication, so the budget follows the user: a whole campus can share one address.
    hook: 'preHandler',
    keyGenerator: (request) => (request.user ? `user:${request.user.sub}` : `ip:${request.ip}`),
    store: databaseRateLimitStore(db),
    errorResponseBuilder: (_request, context) => new ApiError(context.statusCode, `Too many requests. Try again in ${context.after}.`),
  });
  // Hooks run in the order added: the address budget before the token check; then the student's own few
  // places, and only then the first database work, the deleted-account check: so a request waiting for a
  // place does no work yet, and an account deleted while it waited is refused when its place comes.
  // The writing device (X-Device-Id) is remembered for the change log's notices first, so that everything
  // after runs with it.
  api.addHook('onRequest', rememberWritingDevice);
  api.addHook('onRequest', limitPerAddress(api, requestsPerMinutePerAddress));
  api.addHook('onRequest', authenticate(verifyToken));
  api.addHook('onRequest', limitConcurrencyPerUser(concurrencyPerUser));
  api.addHook('onRequest', refuseDeletedAccounts(deletedSubjectCheck(db)));
  api.addHook('preValidation', trimBodyStrings);

  await api.register(healthRoutes);
  await api.register(singletonRoutes, { db, entity: profileEntity, summary: 'The signed-in user’s profile (created empty, not onboarded, on first read).' });
  await api.register(singletonRoutes, { db, entity: settingsEntity, summary: 'The signed-in user’s preferences (created with the defaults on first read).' });
  const entities = serverEntities({ advisor });
  for (const entity of entities.collections) await api.register(collectionRoutes, { db, entity });
  await api.register(feedRoutes, { db, entities });
  await api.register(liveRoutes, { db, live });
  await api.register(batchRoutes, { db, entities });
  await api.register(catalogRoutes, { db });
  await api.register(requirementRoutes, { db });
  await api.register(announcementRoutes, { db });
  await api.register(securityRoutes, { db, identityMode });
  await api.register(accountRoutes, { db, identityMode, userinfoUrl });
  await api.register(advisorRoutes, { db, settings: advisor });
  await api.register(weeklyGenerateRoutes, { db, llm });
  await api.register(jobRoutes, { db, jobs });
  await api.register(calendarRoutes, { db, publicOrigin, options: calendar });
  // Syllabus pages are fetched under the calendar feeds' rule for private addresses (ALLOW_PRIVATE_FEEDS).
  await api.register(syllabusRoutes, { allowPrivateAddresses: calendar.allowPrivateFeeds, llm });
  await api.register(contactRoutes, { db, options: contact });

  api.get('/docs/json', { schema: { hide: true } }, async () => api.swagger());
};
