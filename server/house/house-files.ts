import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The house games' pages and scripts: the `public` folder beside this module, in the source tree
 * and beside the compiled platform alike (`npm run build` copies it there).
 */
export const HOUSE_PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'public');
