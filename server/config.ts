// Environment → server configuration. Every setting has a default so `npm start` works on a fresh clone;
// the three AUTH0_* variables together switch sign-in from the embedded identity provider to Auth0.
import path from 'node:path';

/** Fixed identity settings of the embedded provider (the browser reads them from /config.json). */
export const LOCAL_CLIENT_ID = 'degreemate-local';
export const LOCAL_AUDIENCE = 'https://api.degreemate.local';

export type AuthConfig =
  | { mode: 'local'; issuer: string; clientId: string; audience: string; jwksUrl: string; providerOrigin: string }
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
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): ServerConfig {
  const port = readPort(env, 'PORT', 8080);
  const idpPort = readPort(env, 'IDP_PORT', 8081);
  if (port === idpPort) throw new Error(`PORT and IDP_PORT must differ (both are ${port}).`);
  return {
    port,
    idpPort,
    host: read(env, 'HOST') ?? 'localhost',
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: read(env, 'DATABASE_URL'),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    appOrigin: stripTrailingSlash(read(env, 'APP_ORIGIN') ?? `http://localhost:${port}`),
    auth: readAuth(env, idpPort),
  };
}

function readAuth(env: Env, idpPort: number): AuthConfig {
  const auth0 = { domain: read(env, 'AUTH0_DOMAIN'), clientId: read(env, 'AUTH0_CLIENT_ID'), audience: read(env, 'AUTH0_AUDIENCE') };
  const given = Object.entries(auth0).filter(([, value]) => value !== undefined);
  if (given.length === 0) {
    const providerOrigin = `http://localhost:${idpPort}`;
    return {
      mode: 'local',
      // Trailing slash like Auth0's issuer, so token checks are identical in both modes.
      issuer: `${providerOrigin}/`,
      clientId: LOCAL_CLIENT_ID,
      audience: LOCAL_AUDIENCE,
      jwksUrl: `${providerOrigin}/.well-known/jwks.json`,
      providerOrigin,
    };
  }
  // Half an Auth0 setup would silently fall back to local accounts; refuse to start instead.
  if (given.length < 3) {
    throw new Error('Set all three of AUTH0_DOMAIN, AUTH0_CLIENT_ID and AUTH0_AUDIENCE, or none of them.');
  }
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

function stripTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}
