// The part of oidc-provider (which ships no types) that the development OpenID Connect provider uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcAccount {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { clientId: string; accountId: string | undefined }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface OidcContext {
    oidc: {
      provider: Provider;
      client: { clientId: string };
      session: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: unknown, id: string) => Promise<OidcAccount | undefined>;
    claims?: Record<string, string[]>;
    scopes?: string[];
    features?: Record<string, unknown>;
    interactions?: { url?: (ctx: unknown, interaction: { uid: string }) => string };
    cookies?: { keys?: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    loadExistingGrant?: (ctx: OidcContext) => Promise<Grant | undefined>;
    conformIdTokenClaims?: boolean;
    renderError?: (ctx: { type: string; body: string }, out: Record<string, unknown>, error: unknown) => Promise<void> | void;
    [key: string]: unknown;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    readonly Grant: GrantConstructor;
    readonly Client: { prototype: { redirectUriAllowed(value: string): boolean } };
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
