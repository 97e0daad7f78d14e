import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SITE_TEXT_MAX_BYTES,
  studioFileName,
  type StudioFile,
} from '../../../schemas/api/ops/site-studio-rules';
import { problemLine, whitelabelFileLabel, type FileProblem } from '../../site-files/problem-lines';
import { checkWhitelabel } from '../../../scripts/validate/check-whitelabel';

/** One problem of a checked text, as the studio lists it and `npm run validate` prints it. */
export interface TextProblem {
  line?: number;
  column?: number;
  path: string;
  pointer: string;
  message: string;
  suggestion?: string;
  severity: 'error' | 'note';
  text: string;
}

/**
 * Every check `npm run validate` runs, on a site.json or theme.json text the merchant has not
 * written yet: the text is put in a scratch folder beside the merchant's other files (the other
 * of the two, platform.json, assets) and every other merchant's folder (the copy checks compare them), so
 * the checks are the very ones of the command rather than a second implementation that could
 * drift. Nothing in the real folder changes.
 */
export function checkSiteText(
  whitelabelsDir: string,
  code: string,
  text: string,
  file: StudioFile = 'site',
): TextProblem[] {
  const name = studioFileName(file);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > SITE_TEXT_MAX_BYTES)
    return [
      toTextProblem(whitelabelsDir, code, name, {
        file: name,
        place: { line: 1, column: 1 },
        pointer: '',
        path: '(file)',
        message: `the text is ${(bytes / 1024 / 1024).toFixed(1)} MB; ${name} may be at most ${SITE_TEXT_MAX_BYTES / 1024 / 1024} MB`,
      }),
    ];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-studio-'));
  try {
    for (const entry of fs.readdirSync(whitelabelsDir, { withFileTypes: true })) {
      const from = path.join(whitelabelsDir, entry.name);
      if (entry.name !== code) fs.symlinkSync(from, path.join(scratch, entry.name));
    }
    const own = path.join(scratch, code);
    fs.mkdirSync(own);
    for (const entry of fs.readdirSync(path.join(whitelabelsDir, code)))
      if (entry !== name) fs.symlinkSync(path.join(whitelabelsDir, code, entry), path.join(own, entry));
    fs.writeFileSync(path.join(own, name), text);
    return checkWhitelabel(scratch, code).map((p) =>
      toTextProblem(whitelabelsDir, code, name, { ...p, file: path.basename(p.file) }),
    );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Whether problems stop a publish (notes do not). */
export const hasErrors = (problems: readonly TextProblem[]) => problems.some((p) => p.severity === 'error');

/** Line and column only for problems of the edited file: they are places in the editor's text. */
function toTextProblem(whitelabelsDir: string, code: string, edited: string, p: FileProblem): TextProblem {
  // Named as the real folder's file, so the line reads as `npm run validate` prints it.
  const located: FileProblem = { ...p, file: whitelabelFileLabel(whitelabelsDir, code, p.file) };
  return {
    ...(p.file === edited && p.place ? { line: p.place.line, column: p.place.column } : {}),
    path: p.path,
    pointer: p.pointer,
    message: p.message,
    ...(p.suggestion ? { suggestion: p.suggestion } : {}),
    severity: p.severity ?? 'error',
    text: problemLine(located),
  };
}
