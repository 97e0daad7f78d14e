import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consumersFrom, importersIn } from './import-graph';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

write('src/i18n/money-errors.ts', "import { roleText } from './role-errors';\nexport const a = 1;");
write('src/i18n/role-errors.ts', 'export const roleText = 1;');
write('src/i18n/only-typed.ts', 'export type T = 1;');
write('src/widget-kit/money-submission.ts', "export { a } from '../i18n/money-errors';");
write(
  'src/widgets/withdraw-form/withdraw-form.tsx',
  "import { a } from '../../widget-kit/money-submission';\nimport type { T } from '../../i18n/only-typed';",
);
write(
  'src/widgets/withdraw-form/withdraw-form.widget.ts',
  "export const load = () => import('./withdraw-form');",
);
write('src/widgets/deposit-form/deposit-form.tsx', "import {\n  a,\n} from '../../i18n/money-errors';");
write('src/widgets/deposit-form/deposit-form.stories.tsx', "import '../../i18n/site-messages';");
write('src/backoffice/screens/a.tsx', "import { roleText } from '../../i18n/role-errors';");
write('src/i18n/site-messages.ts', 'export const s = 1;');
write('src/app/main.tsx', "import { s } from '../i18n/site-messages';\nimport '../i18n/cycle-a';");
write('src/i18n/cycle-a.ts', "import './cycle-b';");
write('src/i18n/cycle-b.ts', "import './cycle-a';");

describe('who imports a shared module', () => {
  const consumersOf = consumersFrom(importersIn(root));
  const of = (file: string) => {
    const found = consumersOf(file);
    return found && [...found].sort();
  };

  it('the widget folders and the back office that import it, directly or through other modules', () => {
    expect(of('src/i18n/money-errors.ts')).toEqual(['deposit-form', 'withdraw-form']);
    expect(of('src/i18n/role-errors.ts')).toEqual(['backoffice', 'deposit-form', 'withdraw-form']);
  });

  it('nobody when only the app reaches it, or nothing does: its words stay in core', () => {
    // The app imports it; a story's import ships in no page and is not counted.
    expect(of('src/i18n/site-messages.ts')).toBeUndefined();
    // A type import brings no code, and so no words.
    expect(of('src/i18n/only-typed.ts')).toBeUndefined();
    // A registration is in the entry chunk: what only it reaches is the app's.
    expect(of('src/widgets/withdraw-form/withdraw-form.widget.ts')).toBeUndefined();
  });

  it('follows a cycle to the app that imports it, whichever file is asked first', () => {
    expect(of('src/i18n/cycle-b.ts')).toBeUndefined();
    expect(of('src/i18n/cycle-a.ts')).toBeUndefined();
    const fresh = consumersFrom(importersIn(root));
    expect(fresh('src/i18n/cycle-a.ts')).toBeUndefined();
    expect(fresh('src/i18n/cycle-b.ts')).toBeUndefined();
  });
});
