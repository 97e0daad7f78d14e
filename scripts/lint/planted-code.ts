import path from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

/**
 * What one lint rule says of planted code, linted as if it lived at `filePath` with the
 * project's configuration: the way the lint tests show a rule refusing a violation.
 */
export async function ruleMessages(code: string, filePath: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}
