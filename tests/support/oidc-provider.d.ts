/** The small part of oidc-provider (which ships no types) the social sign-in tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?(ctx: unknown, sub: string): Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    [key: string]: unknown;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
