// The HTTP application: the API under /api/, /config.json, and the built single-page app, behind security
// headers, CORS for the app's own origin, a body size limit and one error format.
import cors from '@fastify/cors';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { JSONWebKeySet } from 'jose';
import type { ChatSettings } from './advisor/chat-service';
import { createTokenVerifier } from './auth/token-verifier';
import { importSampleIfEmpty } from './catalog/sample-catalog';
import type { Database } from './db/database';
import { registerErrorHandler } from './http/error-handler';
import { CUSTOM_FORMATS } from './http/formats';
import { serverWithMount, type MountedHandler } from './http/mount-handler';
import { registerOpenApi } from './http/openapi';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticApp } from './http/static-app';
import type { GateLimit } from './http/key-gate';
import type { CalendarOptions } from './calendar/calendar-routes';
import type { ContactOptions } from './contact/contact-routes';
import type { JobsConfig } from './jobs/jobs-config';
import { apiRoutes, type ApiRoutesOptions } from './api-routes';
import { clientConfigRoutes, type ClientConfig } from './client-config-routes';

export type { ClientConfig };

export interface AppOptions {
  db: Database;
  auth: { issuer: string; audience: string; jwksUrl?: string; jwks?: JSONWebKeySet /* tests */ };
  /** e.g. http://localhost:8080: the only origin CORS lets in. */
  appOrigin: string;
  /** The built app to serve (default: dist). */
  staticDir?: string;
  clientConfig: ClientConfig;
  /** false (default) for silence, true for info, or a pino level (and where to write, for tests reading the log). */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** Per user per minute on /api/ (default 600). */
  requestsPerMinute?: number;
  /**
   * Per client address per minute on /api/, counted before the token is checked (default 6,000): it stops
   * floods of forged tokens, and stays high because a whole campus can share one address.
   */
  requestsPerMinutePerAddress?: number;
  /** Requests of one user worked on at once by this process, and waiting their turn (default 2 and 16). */
  concurrencyPerUser?: GateLimit;
  /** Import the bundled sample catalogue when the database holds no university (default true). */
  sampleCatalog?: boolean;
  /** Live change streams (defaults: pokes coalesced over 150 ms, 5 streams per user per process). */
  live?: ApiRoutesOptions['live'];
  /** The advisor chat: a language model (LLM_*), its per-user message limit, a clock for tests. */
  advisor?: ChatSettings;
  /** A language model for weekly plans (LLM_* variables); unset, the embedded generator writes them. */
  llm?: ApiRoutesOptions['llm'];
  /** Career search's sources (default: the bundled sample feed only). */
  jobs?: JobsConfig;
  /** Calendar sync: private feeds allowed (ALLOW_PRIVATE_FEEDS), the subscription key, the 6-hourly re-sync. */
  calendar?: CalendarOptions;
  /** The contact form: its per-address limit, and where new messages go besides the database. */
  contact?: ContactOptions;
  /** Auth0's /userinfo (default: the issuer's), where deleting an Auth0 account reads its email. */
  userinfoUrl?: string;
  /**
   * TLS ends at one reverse proxy in front (an https public URL): a client's address is the one
   * X-Forwarded-For entry that proxy appended, never entries the client could have sent itself. Without
   * it, every student behind the proxy would share the proxy's address and its per-address budget.
   */
  behindProxy?: boolean;
  /** Another handler on this server's port under a path (the local identity provider under IDP_PATH). */
  mount?: MountedHandler;
}

const BODY_LIMIT_BYTES = 100 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // The spec's paths end in '/'; answering without it too spares clients a confusing 404.
    routerOptions: { ignoreTrailingSlash: true },
    // The peer itself (hop 0) is the proxy; Fastify reads a bare hop count as "trust nothing".
    trustProxy: options.behindProxy ? (_address: string, hop: number) => hop === 0 : false,
    ...(options.mount && { serverFactory: serverWithMount(options.mount) }),
    // The serializer tells anyOf branches apart with its own Ajv, which must know our formats too.
    serializerOpts: { ajv: { formats: CUSTOM_FORMATS } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // TypeBox validates: bodies strictly (no type coercion, unknown fields refused), every error reported.
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  registerErrorHandler(app);
  // Before the first request, so a fresh install never shows an empty university list.
  if (options.sampleCatalog ?? true) {
    const sample = await importSampleIfEmpty(options.db);
    if (sample)
      app.log.info({ university: sample.university.name, courses: sample.courses.added, programs: sample.programs.added }, 'imported the sample catalogue');
  }

  registerSecurityHeaders(app, { appOrigin: options.appOrigin, identityOrigin: new URL(options.auth.issuer).origin });
  await app.register(cors, {
    origin: [options.appOrigin],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match', 'X-Device-Id'],
    exposedHeaders: ['Retry-After', 'Idempotent-Replayed'],
    maxAge: 600,
  });
  await registerOpenApi(app);

  await app.register(clientConfigRoutes, { clientConfig: options.clientConfig, features: { syllabusAi: options.llm !== undefined } });
  await app.register(apiRoutes, {
    prefix: '/api',
    db: options.db,
    verifyToken: createTokenVerifier(options.auth),
    requestsPerMinute: options.requestsPerMinute ?? 600,
    requestsPerMinutePerAddress: options.requestsPerMinutePerAddress ?? 6000,
    concurrencyPerUser: options.concurrencyPerUser,
    live: options.live,
    advisor: options.advisor,
    llm: options.llm,
    jobs: options.jobs ?? { sources: [] },
    publicOrigin: options.appOrigin,
    calendar: options.calendar ?? {},
    contact: options.contact ?? {},
    identityMode: options.clientConfig.mode,
    userinfoUrl: options.userinfoUrl ?? new URL('userinfo', options.auth.issuer).href,
  });
  await registerStaticApp(app, options.staticDir ?? 'dist');
  return app;
}
