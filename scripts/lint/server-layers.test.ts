import { describe, expect, it } from 'vitest';
import { ruleMessages } from './planted-code';

/** Lint keeps the platform layered: routes -> services -> db, with server/domain shared. */
const layerProblems = (code: string, filePath: string) =>
  ruleMessages(code, filePath, 'import-x/no-restricted-paths');

describe('server layers', () => {
  it('refuses a service importing the HTTP layer or a route', async () => {
    const planted = [
      "import { handle } from '../../http/handle';",
      "import { walletRoutes } from '../../routes/wallet';",
      'export const used = [handle, walletRoutes];',
      '',
    ].join('\n');
    const problems = await layerProblems(planted, 'server/services/wallet/planted.ts');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('server/domain');
  });

  it('refuses the database layer importing a service', async () => {
    const planted =
      "import { servedSite } from '../services/site/served-site';\nexport const used = servedSite;\n";
    expect(await layerProblems(planted, 'server/db/planted.ts')).toHaveLength(1);
  });

  it('refuses the ops CLI going around the services', async () => {
    const planted =
      "import { onAdminHost } from '../../server/http/handle-ops';\nexport const used = onAdminHost;\n";
    expect(await layerProblems(planted, 'scripts/ops/planted.ts')).toHaveLength(1);
  });

  it('lets a service use the shared domain', async () => {
    const allowed = "import { ApiError } from '../../domain/api-error';\nexport const used = ApiError;\n";
    expect(await layerProblems(allowed, 'server/services/wallet/planted.ts')).toEqual([]);
  });
});
