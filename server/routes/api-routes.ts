// Everything under /api/: a per-address budget first, then authentication (secure by default), then
// per-user rate limits, then routes.
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../auth/authenticate';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Database } from '../db/database';
import { limitPerAddress } from '../http/address-rate-limit';
import { ApiError } from '../http/api-error';
import { trimBodyStrings } from '../http/trim-strings';
import { profileEntity } from '../profile/profile-entity';
import { batchRoutes } from '../sync/batch-routes';
import { collectionRoutes, singletonRoutes } from '../sync/entity-routes';
import { feedRoutes } from '../sync/feed-routes';
import { COLLECTIONS } from '../sync/registry';
import { healthRoutes } from './health-routes';

export interface ApiRoutesOptions {
  db: Database;
  verifyToken: TokenVerifier;
  /** Requests per minute per user (per address before sign-in). Generous: it only stops runaway clients. */
  requestsPerMinute: number;
  /** Requests per minute per address, counted before the token is checked. */
  requestsPerMinutePerAddress: number;
}

export const apiRoutes: FastifyPluginAsyncTypebox<ApiRoutesOptions> = async (api, { db, verifyToken, requestsPerMinute, requestsPerMinutePerAddress }) => {
  await api.register(rateLimit, {
    max: requestsPerMinute,
    timeWindow: '1 minute',
    // After authentication, so the budget follows the user: a whole campus can share one address.
    hook: 'preHandler',
    keyGenerator: (request) => (request.user ? `user:${request.user.sub}` : `ip:${request.ip}`),
    errorResponseBuilder: (_request, context) => new ApiError(context.statusCode, `Too many requests. Try again in ${context.after}.`),
  });
  // Hooks run in the order added: the address budget before the token check.
  api.addHook('onRequest', limitPerAddress(api, requestsPerMinutePerAddress));
  api.addHook('onRequest', authenticate(verifyToken));
  api.addHook('preValidation', trimBodyStrings);

  await api.register(healthRoutes);
  await api.register(singletonRoutes, { db, entity: profileEntity, summary: 'The signed-in user’s profile (created empty, not onboarded, on first read).' });
  for (const entity of COLLECTIONS) await api.register(collectionRoutes, { db, entity });
  await api.register(feedRoutes, { db });
  await api.register(batchRoutes, { db });

  api.get('/docs/json', { schema: { hide: true } }, async () => api.swagger());
};
