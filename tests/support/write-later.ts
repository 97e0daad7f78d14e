import fs from 'node:fs';

let tick = Date.now() / 1000;

/**
 * Write a file and move its time on, so a platform watching its stamp sees a new version even
 * when two writes fall within one clock tick.
 */
export function writeLater(file: string, text: string): void {
  fs.writeFileSync(file, text);
  tick += 2;
  fs.utimesSync(file, tick, tick);
}
