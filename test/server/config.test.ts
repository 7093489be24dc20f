// Environment → configuration (server/config.ts): defaults that need nothing, and Auth0 switched on whole.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { clientConfigOf } from '../../server/client-config-routes';

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

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['IDP_PORT', '-1'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it('refuses the same port twice', () => {
    expect(() => loadConfig({ PORT: '4200', IDP_PORT: '4200' })).toThrow(/differ/);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: ' ', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });
});

describe('PUBLIC_URL and IDP_PATH (one origin)', () => {
  it('mounts the local provider under IDP_PATH on the app’s origin, with no port of its own', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://degreemate.example.edu/', IDP_PATH: '/auth', PORT: '8081' });
    expect(config.appOrigin).toBe('https://degreemate.example.edu');
    expect(config.auth).toEqual({
      mode: 'local',
      issuer: 'https://degreemate.example.edu/auth/',
      clientId: 'degreemate-local',
      audience: 'https://api.degreemate.local',
      jwksUrl: 'https://degreemate.example.edu/auth/.well-known/jwks.json',
      providerOrigin: 'https://degreemate.example.edu/auth',
      mountPath: '/auth',
    });
  });

  it('mounts on APP_ORIGIN, or the local port, when PUBLIC_URL is unset', () => {
    expect(loadConfig({ IDP_PATH: '/id/p', PORT: '4200' }).auth.issuer).toBe('http://localhost:4200/id/p/');
    expect(loadConfig({ IDP_PATH: '/auth', APP_ORIGIN: 'https://old.example.edu' }).auth.issuer).toBe('https://old.example.edu/auth/');
  });

  it('takes PUBLIC_URL as the app’s origin, and APP_ORIGIN still works alone or when both agree', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://degreemate.example.edu' }).appOrigin).toBe('https://degreemate.example.edu');
    expect(loadConfig({ APP_ORIGIN: 'https://degreemate.example.edu/' }).appOrigin).toBe('https://degreemate.example.edu');
    expect(loadConfig({ APP_ORIGIN: 'https://a.example.edu', PUBLIC_URL: 'https://a.example.edu/' }).appOrigin).toBe('https://a.example.edu');
    expect(() => loadConfig({ APP_ORIGIN: 'https://a.example.edu', PUBLIC_URL: 'https://b.example.edu' })).toThrow(/different origins/);
  });

  it('keeps today’s separate provider port when IDP_PATH is unset', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://degreemate.example.edu' });
    expect(config.auth).toMatchObject({ issuer: 'http://localhost:8081/', providerOrigin: 'http://localhost:8081', mountPath: undefined });
  });

  it.each([
    ['auth', /start with "\/"/],
    ['/auth/', /must not end with "\/"/],
    ['/', /must not end with "\/"/],
    ['/api', /not be under \/api/],
    ['/api/auth', /not be under \/api/],
    ['/a b', /letters, digits/],
    ['/auth/../x', /letters, digits/],
  ])('refuses IDP_PATH=%s', (value, message) => {
    expect(() => loadConfig({ IDP_PATH: value })).toThrow(message);
  });

  it.each([
    ['degreemate.example.edu', /not a URL/],
    ['ftp://degreemate.example.edu', /http:\/\/ or https:\/\//],
    ['https://degreemate.example.edu/app', /origin only/],
    ['https://degreemate.example.edu/?x=1', /origin only/],
    ['https://user:pw@degreemate.example.edu', /user name or password/],
  ])('refuses PUBLIC_URL=%s', (value, message) => {
    expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(message);
  });

  it('refuses IDP_PATH beside Auth0, which replaces the local provider', () => {
    expect(() => loadConfig({ IDP_PATH: '/auth', AUTH0_DOMAIN: 't.auth0.com', AUTH0_CLIENT_ID: 'a', AUTH0_AUDIENCE: 'b' })).toThrow(/IDP_PATH/);
  });
});

describe('clientConfigOf', () => {
  it('gives auth0-spa-js the mounted provider’s base URL as its domain', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://degreemate.example.edu', IDP_PATH: '/auth' });
    expect(clientConfigOf(config.auth).auth.domain).toBe('https://degreemate.example.edu/auth');
  });
});
