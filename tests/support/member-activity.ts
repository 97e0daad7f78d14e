import { createTestOperator, opsCall, signInOperator } from './operators';
import { startTestServer, type TestServer } from './test-server';

/** A platform for the back office's member page tests, with the operators they sign in as. */
export interface MemberPageServer {
  server: TestServer;
  /** A read-only operator of every merchant. */
  support: string;
  /** A support operator of aurora only (another merchant's member is NOT_FOUND to it). */
  auroraSupport: string;
}

export async function startMemberPageServer(): Promise<MemberPageServer> {
  const server = await startTestServer();
  return {
    server,
    support: await signInOperator(server, await createTestOperator(server.deps.db, 'read-only')),
    auroraSupport: await signInOperator(
      server,
      await createTestOperator(server.deps.db, 'support', 'aurora'),
    ),
  };
}

/** One part of a member's page (bets, logins, messages...), with the list's query if any. */
export function memberActivity(
  server: TestServer,
  token: string,
  id: number,
  part: string,
  query: Record<string, string> = {},
) {
  return opsCall(server, 'GET', '/ops/members/activity', {
    token,
    query: { id: String(id), part, ...query },
  });
}
