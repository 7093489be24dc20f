// Environment → server configuration. Every setting has a default so `npm start` works on a fresh clone;
// the three AUTH0_* variables together switch sign-in from the embedded identity provider to Auth0.
import path from 'node:path';
import { readJobsConfig, type JobsConfig } from './jobs/jobs-config';
import type { LlmConfig } from './llm/model-config';
import { readMailConfig, type MailConfig } from './mail/mail-config';
import { readIdpPath, readPublicUrl } from './public-origin-config';

/** Fixed identity settings of the embedded provider (the browser reads them from /config.json). */
const LOCAL_CLIENT_ID = 'degreemate-local';
const LOCAL_AUDIENCE = 'https://api.degreemate.local';

export type AuthConfig =
  | {
      mode: 'local';
      issuer: string;
      clientId: string;
      audience: string;
      jwksUrl: string;
      /** Where the provider is reached: its own origin (http://localhost:8081), or the app's origin + IDP_PATH when mounted. */
      providerOrigin: string;
      /** IDP_PATH: the provider answers under this path on the app's port, and no second port is opened. */
      mountPath: string | undefined;
    }
  | { mode: 'auth0'; issuer: string; clientId: string; audience: string; jwksUrl: string; providerOrigin: string; domain: string };

export interface ServerConfig {
  port: number;
  idpPort: number;
  /** Interface to listen on; localhost keeps a personal install off the network. */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** The browser origin of the app: CORS, CSP and the identity provider's redirect URIs use it. */
  appOrigin: string;
  auth: AuthConfig;
  /** Import the bundled sample catalogue when the database holds no university (SAMPLE_CATALOG=off skips it). */
  sampleCatalog: boolean;
  /** Career search's job sources (JOBS_*, ADZUNA_*, USAJOBS_*). */
  jobs: JobsConfig;
  /** An OpenAI-compatible chat model for weekly plans, the advisor and the syllabus importer's Improve with AI; undefined: the embedded generator only. */
  llm: LlmConfig | undefined;
  /** Let calendar imports and syllabus web addresses fetch private, loopback and link-local addresses and plain http (ALLOW_PRIVATE_FEEDS=1). */
  allowPrivateFeeds: boolean;
  /** The key calendar subscription URLs derive from (CALENDAR_FEED_KEY); undefined: a key file in DATA_DIR. */
  calendarFeedKey: string | undefined;
  /** SMTP for reminders, reports, password resets and contact messages; undefined: no mail is sent. */
  mail: MailConfig | undefined;
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): ServerConfig {
  const port = readPort(env, 'PORT', 8080);
  const idpPort = readPort(env, 'IDP_PORT', 8081);
  const idpPath = readIdpPath(read(env, 'IDP_PATH'));
  // Mounted under IDP_PATH, the provider opens no port of its own, so IDP_PORT cannot clash.
  if (port === idpPort && idpPath === undefined) throw new Error(`PORT and IDP_PORT must differ (both are ${port}).`);
  const appOrigin = readAppOrigin(env, port);
  return {
    port,
    idpPort,
    host: read(env, 'HOST') ?? 'localhost',
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: read(env, 'DATABASE_URL'),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    appOrigin,
    auth: readAuth(env, { idpPort, idpPath, appOrigin }),
    sampleCatalog: readSwitch(env, 'SAMPLE_CATALOG', true),
    jobs: readJobsConfig(env),
    llm: readLlm(env),
    allowPrivateFeeds: readSwitch(env, 'ALLOW_PRIVATE_FEEDS', false),
    calendarFeedKey: read(env, 'CALENDAR_FEED_KEY'),
    mail: readMailConfig(env),
  };
}

function readLlm(env: Env): LlmConfig | undefined {
  const baseUrl = read(env, 'LLM_BASE_URL');
  const model = read(env, 'LLM_MODEL');
  const apiKey = read(env, 'LLM_API_KEY');
  if (baseUrl === undefined && model === undefined && apiKey === undefined) return undefined;
  // Half a setup would silently use the embedded generator; refuse to start instead.
  if (baseUrl === undefined || model === undefined) throw new Error('Set both LLM_BASE_URL and LLM_MODEL (LLM_API_KEY is optional), or none of them.');
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`LLM_BASE_URL must be an http:// or https:// address, got "${baseUrl}".`);
  return { baseUrl: stripTrailingSlash(baseUrl), model, apiKey };
}

/**
 * PUBLIC_URL is the new, deployment-facing name for the same thing APP_ORIGIN has always meant (the
 * origin the browser loads the app from), so it only becomes APP_ORIGIN's default rather than replacing
 * it: existing deployments that set APP_ORIGIN keep working unchanged. Both set to different origins would
 * leave the redirect URIs and the issuer disagreeing with what students type, so that refuses to start.
 */
function readAppOrigin(env: Env, port: number): string {
  const publicUrl = readPublicUrl(read(env, 'PUBLIC_URL'));
  const appOrigin = read(env, 'APP_ORIGIN');
  const origin = appOrigin === undefined ? undefined : stripTrailingSlash(appOrigin);
  if (publicUrl !== undefined && origin !== undefined && publicUrl !== origin) {
    throw new Error(`PUBLIC_URL (${publicUrl}) and APP_ORIGIN (${origin}) name different origins: set one of them.`);
  }
  return origin ?? publicUrl ?? `http://localhost:${port}`;
}

interface LocalProviderPlace {
  idpPort: number;
  idpPath: string | undefined;
  appOrigin: string;
}

function readAuth(env: Env, { idpPort, idpPath, appOrigin }: LocalProviderPlace): AuthConfig {
  const auth0 = { domain: read(env, 'AUTH0_DOMAIN'), clientId: read(env, 'AUTH0_CLIENT_ID'), audience: read(env, 'AUTH0_AUDIENCE') };
  const given = Object.entries(auth0).filter(([, value]) => value !== undefined);
  if (given.length === 0) {
    // Mounted, the provider shares the app's public origin: one name, one certificate, no second port.
    const providerOrigin = idpPath === undefined ? `http://localhost:${idpPort}` : `${appOrigin}${idpPath}`;
    return {
      mode: 'local',
      // Trailing slash like Auth0's issuer, so token checks are identical in both modes.
      issuer: `${providerOrigin}/`,
      clientId: LOCAL_CLIENT_ID,
      audience: LOCAL_AUDIENCE,
      jwksUrl: `${providerOrigin}/.well-known/jwks.json`,
      providerOrigin,
      mountPath: idpPath,
    };
  }
  // Half an Auth0 setup would silently fall back to local accounts; refuse to start instead.
  if (given.length < 3) {
    throw new Error('Set all three of AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_AUDIENCE, or none of them.');
  }
  // IDP_PATH places the local provider, which Auth0 replaces: keeping both would hide which one signs people in.
  if (idpPath !== undefined) throw new Error('IDP_PATH mounts the local identity provider; remove it when AUTH0_* are set.');
  // People paste the domain with or without a scheme; Auth0's issuer is always https://<domain>/.
  const domain = auth0.domain!.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  const providerOrigin = `https://${domain}`;
  return {
    mode: 'auth0',
    domain,
    issuer: `${providerOrigin}/`,
    clientId: auth0.clientId!,
    audience: auth0.audience!,
    jwksUrl: `${providerOrigin}/.well-known/jwks.json`,
    providerOrigin,
  };
}

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readPort(env: Env, name: string, fallback: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`${name} must be a port number, got "${raw}".`);
  return port;
}

function readSwitch(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${name} must be on or off, got "${raw}".`);
}

function stripTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}
