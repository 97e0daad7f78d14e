import { describe, expect, it } from 'vitest';
import { ruleMessages } from './planted-code';

/** Lint keeps data flowing one way: a widget reads atoms and never calls the platform itself. */
const layerProblems = (code: string, filePath: string) =>
  ruleMessages(code, filePath, 'import-x/no-restricted-paths');

describe('widget layers', () => {
  it('refuses a widget importing the API client or the payload sealer', async () => {
    const planted = [
      "import { createApiClient } from '../../api/client';",
      "import { sealPayload } from '../../api/seal-payload';",
      'export const used = [createApiClient, sealPayload];',
      '',
    ].join('\n');
    const problems = await layerProblems(planted, 'src/widgets/register-form/planted.tsx');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('never the API client');
  });

  it('refuses a widget reaching into the renderer or the app', async () => {
    const planted = [
      "import { preloadNodes } from '../../renderer/preload-nodes';",
      "import { createPortalStore } from '../../app/create-portal-store';",
      'export const used = [preloadNodes, createPortalStore];',
      '',
    ].join('\n');
    expect(await layerProblems(planted, 'src/widgets/game-popup/planted.tsx')).toHaveLength(2);
  });

  it('refuses an atom importing a widget or ui', async () => {
    const planted = "import { Button } from '../ui/form/button';\nexport const used = Button;\n";
    expect(await layerProblems(planted, 'src/atoms/planted.ts')).toHaveLength(1);
  });

  it('lets a widget read atoms', async () => {
    const allowed = "import { sessionAtom } from '../../atoms/session';\nexport const used = sessionAtom;\n";
    expect(await layerProblems(allowed, 'src/widgets/register-form/planted.tsx')).toEqual([]);
  });
});
