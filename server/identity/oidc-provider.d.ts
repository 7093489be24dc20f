// oidc-provider 9 ships no type declarations (and Koa 3, which it is built on, none either).
// This is the small slice of both that server/identity uses; widen it when you use more.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Cookies {
    get(name: string, options?: { signed?: boolean }): string | undefined;
  }

  /** The Koa context, with what the provider adds to it. */
  export interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    querystring: string;
    ip: string;
    host: string;
    req: IncomingMessage;
    res: ServerResponse;
    status: number;
    body: unknown;
    type: string;
    cookies: Cookies;
    response: { get(name: string): string };
    get(name: string): string;
    set(name: string, value: string): void;
    remove(name: string): void;
    redirect(url: string): void;
    oidc: OIDCContext;
  }

  export type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;

  export interface ClientView {
    clientId: string;
    clientAuthMethod: string;
    redirectUris: string[];
    grantTypeAllowed(grantType: string): boolean;
  }

  export interface ResourceServerView {
    scopes: Set<string>;
  }

  export interface OIDCContext {
    provider: Provider;
    route: string;
    account?: { accountId: string };
    params?: Record<string, unknown>;
    client?: ClientView;
    session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
    result?: { consent?: { grantId?: string } };
    resourceServers: Record<string, ResourceServerView>;
    requestParamOIDCScopes: Set<string>;
    requestParamScopes: Set<string>;
    entities: {
      RotatedRefreshToken?: { remainingTTL: number };
      RefreshToken?: { sessionUid?: string; accountId?: string };
      AuthorizationCode?: { sessionUid?: string; accountId?: string };
    };
  }

  export interface AccountClaims {
    sub: string;
    [claim: string]: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<AccountClaims> | AccountClaims;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  export interface Grant {
    jti: string;
    accountId: string;
    clientId: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantStatic {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Prompt {
    name: string;
    reasons: string[];
    details: Record<string, unknown>;
  }

  export interface Interaction {
    uid: string;
    prompt: Prompt;
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
    returnTo: string;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean; amr?: string[] };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  // Configuration is deliberately loose: oidc-provider validates it at construction.
  export type Configuration = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    proxy: boolean;
    /** Koa's: how many X-Forwarded-For entries, from the right, are trusted when `proxy` is on. */
    maxIpsCount: number;
    Grant: GrantStatic;
    use(middleware: Middleware): this;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
  }

  export const errors: {
    OIDCProviderError: new (...args: never[]) => Error & { status: number; error: string; error_description?: string };
    SessionNotFound: new (...args: never[]) => Error;
    InvalidTarget: new (description?: string) => Error;
    InvalidRequest: new (description?: string) => Error;
  };

  export default Provider;
}
