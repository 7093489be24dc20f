// Environment → configuration (server/config.ts): defaults that need nothing, and Auth0 switched on whole.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('runs locally with no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      idpPort: 8081,
      host: 'localhost',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      logLevel: 'info',
      appOrigin: 'http://localhost:8080',
      auth: {
        mode: 'local',
        issuer: 'http://localhost:8081/',
        clientId: 'degreemate-local',
        audience: 'https://api.degreemate.local',
        jwksUrl: 'http://localhost:8081/.well-known/jwks.json',
        providerOrigin: 'http://localhost:8081',
      },
    });
  });

  it('follows PORT and IDP_PORT everywhere they appear', () => {
    const config = loadConfig({ PORT: '4200', IDP_PORT: '4201' });
    expect(config.appOrigin).toBe('http://localhost:4200');
    expect(config.auth.issuer).toBe('http://localhost:4201/');
  });

  it('switches to Auth0 when all three AUTH0_* variables are set', () => {
    const config = loadConfig({ AUTH0_DOMAIN: 'https://tenant.eu.auth0.com/', AUTH0_CLIENT_ID: 'abc', AUTH0_AUDIENCE: 'https://api.degreemate.app' });
    expect(config.auth).toEqual({
      mode: 'auth0',
      domain: 'tenant.eu.auth0.com',
      issuer: 'https://tenant.eu.auth0.com/',
      clientId: 'abc',
      audience: 'https://api.degreemate.app',
      jwksUrl: 'https://tenant.eu.auth0.com/.well-known/jwks.json',
      providerOrigin: 'https://tenant.eu.auth0.com',
    });
  });

  it('refuses half an Auth0 setup instead of silently using local accounts', () => {
    expect(() => loadConfig({ AUTH0_DOMAIN: 'tenant.auth0.com' })).toThrow(/all three/);
  });

  it.each([['PORT', 'eighty'], ['PORT', '70000'], ['IDP_PORT', '-1']])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('refuses the same port twice', () => {
    expect(() => loadConfig({ PORT: '4200', IDP_PORT: '4200' })).toThrow(/differ/);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: ' ', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });
});
