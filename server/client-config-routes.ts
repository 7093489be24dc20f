// GET /config.json: what the browser needs to sign in (the identity provider and this API's audience), and
// which optional server features this server has (an action that needs a language model is shown only
// when one is configured). Served by the server rather than baked into the build, so one build runs against
// Auth0 or the local provider, with or without a model.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { AuthConfig } from './config';

export const ClientConfigSchema = Type.Object({
  auth: Type.Object({
    domain: Type.String({
      description:
        'Auth0 tenant domain, or the local provider’s base URL: its origin (http://localhost:8081), or the app’s origin and IDP_PATH (https://degreemate.example.edu/auth).',
    }),
    clientId: Type.String(),
    audience: Type.String(),
  }),
  mode: Type.Union([Type.Literal('local'), Type.Literal('auth0')]),
});

export type ClientConfig = Static<typeof ClientConfigSchema>;

const FeaturesSchema = Type.Object({
  syllabusAi: Type.Boolean({ description: 'The syllabus importer’s "Improve with AI" works (a language model is configured).' }),
});

export type ClientFeatures = Static<typeof FeaturesSchema>;

const ServedConfigSchema = Type.Object({ ...ClientConfigSchema.properties, features: FeaturesSchema });

/** What the browser is told for the server's sign-in settings. */
export function clientConfigOf(auth: AuthConfig): ClientConfig {
  // auth0-spa-js takes a bare tenant domain for Auth0 and a full URL for the local provider; it builds
  // `${domain}/authorize`, `${domain}/oauth/token` and the issuer `${domain}/`, so a mounted provider's
  // path carries through to every URL and to the issuer check.
  const domain = auth.mode === 'auth0' ? auth.domain : auth.providerOrigin;
  return { auth: { domain, clientId: auth.clientId, audience: auth.audience }, mode: auth.mode };
}

export const clientConfigRoutes: FastifyPluginAsyncTypebox<{ clientConfig: ClientConfig; features: ClientFeatures }> = async (
  app,
  { clientConfig, features },
) => {
  app.get(
    '/config.json',
    {
      config: { public: true },
      schema: { tags: ['meta'], summary: 'Sign-in settings and optional features for the browser app.', security: [], response: { 200: ServedConfigSchema } },
    },
    async (_request, reply) => {
      // The service worker keeps its own copy for offline starts; HTTP caches must always ask again.
      reply.header('cache-control', 'no-store');
      return { ...clientConfig, features };
    },
  );
};
