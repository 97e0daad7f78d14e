import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

export interface ServedPortal {
  /** The folder the platform serves the portal from: index.html and what `prepare` added. */
  readonly dir: string;
  readonly server: TestServer;
  /** Where it listens (`http://127.0.0.1:<port>`), for tests that need a real connection. */
  readonly base: string;
}

/**
 * A platform serving the portal's own index.html as the page template, the way the build
 * ships it, for the tests of one file: started before them (after `prepare` has put what the
 * tests need beside the template, a manifest or assets) and closed, folder and all, after.
 */
export function servedPortalForTests(prefix: string, prepare?: (dir: string) => void): ServedPortal {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tessera-${prefix}-`));
  fs.copyFileSync(path.resolve('index.html'), path.join(dir, 'index.html'));
  let server: TestServer | undefined;
  let base = '';
  beforeAll(async () => {
    prepare?.(dir);
    server = await startTestServer({ portalDir: dir });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    get server() {
      if (!server) throw new Error('The platform starts before the tests (beforeAll)');
      return server;
    },
    get base() {
      return base;
    },
  };
}
