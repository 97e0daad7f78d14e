import { describe, expect, it } from 'vitest';
import { ruleMessages } from './planted-code';

/** Lint keeps jotai's deprecated loadable (and raw unwrap) out of the portal: async reads go through src/atoms/async.ts. */
const restrictedImports = (code: string, filePath: string) =>
  ruleMessages(code, filePath, 'no-restricted-imports');

const PLANTED = `import { loadable, unwrap } from 'jotai/utils';\nexport const used = [loadable, unwrap];\n`;

describe('async reads go through one module', () => {
  it('refuses loadable and unwrap in a widget', async () => {
    const messages = await restrictedImports(PLANTED, 'src/widgets/member-panel/planted.tsx');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('src/atoms/async.ts');
  });

  it('refuses them in an atom too', async () => {
    expect(await restrictedImports(PLANTED, 'src/atoms/planted.ts')).toHaveLength(2);
  });

  it('allows them in the wrapper itself', async () => {
    expect(await restrictedImports(PLANTED, 'src/atoms/async.ts')).toEqual([]);
  });
});
